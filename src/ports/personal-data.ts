/** Everything kept about one person, by email address, for export (GDPR access). */
export interface PersonalDataRecords {
  quotes: Array<Record<string, unknown>>;
  quoteRequests: Array<Record<string, unknown>>;
  accountRequests: Array<Record<string, unknown>>;
  demoRequests: Array<Record<string, unknown>>;
  expertContacts: Array<Record<string, unknown>>;
  /** the business accounts they may sign in to */
  accountPeople: Array<Record<string, unknown>>;
  /** an account's billing details naming this address; the invoices issued stay, as the law keeps them */
  accountBilling: Array<Record<string, unknown>>;
  /** the invoices and credit notes addressed to them: kept ten years (Code de commerce L123-22), never erased */
  invoices: Array<Record<string, unknown>>;
  emails: Array<Record<string, unknown>>;
}

import type { RetentionCutoffs } from '../domain/privacy/retention.ts';
import { token } from './token.ts';

/** What the product keeps about people, and how it forgets them. */
export interface PersonalDataStore {
  find(email: string): Promise<PersonalDataRecords>;
  /**
   * Removes the person from every record (the records stay, without them) and their emails from
   * the outbox, and notes that it was done: how many records, and the ids of the emails removed.
   */
  erase(email: string, erasure: { staffUserId: string; at: Date }): Promise<{ records: number; emails: string[] }>;
  purge(
    cutoffs: RetentionCutoffs,
  ): Promise<{ quotesDeleted: number; leadsAnonymised: number; emailsDeleted: number; positionsDeleted: number }>;
}
export const PersonalDataStore = token<PersonalDataStore>('PersonalDataStore');
