import { mikroOrmLeadRepository } from '../adapters/persistence/repositories/lead-repository.ts';
import { sqlPersonalDataStore } from '../adapters/persistence/repositories/personal-data.ts';
import { sqlAdminReadModel, sqlLeadStatusLog } from '../adapters/persistence/staff/admin-read-model.ts';
import { sqlStaffInbox } from '../adapters/persistence/staff/staff-inbox.ts';
import { mikroOrmStaffAccounts, mikroOrmStaffSessions } from '../adapters/persistence/staff/staff-repositories.ts';
import { AuthenticateStaff, LogOut, makeAuthenticateStaff, makeLogOut } from '../application/admin/authenticate-staff.ts';
import { ChangeLeadStatus, makeChangeLeadStatus } from '../application/admin/change-lead-status.ts';
import { LogIn, makeLogIn } from '../application/admin/log-in.ts';
import {
  ErasePersonalData,
  ExportPersonalData,
  makeErasePersonalData,
  makeExportPersonalData,
  makePurgeExpiredPersonalData,
  PurgeExpiredPersonalData,
} from '../application/admin/personal-data.ts';
import { makeRemindOverdueLeads, RemindOverdueLeads } from '../application/admin/remind-overdue-leads.ts';
import { makeSetStaffPassword, SetStaffPassword } from '../application/admin/set-staff-password.ts';
import { makeViewDashboard, ViewDashboard } from '../application/admin/view-dashboard.ts';
import { makeViewInbox, makeWatchInbox, ViewInbox, WatchInbox } from '../application/admin/view-inbox.ts';
import {
  ExportRecords,
  IsAccountAccepted,
  LeadHistory,
  ListRecords,
  makeExportRecords,
  makeIsAccountAccepted,
  makeLeadHistory,
  makeListRecords,
} from '../application/admin/read-records.ts';
import { ListOutbox, makeListOutbox, makeResendFromOutbox, ResendFromOutbox } from '../application/admin/outbox-emails.ts';
import { makeSubmitLead, SubmitLead } from '../application/submit-lead.ts';
import { languagePrefix } from '../domain/language.ts';
import { v7 as uuidv7 } from 'uuid';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { callPromises, retentionDays } from './settings.ts';
import { LeadRepository } from '../ports/lead-repository.ts';
import { PasswordHasher, Secrets, StaffAccounts, StaffSessions } from '../ports/staff-auth.ts';
import { AdminReadModel, LeadStatusLog, OutboxAdmin } from '../ports/admin-read-model.ts';
import { PersonalDataStore } from '../ports/personal-data.ts';
import { InboxEvents, StaffInbox } from '../ports/staff-inbox.ts';
import { RateLimiter } from '../ports/rate-limiter.ts';
import { WebhookEndpoints } from '../ports/webhooks.ts';
import { BusinessAccounts } from '../ports/business-accounts.ts';
import { Mailer } from '../ports/mailer.ts';
import { MoveTransport, ViewTransport } from '../application/transport/move-transport.ts';
import { CountTransportsUnderWay, ViewTransportBoard } from '../application/transport/view-transport-board.ts';
import { type Resolved, token } from '../ports/token.ts';

/** The back office (staff only). */
const staff = {
  logIn: LogIn,
  logOut: LogOut,
  authenticate: AuthenticateStaff,
  setPassword: SetStaffPassword,
  viewDashboard: ViewDashboard,
  changeLeadStatus: ChangeLeadStatus,
  /** a confirmed transport followed to its delivery */
  moveTransport: MoveTransport,
  viewTransport: ViewTransport,
  /** the transports under way, at risk first */
  viewTransportBoard: ViewTransportBoard,
  /** how many transports are under way: the board's tab from every staff view */
  countTransportsUnderWay: CountTransportsUnderWay,
  exportPersonalData: ExportPersonalData,
  erasePersonalData: ErasePersonalData,
  listRecords: ListRecords,
  exportRecords: ExportRecords,
  leadHistory: LeadHistory,
  isAccountAccepted: IsAccountAccepted,
  listOutbox: ListOutbox,
  resendFromOutbox: ResendFromOutbox,
  /** what awaits a call */
  viewInbox: ViewInbox,
  /** each lead arriving or moving on, for the staff pages' live updates */
  watchInbox: WatchInbox,
};
export type StaffServices = Resolved<typeof staff>;
export const StaffServices = token<StaffServices>('StaffServices');

