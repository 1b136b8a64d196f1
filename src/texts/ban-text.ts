import type { BanCountry, BanWait } from '../domain/driving-time/traffic-bans.ts';
import type { ServicePromise } from '../domain/pricing/service-promise.ts';
import type { Translate as TranslateKeys } from './translate.ts';

export type BanTextKey = `booking.bans.${`reason.${BanWait['reason']}` | `where.${BanCountry}` | 'pickup' | 'departure' | 'onTheWay'}`;
type Translate = TranslateKeys<BanTextKey>;

/** The traffic bans an offer waits out, in its order: the pickup's, then the drive's. */
export function bansOf(promise: Partial<Pick<ServicePromise, 'pickupWait' | 'drive'>>): BanWait[] {
  return [...(promise.pickupWait ? [promise.pickupWait] : []), ...(promise.drive?.waits ?? [])];
}

/**
 * One sentence per ban an offer waits out, for the cards, the document and the emails:
 * "Interdiction de circuler le dimanche en France : départ dimanche 29 nov. à 22:00".
 * `moment` writes an ISO instant in the reader's language.
 */
export function banTexts(
  promise: Partial<Pick<ServicePromise, 'pickupWait' | 'drive'>>,
  t: Translate,
  moment: (iso: string) => string,
): string[] {
  return bansOf(promise).map((wait) =>
    t(`booking.bans.${wait.at}`, {
      ban: t(`booking.bans.reason.${wait.reason}`),
      where: t(`booking.bans.where.${wait.country}`),
      from: moment(wait.from),
      until: moment(wait.until),
    }),
  );
}
