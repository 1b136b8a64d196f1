import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { ContactDetails } from './booking-api.ts';
import { FieldMessage } from '../ui/field-message.tsx';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'company', 'email', 'phone'] as const;
const REQUIRED = new Set<keyof ContactDetails>(['firstName', 'lastName', 'company', 'email']);
const AUTOCOMPLETE: Record<keyof ContactDetails, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  company: 'organization',
  email: 'email',
  phone: 'tel',
};

export const EMPTY_CONTACT: ContactDetails = { firstName: '', lastName: '', company: '', email: '', phone: '' };

/** The first name, last name, company, email and phone inputs shared by the contact and callback forms. */
export function ContactFields({
  values,
  errors,
  onChange,
}: {
  values?: ContactDetails;
  errors: Record<string, string>;
  onChange?: (values: ContactDetails) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="contact-fields">
      {CONTACT_FIELDS.map((field) => {
        const inputId = `${id}-${field}`;
        const error = errors[field];
        return (
          <div className="field" key={field}>
            <label htmlFor={inputId}>
              {t(`booking.contact.${field}`)}{' '}
              {REQUIRED.has(field) ? <span aria-hidden="true">*</span> : <span className="field__optional">{t('booking.optional')}</span>}
            </label>
            <input
              id={inputId}
              name={field}
              type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
              autoComplete={AUTOCOMPLETE[field]}
              required={REQUIRED.has(field)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...(values && onChange
                ? {
                    value: values[field],
                    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [field]: event.target.value }),
                  }
                : {})}
            />
            <FieldMessage id={`${inputId}-error`} message={error} />
          </div>
        );
      })}
    </div>
  );
}
