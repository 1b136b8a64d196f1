import type { Language } from '../language.ts';
import type { TransportMove } from './transport-lifecycle.ts';

/**
 * The language a phone's country calling code suggests, for a driver whose language the agent
 * did not choose: the country's own where the site speaks it, English for every other foreign
 * phone (a Polish driver reads English sooner than French), French for a number in French form.
 * The three-digit codes come first: +352 is Luxembourg, not a +35…
 */
const LANGUAGE_OF_CALLING_CODE: ReadonlyArray<readonly [string, Language]> = [
  ['352', 'fr'],
  ['377', 'fr'],
  ['423', 'de'],
  ['378', 'it'],
  ['376', 'es'],
  ['33', 'fr'],
  ['32', 'fr'],
  ['49', 'de'],
  ['43', 'de'],
  ['41', 'de'],
  ['39', 'it'],
  ['34', 'es'],
];

/** The language a phone number suggests: by its country calling code (+39 … or 0039 …), French without one. */
export function languageOfPhone(phone: string): Language {
  const digits = phone.replace(/[^\d+]/g, '');
  const international = digits.startsWith('+') ? digits.slice(1) : digits.startsWith('00') ? digits.slice(2) : null;
  if (international === null) return 'fr';
  const match = LANGUAGE_OF_CALLING_CODE.find(([code]) => international.startsWith(code));
  return match ? match[1] : 'en';
}

/** The language a booked driver reads: the one the agent chose, else the one the phone suggests. */
export function driverLanguageOf(booking: { driverPhone: string; driverLanguage?: Language }): Language {
  return booking.driverLanguage ?? languageOfPhone(booking.driverPhone);
}

/** The language of the driver the last booking named; none before a booking. */
export function bookedDriverLanguage(moves: ReadonlyArray<{ move: TransportMove }>): Language | undefined {
  const booking = moves.map(({ move }) => move).findLast((move) => move.kind === 'book');
  return booking?.kind === 'book' ? driverLanguageOf(booking) : undefined;
}
