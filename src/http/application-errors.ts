import type { InvalidInput, OfferExpired, QuoteNotFound, TooManySubmissions } from '../application/errors.ts';
import type { QuoteStateError } from '../domain/quote/quote-lifecycle.ts';

interface ApplicationErrors {
  InvalidInput: InvalidInput;
  TooManySubmissions: TooManySubmissions;
  QuoteNotFound: QuoteNotFound;
  QuoteStateError: QuoteStateError;
  OfferExpired: OfferExpired;
}

/**
 * The application's errors, recognised by name. The pages are bundled with their own copy of
 * the application's modules (ADR 0003), so `instanceof` would compare two different classes;
 * code the pages share with the API (receiveLead) and the pages' actions use this instead.
 */
export function isError<Name extends keyof ApplicationErrors>(error: unknown, name: Name): error is ApplicationErrors[Name] {
  return error instanceof Error && error.name === name;
}
