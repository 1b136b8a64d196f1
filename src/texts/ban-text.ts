import type { BanCountry, BanWait, RoadByRoadBanCountry } from '../domain/driving-time/traffic-bans.ts';
import { type ServicePromise, bansOf } from '../domain/pricing/service-promise.ts';
import { type NamedVehicle, namedVehicle } from '../domain/pricing/vehicles.ts';
import type { Translate as TranslateKeys } from './translate.ts';

export type BanTextKey =
  | `booking.bans.${`reason.${BanWait['reason']}` | `where.${BanCountry | RoadByRoadBanCountry}` | 'pickup' | 'departure' | 'onTheWay' | 'roadByRoad' | 'lighter'}`
  | `booking.vehicles.${NamedVehicle}`;
type Translate = TranslateKeys<BanTextKey>;

/**
 * One sentence per ban an offer waits out, for the cards, the document and the emails:
 * "Interdiction de circuler le dimanche en France : départ dimanche 29 nov. à 22:00"; then one per
 * country crossed whose bans are set road by road (not waited out); then, when a lighter class
 * carries the goods and no ban binds it, the proposal to choose it.
 * `moment` writes an ISO instant in the reader's language.
 */
export function banTexts(
  promise: Partial<Pick<ServicePromise, 'pickupWait' | 'drive' | 'lighterVehicle' | 'roadByRoadBans'>>,
  t: Translate,
  moment: (iso: string) => string,
): string[] {
  const lighter = promise.lighterVehicle ? namedVehicle(promise.lighterVehicle) : undefined;
  const waits = bansOf(promise).map((wait) =>
    t(`booking.bans.${wait.at}`, {
      ban: t(`booking.bans.reason.${wait.reason}`),
      where: t(`booking.bans.where.${wait.country}`),
      from: moment(wait.from),
      until: moment(wait.until),
    }),
  );
  const roadByRoad = (promise.roadByRoadBans ?? []).map((country) =>
    t('booking.bans.roadByRoad', { where: t(`booking.bans.where.${country}`) }),
  );
  const said = [...waits, ...roadByRoad];
  return lighter ? [...said, t('booking.bans.lighter', { vehicle: t(`booking.vehicles.${lighter}`) })] : said;
}
