import { distanceRange } from '../../domain/pricing/distance.ts';
import { roundToCents } from '../../domain/money.ts';
import type { PricingTables } from '../../ports/pricing-tables.ts';
import type { PriorityOfferGateway } from '../../ports/priority-offer-gateway.ts';

export interface LocalPriorityTariff {
  /** Multiplier on the reference gross revenue per km: the premium of a dedicated urgent vehicle. */
  markup: number;
  /** Fixed amount per transport, euros excluding tax (dispatch, immediate pickup). */
  baseFee: number;
}

/**
 * Prices the priority offer with no network, so the product quotes on a fresh machine:
 * average reference GrossRevkm (all rows of the latest period for the vehicle and range)
 * × km × markup + base fee. No reference rows, no offer — as the partner would answer.
 * Configure with LOCAL_PRIORITY_MARKUP and LOCAL_PRIORITY_BASE_FEE.
 */
export function localPriorityGateway(tables: PricingTables, tariff: LocalPriorityTariff): PriorityOfferGateway {
  return {
    async price({ vehicleCode, distanceKm }) {
      const rates = await tables.grossRevenuesPerKm(vehicleCode, distanceRange(distanceKm));
      if (rates.length === 0) return undefined;
      const average = rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
      return roundToCents(average * distanceKm * tariff.markup + tariff.baseFee);
    },
  };
}
