import { roundToCents } from '../../domain/money.ts';
import { standardPrice } from '../../domain/pricing/offers.ts';
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
 * × km (never less than a route at the end of a shorter range) × markup + base fee. No reference rows, no offer — as the partner would answer.
 * Configure with LOCAL_PRIORITY_MARKUP and LOCAL_PRIORITY_BASE_FEE.
 */
export function localPriorityGateway(tables: PricingTables, tariff: LocalPriorityTariff): PriorityOfferGateway {
  return {
    async price({ vehicleCode, distanceKm }) {
      // Never cheaper for a longer route (ADR 0029), as the reference price it stands on.
      const reference = standardPrice(await tables.grossRevenuesByRange(vehicleCode), distanceKm);
      if (reference === undefined) return undefined;
      return roundToCents(reference * tariff.markup + tariff.baseFee);
    },
  };
}
