import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { LeadField } from './lead-form.tsx';

/** The person's fields every lead form starts with (spec §5 "Other forms"). */
export function usePersonFields(): Record<'firstName' | 'lastName' | 'company' | 'email' | 'phone', LeadField> {
  const { t } = useTranslation();
  return {
    firstName: { name: 'firstName', label: t('booking.contact.firstName'), type: 'text', required: true, autoComplete: 'given-name' },
    lastName: { name: 'lastName', label: t('booking.contact.lastName'), type: 'text', required: true, autoComplete: 'family-name' },
    company: { name: 'company', label: t('booking.contact.company'), type: 'text', required: true, autoComplete: 'organization' },
    email: { name: 'email', label: t('booking.contact.email'), type: 'email', required: true, autoComplete: 'email' },
    phone: { name: 'phone', label: t('booking.contact.phone'), type: 'tel', required: true, autoComplete: 'tel' },
  };
}
