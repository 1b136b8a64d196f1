import type { FieldError } from '../domain/shipment/validate-shipment.ts';
import { QuotaSpent } from '../ports/rate-limiter.ts';

/** Input that breaks a rule of the spec: answered 400 with each field and its message key. */
export class InvalidInput extends Error {
  override name = 'InvalidInput';
  readonly errors: FieldError<string>[];
  constructor(errors: FieldError<string>[]) {
    super(`invalid input: ${errors.map((error) => `${error.field} ${error.key}`).join(', ')}`);
    this.errors = errors;
  }
}

/** A public write sent too often from one address: wait `retryAfterMs` (answered 429). */
export class TooManySubmissions extends QuotaSpent {
  override name = 'TooManySubmissions';
}

/** No such quote for this owner (another browser's quote is "not found" too). */
export class QuoteNotFound extends Error {
  override name = 'QuoteNotFound';
  constructor() {
    super('quote not found');
  }
}

/**
 * The chosen offer no longer holds (spec §9: valid 10 days; its pickup time has passed): it
 * cannot be confirmed, the same shipment can be priced again.
 */
export class OfferExpired extends Error {
  override name = 'OfferExpired';
  readonly reason: 'validity' | 'pickupPassed';
  constructor(reason: 'validity' | 'pickupPassed') {
    super(`offer expired: ${reason}`);
    this.reason = reason;
  }
}
