import { mikroOrmLeadRepository } from '../adapters/persistence/repositories/lead-repository.ts';
import { sqlPersonalDataStore } from '../adapters/persistence/repositories/personal-data.ts';
import { sqlAdminReadModel, sqlLeadStatusLog } from '../adapters/persistence/staff/admin-read-model.ts';
import { sqlStaffInbox } from '../adapters/persistence/staff/staff-inbox.ts';
import { mikroOrmStaffAccounts, mikroOrmStaffSessions } from '../adapters/persistence/staff/staff-repositories.ts';
import { makeAuthenticateStaff, makeLogOut } from '../application/admin/authenticate-staff.ts';
import { makeChangeLeadStatus } from '../application/admin/change-lead-status.ts';
import { makeLogIn } from '../application/admin/log-in.ts';
import { makeErasePersonalData, makeExportPersonalData, makePurgeExpiredPersonalData } from '../application/admin/personal-data.ts';
import { makeRemindOverdueLeads } from '../application/admin/remind-overdue-leads.ts';
import { makeSetStaffPassword } from '../application/admin/set-staff-password.ts';
import { makeViewDashboard } from '../application/admin/view-dashboard.ts';
import { makeViewInbox, makeWatchInbox } from '../application/admin/view-inbox.ts';
import { makeExportRecords, makeIsAccountAccepted, makeLeadHistory, makeListRecords } from '../application/admin/read-records.ts';
import { makeListOutbox, makeResendFromOutbox } from '../application/admin/outbox-emails.ts';
import { makeSubmitLead } from '../application/submit-lead.ts';
import { languagePrefix } from '../domain/language.ts';
import { v7 as uuidv7 } from 'uuid';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS, USE_CASES, SERVICE_PARTS } from './tokens.ts';
import { callPromises, retentionDays } from './settings.ts';

