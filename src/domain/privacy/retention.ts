/** The instants before which each kind of record has outlived its period. */
export interface RetentionCutoffs {
  /** quotes never confirmed (no offer chosen, no callback asked) created before this are deleted */
  unconfirmedQuotes: Date;
  /** leads (requests, confirmed quotes, callbacks) created before this lose the person's details */
  leads: Date;
  /** emails sent or failed before this are deleted */
  emails: Date;
  /** the driver's positions of a transport delivered (or cancelled) before this are deleted */
  driverPositions: Date;
}

/** How long the driver's positions outlive the delivery, in days. */
export const DRIVER_POSITION_DAYS = 30;

/** How long personal details are kept, in days (settings RETENTION_*; the privacy notice says the same). */
export interface RetentionDays {
  /** a quote nobody confirmed: priced for a visitor who went no further */
  unconfirmedQuotes: number;
  /** a lead: a chosen offer, a callback, an account, demo or expert request */
  leads: number;
  /** an email once sent (or given up on) */
  emails: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function retentionCutoffs(now: Date, days: RetentionDays): RetentionCutoffs {
  const before = (count: number) => new Date(now.getTime() - count * DAY_MS);
  return {
    unconfirmedQuotes: before(days.unconfirmedQuotes),
    leads: before(days.leads),
    emails: before(days.emails),
    driverPositions: before(DRIVER_POSITION_DAYS),
  };
}
