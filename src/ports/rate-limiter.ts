import type { Quote, QuoteContact } from '../domain/quote/quote.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import { ApplicationError } from '../domain/application-error.ts';
import { token } from './token.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../domain/application-error.ts' {
  interface ApplicationErrors {
    quotaSpent: QuotaSpent;
  }
}

/**
 * Counts public writes and login attempts per bucket in a sliding window, across every app
 * instance. Hits are counted per twentieth of the window (rateLimitSlot): a hit counts from when
 * it is made until between one window and one window and a twentieth later, never less, so a
 * bucket's cost does not grow with its hits.
 */
export interface RateLimiter {
  /** Records a hit; allowed is false when the bucket already had `limit` hits in the window. */
  hit(bucket: string, limit: number, windowMs: number): Promise<{ allowed: boolean; retryAfterMs: number }>;
  /** Takes back the bucket's latest hit (a login that succeeded), or every hit with `all`. */
  forget(bucket: string, options?: { all?: boolean }): Promise<void>;
}
export const RateLimiter = token<RateLimiter>('RateLimiter');

/** The slots a window's hits are counted in: a twentieth of the window each, from the epoch. */
export const RATE_LIMIT_SLOTS_PER_WINDOW = 20;

/** The slot a hit made `at` is counted in, and when the hits of the bucket's oldest slot stop counting. */
export function rateLimitSlot(at: Date, windowMs: number) {
  const width = Math.max(1, Math.ceil(windowMs / RATE_LIMIT_SLOTS_PER_WINDOW));
  const start = Math.floor(at.getTime() / width) * width;
  return {
    start,
    /** slots that started after this still count at `at` */
    countedAfter: at.getTime() - windowMs - width,
    /** when the hits of a slot started at `oldest` leave the window */
    freedAt: (oldest: number) => oldest + width + windowMs,
  };
}

/** What a write is counted against: a bucket, the hits it may hold, over how long. */
export interface Quota {
  bucket: string;
  limit: number;
  windowMs: number;
}

/**
 * A new quote counted against its address's quota as it is stored, in one step: a refused quote
 * is neither stored nor counted, a stored one always counted (an adapter may do both in one
 * statement). The quote is then the QuoteRepository's like any other.
 */
export interface QuoteAdmission {
  /** Stores the quote as QuoteRepository.create does when the quota has room; else throws QuotaSpent. */
  admit(
    shipment: Shipment,
    ownerKey: string,
    createdAt: Date,
    contact: QuoteContact | null,
    quota: Quota,
    accountId?: string | null,
  ): Promise<Quote>;
}
export const QuoteAdmission = token<QuoteAdmission>('QuoteAdmission');

/** The quota had no room: nothing was stored; room comes back in `retryAfterMs`. */
export class QuotaSpent extends ApplicationError<'quotaSpent'> {
  override name = 'QuotaSpent';
  readonly code = 'quotaSpent';
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('quota spent');
    this.retryAfterMs = retryAfterMs;
  }
}