/** Leads and the staff: the lead forms, staff sign-in, the dashboard, the inbox and its reminders, lead statuses, personal data. */
export const staffModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox } = GIVEN;
  resolved(LeadRepository, [em], (root) => mikroOrmLeadRepository(root));
  resolved(StaffAccounts, [em], (root) => mikroOrmStaffAccounts(root));
  resolved(StaffSessions, [em], (root) => mikroOrmStaffSessions(root));
  resolved(AdminReadModel, [em], (root) => sqlAdminReadModel(root));
  resolved(LeadStatusLog, [em], (root) => sqlLeadStatusLog(root));
  resolved(PersonalDataStore, [em], (root) => sqlPersonalDataStore(root));
  resolved(StaffInbox, [em], (root) => sqlStaffInbox(root));
  resolved(SubmitLead, [LeadRepository, RateLimiter, outbox, clock, Secrets], (leads, limiter, box, now, secrets) =>
    makeSubmitLead({ leads, limiter, outbox: box, clock: now, secrets, newId: () => uuidv7() }),
  );
  resolved(
    LogIn,
    [StaffAccounts, StaffSessions, RateLimiter, PasswordHasher, Secrets, clock],
    (accounts, sessions, limiter, hasher, secrets, now) => makeLogIn({ accounts, sessions, limiter, hasher, secrets, clock: now }),
  );
  resolved(LogOut, [StaffSessions, Secrets], (sessions, secrets) => makeLogOut({ sessions, secrets }));
  resolved(AuthenticateStaff, [StaffSessions, Secrets, clock], (sessions, secrets, now) =>
    makeAuthenticateStaff({ sessions, secrets, clock: now }),
  );
  resolved(SetStaffPassword, [StaffAccounts, StaffSessions, PasswordHasher, Secrets], (accounts, sessions, hasher, secrets) =>
    makeSetStaffPassword({ accounts, sessions, hasher, secrets }),
  );
  resolved(ViewDashboard, [AdminReadModel, clock], (readModel, now) => makeViewDashboard({ readModel, clock: now }));
  resolved(
    ChangeLeadStatus,
    [AdminReadModel, LeadStatusLog, WebhookEndpoints, BusinessAccounts, config, clock, outbox],
    (readModel, log, webhooks, accounts, settings, now, box) =>
      makeChangeLeadStatus({ readModel, log, webhooks, accounts, siteUrl: settings.SITE_URL, clock: now, outbox: box }),
  );
  resolved(ExportPersonalData, [PersonalDataStore], (store) => makeExportPersonalData({ store }));
  resolved(ErasePersonalData, [PersonalDataStore, clock, Mailer], (store, now, mailer) =>
    makeErasePersonalData({ store, clock: now, mailer }),
  );
  resolved(PurgeExpiredPersonalData, [PersonalDataStore, clock, config], (store, now, settings) =>
    makePurgeExpiredPersonalData({ store, clock: now, days: retentionDays(settings) }),
  );
  resolved(ViewInbox, [StaffInbox, clock, config], (inbox, now, settings) =>
    makeViewInbox({ inbox, clock: now, promises: callPromises(settings) }),
  );
  resolved(RemindOverdueLeads, [StaffInbox, clock, outbox, config], (inbox, now, box, settings) =>
    makeRemindOverdueLeads({
      inbox,
      clock: now,
      outbox: box,
      promises: callPromises(settings),
      delayMinutes: settings.LEAD_REMINDER_DELAY_MINUTES,
      inboxUrl: `${settings.SITE_URL.replace(/\/$/, '')}${languagePrefix(settings.AGENT_LANGUAGE)}/admin`,
    }),
  );
  resolved(ListRecords, [AdminReadModel], (readModel) => makeListRecords({ readModel }));
  resolved(ExportRecords, [AdminReadModel], (readModel) => makeExportRecords({ readModel }));
  resolved(LeadHistory, [AdminReadModel], (readModel) => makeLeadHistory({ readModel }));
  resolved(IsAccountAccepted, [AdminReadModel], (readModel) => makeIsAccountAccepted({ readModel }));
  resolved(ListOutbox, [OutboxAdmin], (box) => makeListOutbox({ outbox: box }));
  resolved(ResendFromOutbox, [OutboxAdmin, outbox], (box, worker) => makeResendFromOutbox({ outbox: box, wake: () => worker.wake() }));
  resolved(WatchInbox, [InboxEvents], (events) => makeWatchInbox({ events }));
  record(StaffServices, staff);
});
