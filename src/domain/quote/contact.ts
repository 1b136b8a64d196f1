import { isEmail } from '../shipment/email.ts';
import type { FieldError } from '../shipment/validate-shipment.ts';
import type { QuoteContact } from './quote.ts';

export type ContactErrorKey =
  'firstNameRequired' | 'lastNameRequired' | 'companyRequired' | 'emailRequired' | 'emailInvalid' | 'nameRequired';

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
  else if (!isEmail(contact.email!)) errors.push({ field: 'email', key: 'emailInvalid' });
  return errors;
}

/**
 * Spec §5 "Final confirmation": the saved contact must still have an email and a name (staff
 * may have erased them since); phone optional.
 */
export function validateConfirmationContact(contact: Partial<QuoteContact> | null): FieldError<ContactErrorKey>[] {
  const errors: FieldError<ContactErrorKey>[] = [];
  if (!contact?.email?.trim()) errors.push({ field: 'email', key: 'emailRequired' });
  if (!contact?.firstName?.trim() && !contact?.lastName?.trim()) errors.push({ field: 'name', key: 'nameRequired' });
  return errors;
}

/** "Prénom Nom", as agents read it. */
export function fullName(contact: Pick<QuoteContact, 'firstName' | 'lastName'>): string {
  return [contact.firstName.trim(), contact.lastName.trim()].filter(Boolean).join(' ');
}

/**
 * The contact a visitor who is not a professional gave with the form: "Prénom Nom" split at the
 * first space (a single word is taken as the last name), no company.
 */
export function privateContact(shipment: {
  userName?: string | null;
  userEmail?: string | null;
  userPhone?: string | null;
}): QuoteContact | null {
  const name = shipment.userName?.trim().replace(/\s+/g, ' ');
  const email = shipment.userEmail?.trim();
  if (!name || !email) return null;
  const space = name.indexOf(' ');
  return {
    firstName: space === -1 ? '' : name.slice(0, space),
    lastName: space === -1 ? name : name.slice(space + 1),
    company: '',
    email,
    phone: shipment.userPhone?.trim() || null,
  };
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
