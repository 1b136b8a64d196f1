import type { Language } from '../../domain/language.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import type { AccountPerson } from '../../ports/business-accounts.ts';
import type { Clock } from '../../ports/clock.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import { withinPdfQuota } from '../quote-document.ts';
import type { MonthlyStatement } from './account-transports.ts';
import { token } from '../../ports/token.ts';

export type StatementPdf = (person: AccountPerson, month: string, language: Language) => Promise<{ month: string; pdf: Buffer }>;
export const StatementPdf = token<StatementPdf>('StatementPdf');

/**
 * A month's statement as a PDF to file — the same lines and totals as the CSV — rendered
 * within the person's share of PDFs (a burst waits, as for quote documents).
 */
export function makeStatementPdf(deps: {
  statement: MonthlyStatement;
  renderer: QuoteDocumentRenderer;
  limiter: RateLimiter;
  operator: OperatorIdentity;
  clock: Clock;
}): StatementPdf {
  return async (person, month, language) => {
    const statement = await deps.statement(person, month);
    const document = { ...statement, company: person.company, issuedAt: deps.clock.now().toISOString(), operator: deps.operator };
    return {
      month: statement.month,
      pdf: await withinPdfQuota(deps.limiter, `account:${person.id}`, () => deps.renderer.statement(document, language)),
    };
  };
}
