import type { AppLoadContext } from 'react-router';
import type { AdviseVehicles } from '#src/application/advise-vehicles.ts';
import type { WallClock } from '#src/domain/shipment/local-time.ts';
import { DEFAULT_PARCEL_LINE, type ParcelLine } from '#src/domain/shipment/parcel-line.ts';
import type { VehicleAdvice } from './booking-api.ts';

export interface BookingData {
  today: string;
  /** the pickup the form proposes (now + 2 h, to the quarter hour) */
  earliestPickup: WallClock;
  vehicles: VehicleAdvice;
  contactHref: string;
}

type Goods = { parcels: ParcelLine[]; isStackable: boolean; isDangerous: boolean };

// Every landing page shows the vehicles for the default goods. With the vehicle-types partner
// switched on, that is a network call (and its retries when the partner is down) per page
// view: the answer is kept a minute instead, per application.
const DEFAULT_ADVICE_TTL_MS = 60_000;
const defaultAdvice = new WeakMap<AdviseVehicles, { until: number; advice: Promise<VehicleAdvice> }>();

function adviceForDefaultGoods(advise: AdviseVehicles): Promise<VehicleAdvice> {
  const kept = defaultAdvice.get(advise);
  if (kept && kept.until > Date.now()) return kept.advice;
  const advice = advise({ parcels: [{ ...DEFAULT_PARCEL_LINE }], isStackable: true, isDangerous: false });
  defaultAdvice.set(advise, { until: Date.now() + DEFAULT_ADVICE_TTL_MS, advice });
  return advice;
}

/** What a page carrying the quote tool loads: today's date and the vehicles for the goods. */
export async function bookingData(context: AppLoadContext, goods?: Goods): Promise<BookingData> {
  const { services } = context;
  return {
    today: services.today(),
    earliestPickup: services.earliestPickup(),
    vehicles: await (goods ? services.adviseVehicles(goods) : adviceForDefaultGoods(services.adviseVehicles)),
    contactHref: `mailto:${services.site.supportEmail}`,
  };
}
