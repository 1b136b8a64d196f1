import type { Language } from '../domain/language.ts';
import type { AccountRequest, DemoRequest, ExpertContact } from '../domain/leads/lead-rules.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import { token } from './token.ts';

/** The lead forms' tables (spec §7: INSERT account_requests, demande_demo, contact_automobile). */
export interface LeadRepository {
  /**
   * Each saves the record, with the language of the page it came from, and queues its
   * notifications in one transaction.
   */
  saveAccountRequest(id: string, form: AccountRequest, pageLanguage: Language, notifications: Notification[]): Promise<void>;
  saveDemoRequest(id: string, form: DemoRequest, pageLanguage: Language, notifications: Notification[]): Promise<void>;
  saveExpertContact(id: string, form: ExpertContact, pageLanguage: Language, notifications: Notification[]): Promise<void>;
}
export const LeadRepository = token<LeadRepository>('LeadRepository');
