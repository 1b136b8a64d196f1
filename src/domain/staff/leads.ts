// Beyond the spec: agents work every lead through a status, with an audit trail.

export const LEAD_TYPES = ['quote-request', 'callback', 'account', 'demo', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Spec §9: the admin revenue estimate sums price × 0.85. */
export const REVENUE_FACTOR = 0.85;

/** The admin's revenue estimate from the sum of the validated quotes' prices, to the cent. */
export function estimatedRevenue(validatedPriceTotal: number): number {
  return Math.round(validatedPriceTotal * REVENUE_FACTOR * 100) / 100;
}

export const PERIODS = ['today', '7d', '30d'] as const;
export type Period = (typeof PERIODS)[number];

/** Spec §7: created_at ≥ start of today (business time zone), 7 days ago, 30 days ago. */
export function periodStart(period: Period, now: Date, startOfToday: Date): Date {
  if (period === 'today') return startOfToday;
  const days = period === '7d' ? 7 : 30;
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
