import type { AddressErrorKey } from '../domain/account/address-book.ts';
import type { LeadErrorKey } from '../domain/leads/lead-rules.ts';
import type { ContactErrorKey } from '../domain/quote/contact.ts';
import type { FieldError, ShipmentErrorKey } from '../domain/shipment/validate-shipment.ts';
import type { ShortfallErrorKey } from '../domain/shipment/vehicle-fit.ts';

/**
 * Every message key an InvalidInput may name: the domain's rules', and the application's own
 * (a wrong shape, a place not found, a receiver refused…). Each has its text under `validation.`
 * in the catalogs, which `tsc` checks where the pages show them.
 */
export type InvalidInputKey =
  | ShipmentErrorKey
  | ContactErrorKey
  | LeadErrorKey
  | AddressErrorKey
  | ShortfallErrorKey
  | 'invalid'
  | 'placeUnknown'
  | 'placeInOtherCountry'
  | 'offerUnknown'
  | 'accountUnknown'
  | 'accountNotAccepted'
  | 'webhookHttps'
  | 'webhookUrl'
  | 'webhookPrivate'
  | 'webhookEvents'
  | 'webhookTooMany'
  | 'tooMany'
  | 'noteTooLong'
  | 'keyNameTooLong'
  | 'usernameInvalid'
  | 'passwordTooShort';

export type InputError = FieldError<InvalidInputKey>;
import { QuotaSpent } from '../ports/rate-limiter.ts';

/** Input that breaks a rule of the spec: answered 400 with each field and its message key. */
export class InvalidInput extends Error {
  override name = 'InvalidInput';
  readonly errors: InputError[];
  constructor(errors: InputError[]) {
    super(`invalid input: ${errors.map((error) => `${error.field} ${error.key}`).join(', ')}`);
    this.errors = errors;
  }
}

/** A public write sent too often from one address: wait `retryAfterMs` (answered 429). */
export class TooManySubmissions extends QuotaSpent {
  override name = 'TooManySubmissions';
}

/** A delivery note asked before the delivery (issue 49): the quote is there, its note is not yet. */
export class NotDeliveredYet extends Error {
  override name = 'NotDeliveredYet';
  constructor() {
    super('not delivered yet');
  }
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