/** Leads and the staff: the lead forms, staff sign-in, the dashboard, the inbox and its reminders, lead statuses, personal data. */
export const staffModule = featureModule(({ resolved, record }) => {
  const { Config: config, EntityManager: em, Clock: clock, Outbox: outbox } = GIVEN;
  const U = USE_CASES;
  resolved(PORTS.Leads, [em], (root) => mikroOrmLeadRepository(root));
  resolved(PORTS.StaffAccounts, [em], (root) => mikroOrmStaffAccounts(root));
  resolved(PORTS.StaffSessions, [em], (root) => mikroOrmStaffSessions(root));
  resolved(PORTS.AdminReadModel, [em], (root) => sqlAdminReadModel(root));
  resolved(PORTS.LeadStatusLog, [em], (root) => sqlLeadStatusLog(root));
  resolved(PORTS.PersonalData, [em], (root) => sqlPersonalDataStore(root));
  resolved(PORTS.StaffInbox, [em], (root) => sqlStaffInbox(root));
  resolved(U.SubmitLead, [PORTS.Leads, PORTS.RateLimiter, outbox, clock, PORTS.Secrets], (leads, limiter, box, now, secrets) =>
    makeSubmitLead({ leads, limiter, outbox: box, clock: now, secrets, newId: () => uuidv7() }),
  );
  resolved(
    U.LogIn,
    [PORTS.StaffAccounts, PORTS.StaffSessions, PORTS.RateLimiter, PORTS.Hasher, PORTS.Secrets, clock],
    (accounts, sessions, limiter, hasher, secrets, now) => makeLogIn({ accounts, sessions, limiter, hasher, secrets, clock: now }),
  );
  resolved(U.LogOut, [PORTS.StaffSessions, PORTS.Secrets], (sessions, secrets) => makeLogOut({ sessions, secrets }));
  resolved(U.AuthenticateStaff, [PORTS.StaffSessions, PORTS.Secrets, clock], (sessions, secrets, now) =>
    makeAuthenticateStaff({ sessions, secrets, clock: now }),
  );
  resolved(
    U.SetStaffPassword,
    [PORTS.StaffAccounts, PORTS.StaffSessions, PORTS.Hasher, PORTS.Secrets],
    (accounts, sessions, hasher, secrets) => makeSetStaffPassword({ accounts, sessions, hasher, secrets }),
  );
  resolved(U.ViewDashboard, [PORTS.AdminReadModel, clock], (readModel, now) => makeViewDashboard({ readModel, clock: now }));
  resolved(
    U.ChangeLeadStatus,
    [PORTS.AdminReadModel, PORTS.LeadStatusLog, PORTS.WebhookEndpoints, PORTS.BusinessAccounts, config, clock, outbox],
    (readModel, log, webhooks, accounts, settings, now, box) =>
      makeChangeLeadStatus({ readModel, log, webhooks, accounts, siteUrl: settings.SITE_URL, clock: now, outbox: box }),
  );
  resolved(U.ExportPersonalData, [PORTS.PersonalData], (store) => makeExportPersonalData({ store }));
  resolved(U.ErasePersonalData, [PORTS.PersonalData, clock, PORTS.Mailer], (store, now, mailer) =>
    makeErasePersonalData({ store, clock: now, mailer }),
  );
  resolved(U.PurgeExpiredPersonalData, [PORTS.PersonalData, clock, config], (store, now, settings) =>
    makePurgeExpiredPersonalData({ store, clock: now, days: retentionDays(settings) }),
  );
  resolved(U.ViewInbox, [PORTS.StaffInbox, clock, config], (inbox, now, settings) =>
    makeViewInbox({ inbox, clock: now, promises: callPromises(settings) }),
  );
  resolved(U.RemindOverdueLeads, [PORTS.StaffInbox, clock, outbox, config], (inbox, now, box, settings) =>
    makeRemindOverdueLeads({
      inbox,
      clock: now,
      outbox: box,
      promises: callPromises(settings),
      delayMinutes: settings.LEAD_REMINDER_DELAY_MINUTES,
      inboxUrl: `${settings.SITE_URL.replace(/\/$/, '')}${languagePrefix(settings.AGENT_LANGUAGE)}/admin`,
    }),
  );
  resolved(U.ListRecords, [PORTS.AdminReadModel], (readModel) => makeListRecords({ readModel }));
  resolved(U.ExportRecords, [PORTS.AdminReadModel], (readModel) => makeExportRecords({ readModel }));
  resolved(U.LeadHistory, [PORTS.AdminReadModel], (readModel) => makeLeadHistory({ readModel }));
  resolved(U.IsAccountAccepted, [PORTS.AdminReadModel], (readModel) => makeIsAccountAccepted({ readModel }));
  resolved(U.ListOutbox, [PORTS.OutboxAdmin], (box) => makeListOutbox({ outbox: box }));
  resolved(U.ResendFromOutbox, [PORTS.OutboxAdmin, outbox], (box, worker) =>
    makeResendFromOutbox({ outbox: box, wake: () => worker.wake() }),
  );
  resolved(U.WatchInbox, [PORTS.InboxEvents], (events) => makeWatchInbox({ events }));
  record(SERVICE_PARTS.Staff, {
    logIn: U.LogIn,
    logOut: U.LogOut,
    authenticate: U.AuthenticateStaff,
    setPassword: U.SetStaffPassword,
    viewDashboard: U.ViewDashboard,
    changeLeadStatus: U.ChangeLeadStatus,
    moveTransport: U.MoveTransport,
    viewTransport: U.ViewTransport,
    viewTransportBoard: U.ViewTransportBoard,
    countTransportsUnderWay: U.CountTransportsUnderWay,
    exportPersonalData: U.ExportPersonalData,
    erasePersonalData: U.ErasePersonalData,
    listRecords: U.ListRecords,
    exportRecords: U.ExportRecords,
    leadHistory: U.LeadHistory,
    isAccountAccepted: U.IsAccountAccepted,
    listOutbox: U.ListOutbox,
    resendFromOutbox: U.ResendFromOutbox,
    viewInbox: U.ViewInbox,
    watchInbox: U.WatchInbox,
  });
});
