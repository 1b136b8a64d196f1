import type { FieldError } from '../shipment/validate-shipment.ts';
import type { QuoteContact } from './quote.ts';

export type ContactErrorKey = 'firstNameRequired' | 'lastNameRequired' | 'companyRequired' | 'emailRequired' | 'emailInvalid';

// Deliberately simple: one @, something on each side, a dot in the domain, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Spec §5 "Contact modal before price" and "Callback modal": first name, last name, company
 * and email are required; phone is optional.
 */
export function validateContact(contact: Partial<QuoteContact>): FieldError<ContactErrorKey>[] {
  const errors: FieldError<ContactErrorKey>[] = [];
  const blank = (value: string | null | undefined) => !value || value.trim() === '';
  if (blank(contact.firstName)) errors.push({ field: 'firstName', key: 'firstNameRequired' });
  if (blank(contact.lastName)) errors.push({ field: 'lastName', key: 'lastNameRequired' });
  if (blank(contact.company)) errors.push({ field: 'company', key: 'companyRequired' });
  if (blank(contact.email)) errors.push({ field: 'email', key: 'emailRequired' });
  else if (!EMAIL.test(contact.email!.trim())) errors.push({ field: 'email', key: 'emailInvalid' });
  return errors;
}

/** "Prénom Nom", as agents read it. */
export function fullName(contact: Pick<QuoteContact, 'firstName' | 'lastName'>): string {
  return `${contact.firstName.trim()} ${contact.lastName.trim()}`;
}

/** Contact details as kept: trimmed, an empty phone as none. */
export function cleanContact(contact: QuoteContact): QuoteContact {
  return {
    firstName: contact.firstName.trim(),
    lastName: contact.lastName.trim(),
    company: contact.company.trim(),
    email: contact.email.trim(),
    phone: contact.phone?.trim() || null,
  };
}
