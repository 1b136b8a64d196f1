import type { AppLoadContext } from 'react-router';
import { DEFAULT_PARCEL_LINE, type ParcelLine } from '../../../src/domain/shipment/parcel-line.ts';
import type { VehicleAdvice } from './booking-api.ts';

export interface BookingData {
  today: string;
  vehicles: VehicleAdvice;
  contactHref: string;
}

/** What a page carrying the quote tool loads: today's date and the vehicles for the goods. */
export async function bookingData(
  context: AppLoadContext,
  goods: { parcels: ParcelLine[]; isStackable: boolean; isDangerous: boolean } = {
    parcels: [{ ...DEFAULT_PARCEL_LINE }],
    isStackable: true,
    isDangerous: false,
  },
): Promise<BookingData> {
  return {
    today: context.services.today(),
    vehicles: await context.services.adviseVehicles(goods),
    contactHref: `mailto:${context.services.site.supportEmail}`,
  };
}
