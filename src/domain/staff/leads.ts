// Beyond the spec: agents work every lead through a status, with an audit trail.

export const LEAD_TYPES = ['quote-request', 'callback', 'account', 'demo', 'contact'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/**
 * new → taken (an agent is on it) → contacted (called) or done (handled without a call: written
 * to, a duplicate) → won or lost. The inbox's three actions are take, called and done.
 */
export const LEAD_STATUSES = ['new', 'taken', 'contacted', 'done', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * The admin's revenue estimate "with 15% discount" (spec §2, §9): the sum of the validated
 * quotes' prices as stored, to the cent. A stored priority price already carries the 15 % off
 * (spec §7: price × 0.85 is what is stored), so taking 0.85 again counted it twice (ADR 0020).
 */
export function estimatedRevenue(validatedPriceTotal: number): number {
  return Math.round(validatedPriceTotal * 100) / 100;
}

/**
 * A business account request is accepted once staff set it to "won" (its latest status, history
 * newest first): only then may it have API keys and webhook receivers.
 */
export const isAcceptedAccount = (history: ReadonlyArray<{ status: string }>) => history[0]?.status === 'won';

export const PERIODS = ['today', '7d', '30d'] as const;
export type Period = (typeof PERIODS)[number];

/** Spec §7: created_at ≥ start of today (business time zone), 7 days ago, 30 days ago. */
export function periodStart(period: Period, now: Date, startOfToday: Date): Date {
  if (period === 'today') return startOfToday;
  const days = period === '7d' ? 7 : 30;
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
