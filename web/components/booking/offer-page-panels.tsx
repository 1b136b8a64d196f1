import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Form } from 'react-router';
import { ContactFields } from './contact-fields.tsx';
import { Button } from '../ui/button.tsx';

/** The offers page without scripts: the contact (to see prices) or the callback asked for, as a form that posts to the page. */
export function ContactPanel({
  intent,
  errors,
  reason,
}: {
  intent: 'contact' | 'callback';
  errors: Record<string, string>;
  reason?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="panel" id="contact-form" aria-labelledby={`${intent}-title`}>
      <h3 id={`${intent}-title`}>{t(`booking.${intent}.title`)}</h3>
      {reason && <p>{reason}</p>}
      <p>{t(`booking.${intent}.intro`)}</p>
      {Object.keys(errors).length > 0 && (
        <p className="notice notice--error" role="alert">
          {t('booking.contact.required')}
        </p>
      )}
      <input type="hidden" name="intent" value={intent} />
      <ContactFields errors={errors} />
      <Button type="submit">{t(`booking.${intent}.submit`)}</Button>
    </Form>
  );
}

/** A signed-in person sees whether the quote is in their company's space, and adds one they made before signing in. */
export function CompanyStanding({ company }: { company: { name: string; standing: 'company' | 'addable' | 'no' } }) {
  const { t } = useTranslation();
  if (company.standing === 'company')
    return (
      <p className="notice" role="status">
        {t('booking.company.inSpace', { company: company.name })}
      </p>
    );
  if (company.standing !== 'addable') return null;
  return (
    <Form method="post" className="notice">
      <p>{t('booking.company.addable')}</p>
      <input type="hidden" name="intent" value="addToCompany" />
      <Button kind="secondary" type="submit">
        {t('booking.company.add', { company: company.name })}
      </Button>
    </Form>
  );
}
