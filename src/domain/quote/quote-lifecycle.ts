// The quote's life: created → priced → contact given → offer confirmed,
// or → callback requested when there is no offer to choose.

import { ApplicationError } from '../application-error.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../application-error.ts' {
  interface ApplicationErrors {
    quoteStateError: QuoteStateError;
  }
}

export const QUOTE_STATUSES = ['created', 'priced', 'contact_given', 'offer_confirmed', 'callback_requested'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export type QuoteEvent = 'price' | 'giveContact' | 'confirmOffer' | 'requestCallback';

const TRANSITIONS: Record<QuoteEvent, { from: readonly QuoteStatus[]; to: QuoteStatus }> = {
  price: { from: ['created'], to: 'priced' },
  // Contact details may be corrected until an offer is confirmed.
  giveContact: { from: ['priced', 'contact_given'], to: 'contact_given' },
  confirmOffer: { from: ['contact_given'], to: 'offer_confirmed' },
  requestCallback: { from: ['created', 'priced', 'contact_given'], to: 'callback_requested' },
};

export class QuoteStateError extends ApplicationError<'quoteStateError'> {
  override name = 'QuoteStateError';
  readonly code = 'quoteStateError';
  readonly status: QuoteStatus;
  readonly event: QuoteEvent;
  constructor(status: QuoteStatus, event: QuoteEvent) {
    super(`A quote that is ${status.replace('_', ' ')} cannot ${EVENT_WORDS[event]}.`);
    this.status = status;
    this.event = event;
  }
}

const EVENT_WORDS: Record<QuoteEvent, string> = {
  price: 'be priced again',
  giveContact: 'take contact details',
  confirmOffer: 'have an offer confirmed',
  requestCallback: 'ask for a callback',
};

export function canApply(status: QuoteStatus, event: QuoteEvent): boolean {
  return TRANSITIONS[event].from.includes(status);
}

/** The statuses `event` may start from: a write applies only while the quote is still in one. */
export function statusesBefore(event: QuoteEvent): readonly QuoteStatus[] {
  return TRANSITIONS[event].from;
}

/** The status after `event`, or a QuoteStateError when the step is out of order. */
export function nextStatus(status: QuoteStatus, event: QuoteEvent): QuoteStatus {
  if (!canApply(status, event)) throw new QuoteStateError(status, event);
  return TRANSITIONS[event].to;
}
