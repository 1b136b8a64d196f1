import type { AddressErrorKey } from '../domain/account/address-book.ts';
import type { BillingErrorKey } from '../domain/account/billing.ts';
import type { BuyerAddressErrorKey } from '../domain/invoicing/buyer-address.ts';
import type { CorrectionErrorKey } from '../domain/invoicing/invoice-correction.ts';
import type { LeadErrorKey } from '../domain/leads/lead-rules.ts';
import type { ContactErrorKey } from '../domain/quote/contact.ts';
import type { FieldError, ShipmentErrorKey } from '../domain/shipment/validate-shipment.ts';
import type { ShortfallErrorKey } from '../domain/shipment/vehicle-fit.ts';
import type { ProofRefusal } from '../domain/transport/delivery-proof.ts';
import type { TypedTextErrorKey } from '../domain/text/typed-text.ts';

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
  | BillingErrorKey
  | BuyerAddressErrorKey
  | CorrectionErrorKey
  | ShortfallErrorKey
  | ProofRefusal
  | TypedTextErrorKey
  | 'invalid'
  | 'placeUnknown'
  | 'placeInOtherCountry'
  | 'offerUnknown'
  | 'accountUnknown'
  | 'accountNotAccepted'
  | 'webhookHttps'
  | 'webhookUrl'
  | 'webhookPrivate'
  | 'webhookPort'
  | 'webhookEvents'
  | 'webhookTooMany'
  | 'tooMany'
  | 'noteTooLong'
  | 'keyNameTooLong'
  | 'usernameInvalid'
  | 'passwordTooShort';

export type InputError = FieldError<InvalidInputKey>;
import { ApplicationError } from '../domain/application-error.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../domain/application-error.ts' {
  interface ApplicationErrors {
    invalidInput: InvalidInput;
    tooManySubmissions: TooManySubmissions;
    notDeliveredYet: NotDeliveredYet;
    deliveryTimesHeld: DeliveryTimesHeld;
    buyerAddressMissing: BuyerAddressMissing;
    quoteNotFound: QuoteNotFound;
    offerExpired: OfferExpired;
  }
}

/** Input that breaks a rule of the spec: answered 400 with each field and its message key. */
export class InvalidInput extends ApplicationError<'invalidInput'> {
  override name = 'InvalidInput';
  readonly code = 'invalidInput';
  readonly errors: InputError[];
  constructor(errors: InputError[]) {
    super(`invalid input: ${errors.map((error) => `${error.field} ${error.key}`).join(', ')}`);
    this.errors = errors;
  }
}

/** A public write sent too often from one address: wait `retryAfterMs` (answered 429). */
export class TooManySubmissions extends ApplicationError<'tooManySubmissions'> {
  override name = 'TooManySubmissions';
  readonly code = 'tooManySubmissions';
  readonly retryAfterMs: number;
  constructor(retryAfterMs: number) {
    super('too many submissions');
    this.retryAfterMs = retryAfterMs;
  }
}

/** A delivery note asked before the delivery: the quote is there, its note is not yet. */
export class NotDeliveredYet extends ApplicationError<'notDeliveredYet'> {
  override name = 'NotDeliveredYet';
  readonly code = 'notDeliveredYet';
  constructor() {
    super('not delivered yet');
  }
}

/**
 * A delivery whose times the road cannot explain (plausible-times.ts): not invoiced until an agent
 * confirms or corrects them.
 */
export class DeliveryTimesHeld extends ApplicationError<'deliveryTimesHeld'> {
  override name = 'DeliveryTimesHeld';
  readonly code = 'deliveryTimesHeld';
  constructor() {
    super('the delivery times are held until an agent confirms or corrects them');
  }
}

/** A delivery whose buyer's postal address is unknown: not invoiced until an agent gives it (buyer-address.ts). */
export class BuyerAddressMissing extends ApplicationError<'buyerAddressMissing'> {
  override name = 'BuyerAddressMissing';
  readonly code = 'buyerAddressMissing';
  constructor() {
    super('the invoice waits for the buyer’s postal address');
  }
}

/** No such quote for this owner (another browser's quote is "not found" too). */
export class QuoteNotFound extends ApplicationError<'quoteNotFound'> {
  override name = 'QuoteNotFound';
  readonly code = 'quoteNotFound';
  constructor() {
    super('quote not found');
  }
}

/**
 * The chosen offer no longer holds (spec §9: valid 10 days; its pickup time has passed): it
 * cannot be confirmed, the same shipment can be priced again.
 */
export class OfferExpired extends ApplicationError<'offerExpired'> {
  override name = 'OfferExpired';
  readonly code = 'offerExpired';
  readonly reason: 'validity' | 'pickupPassed';
  constructor(reason: 'validity' | 'pickupPassed') {
    super(`offer expired: ${reason}`);
    this.reason = reason;
  }
}
