import { isLeadErrorKey } from '../domain/leads/lead-rules.ts';

/** Where a lead form's field message is in the catalogs: the forms' own words for their rules, the general ones for anything else (a malformed field). */
export const leadFieldMessageKey = <Key extends string>(key: Key) =>
  isLeadErrorKey(key) ? (`leads.${key}` as const) : (`validation.${key}` as const);
