import type { Config } from '../config.ts';
import type { CallPromises } from '../domain/staff/inbox.ts';

/** The agents' promises to call back, from the settings. */
export const callPromises = (config: Config): CallPromises => ({
  callMinutes: config.CALLBACK_PROMISE_MINUTES,
  leadHours: config.LEAD_PROMISE_HOURS,
});

/** How long each kind of record keeps its people's details, from the settings. */
export const retentionDays = (config: Config) => ({
  unconfirmedQuotes: config.RETENTION_UNCONFIRMED_QUOTES_DAYS,
  leads: config.RETENTION_LEADS_DAYS,
  emails: config.RETENTION_EMAILS_DAYS,
});
