import type { LeadStatus } from '../../domain/staff/leads.ts';
import type { AdminReadModel } from '../../ports/admin-read-model.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import { token } from '../../ports/token.ts';

export type QuoteHistory = (quoteId: string) => Promise<Array<{ status: LeadStatus; at: Date }>>;
export const QuoteHistory = token<QuoteHistory>('QuoteHistory');

/**
 * Where a confirmed quote stands with the agents, oldest first, as the account's
 * systems may see it: each status and when, never who (staff names stay inside). Called once the
 * quote's owner is checked.
 */
export function makeQuoteHistory(deps: {
  quotes: Pick<QuoteRepository, 'quoteRequestOf'>;
  readModel: Pick<AdminReadModel, 'history'>;
}): QuoteHistory {
  return async (quoteId) => {
    const requestId = await deps.quotes.quoteRequestOf(quoteId);
    if (!requestId) return [];
    const history = await deps.readModel.history('quote-request', requestId);
    return history.map((entry) => ({ status: entry.status, at: entry.changedAt })).reverse();
  };
}
