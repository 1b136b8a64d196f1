import type { EntityManager } from '@mikro-orm/postgresql';
import { QuotaSpent, type QuoteAdmission } from '../../../ports/rate-limiter.ts';
import { preparedStatements } from '../prepared-statements.ts';
import { justCreatedQuotes } from './just-created-quotes.ts';
import { insertNewQuote, snakeCase, statementTexts } from './quote-rows.ts';
import { type HitRow, RATE_LIMIT_HIT, fullBuckets, outcomeOfHit, rateLimitHitValues } from './rate-limiter.ts';

/**
 * The rate limiter's hit ($1–$4) and the quote's insert ($5…) in one statement, so one round trip
 * and one commit: the row goes in only when the hit was allowed, and a failed insert (a reference
 * drawn twice) takes the hit back with it. PostgreSQL types the inserted values from the columns.
 */
const countedInsert = (columns: readonly string[]) => `with hit as (${RATE_LIMIT_HIT}),
  saved as (insert into quotes (${columns.map(snakeCase).join(', ')})
    select ${columns.map((_, i) => `$${i + 5}`).join(', ')} where (select allowed from hit))
  select allowed, oldest from hit`;

/**
 * New quotes counted against their address's quota as they are stored (ADR 0005, ADR 0012): a
 * bucket found full is refused from this process's memory until its oldest hit leaves the
 * window, with no statement at all.
 */
export function sqlQuoteAdmission(root: EntityManager): QuoteAdmission {
  const prepared = preparedStatements(root);
  const inserts = statementTexts(countedInsert);
  const full = fullBuckets();
  const justCreated = justCreatedQuotes(root);
  return {
    async admit(shipment, ownerKey, createdAt, contact, quota, accountId = null) {
      const known = full.refusal(quota.bucket, createdAt);
      if (known) throw new QuotaSpent(known.retryAfterMs);
      const name = `quote-insert-counted${contact ? '-with-contact' : ''}`;
      const quote = await insertNewQuote(shipment, ownerKey, createdAt, contact, accountId, async (columns, values) => {
        const [hit] = await prepared<HitRow>(name, inserts(name, columns), [
          ...rateLimitHitValues(quota.bucket, quota.limit, quota.windowMs, createdAt),
          ...values,
        ]);
        const outcome = outcomeOfHit(hit, quota.windowMs, createdAt);
        full.remember(quota.bucket, createdAt, outcome);
        if (!outcome.allowed) throw new QuotaSpent(outcome.retryAfterMs);
      });
      justCreated.keep(quote, ownerKey);
      return quote;
    },
  };
}
