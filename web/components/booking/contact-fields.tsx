import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { ContactDetails } from './booking-api.ts';
import { Field } from '../ui/field.tsx';

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
  return (
    <div className="contact-fields">
      {CONTACT_FIELDS.map((field) => {
        return (
          <Field
            key={field}
            label={t(`booking.contact.${field}`)}
            marker={REQUIRED.has(field) ? 'required' : 'optional'}
            message={errors[field]}
          >
            {(control) => (
              <input
                {...control}
                name={field}
                type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                autoComplete={AUTOCOMPLETE[field]}
                required={REQUIRED.has(field)}
                {...(values && onChange
                  ? {
                      value: values[field],
                      onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...values, [field]: event.target.value }),
                    }
                  : {})}
              />
            )}
          </Field>
        );
      })}
    </div>
  );
}
