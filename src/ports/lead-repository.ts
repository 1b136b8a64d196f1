import type { AccountRequest, DemoRequest, ExpertContact } from '../domain/leads/lead-forms.ts';
import type { Notification } from '../domain/notifications/notification.ts';

/** The lead forms' tables (spec §7: INSERT account_requests, demande_demo, contact_automobile). */
export interface LeadRepository {
  /** Each saves the record and queues its notifications in one transaction; returns the new id. */
  saveAccountRequest(id: string, form: AccountRequest, notifications: Notification[]): Promise<void>;
  saveDemoRequest(id: string, form: DemoRequest, notifications: Notification[]): Promise<void>;
  saveExpertContact(id: string, form: ExpertContact, notifications: Notification[]): Promise<void>;
}
