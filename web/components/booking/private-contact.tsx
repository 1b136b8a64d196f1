import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useSite } from '../use-site.ts';
import { Field } from '../ui/field.tsx';

export interface PrivateContactValues {
  isProfessional: boolean;
  userName: string;
  userEmail: string;
  userPhone: string;
}

const FIELDS = [
  { key: 'userName', type: 'text', autoComplete: 'name', required: true },
  { key: 'userEmail', type: 'email', autoComplete: 'email', required: true },
  { key: 'userPhone', type: 'tel', autoComplete: 'tel', required: false },
] as const;

/**
 * The 'professional' box in its one version (ADR 0014): ticking "I am not a professional" shows
 * the parcel-shipping site meant for private senders, as a link the visitor may follow (a new
 * tab opened by a tick would move them away unasked), and asks for the contact of spec §5:
 * name and email required, phone optional, so their prices show without the business contact
 * step. Shown by the stylesheet from the box itself, so it works before the scripts too.
 */
export function PrivateContact({
  values,
  errors,
  onEdit,
}: {
  values: PrivateContactValues;
  errors: Record<string, string>;
  onEdit: (patch: Partial<PrivateContactValues>, fields: string[]) => void;
}) {
  const { t } = useTranslation();
  const site = useSite();
  const id = useId();
  const parcelSite = site?.links.products.taxicolis;
  return (
    <div className="private-contact">
      <label className="checkbox">
        <input
          type="checkbox"
          name="notProfessional"
          value="true"
          checked={!values.isProfessional}
          aria-controls={`${id}-details`}
          onChange={(event) => onEdit({ isProfessional: !event.target.checked }, ['userName', 'userEmail'])}
        />{' '}
        {t('booking.private.box')}
      </label>
      <div id={`${id}-details`} className="private-contact__details">
        <p>
          {t('booking.private.notice')}{' '}
          {parcelSite && (
            <a href={parcelSite} target="_blank" rel="noopener">
              {t('booking.private.parcelSite')}
              <span className="visually-hidden"> {t('booking.private.newTab')}</span>
            </a>
          )}
        </p>
        <p>{t('booking.private.contactIntro')}</p>
        {FIELDS.map((field) => {
          return (
            <Field
              key={field.key}
              label={t(`booking.private.${field.key}`)}
              marker={field.required ? 'required' : 'optional'}
              message={errors[field.key]}
            >
              {(control) => (
                <input
                  {...control}
                  name={field.key}
                  type={field.type}
                  autoComplete={field.autoComplete}
                  // Not `required`: a hidden required field would block the form without scripts.
                  aria-required={field.required || undefined}
                  value={values[field.key]}
                  onChange={(event) => onEdit({ [field.key]: event.target.value }, [field.key])}
                />
              )}
            </Field>
          );
        })}
      </div>
    </div>
  );
}
