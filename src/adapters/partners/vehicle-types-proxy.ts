import { z } from 'zod';
import type { VehicleAdvisor } from '../../ports/vehicle-advisor.ts';
import { type PartnerPolicy, VEHICLE_TYPES_POLICY } from './partner-policy.ts';
import { partnerRequest } from './partner-request.ts';
import { withSlash } from './ptv-routing.ts';

const proposal = z.object({
  name: z.string().min(1),
  label: z.string().min(1),
  category: z.string().default('van'),
  maxWeight: z.number().nullish(),
  maxPallets: z.number().nullish(),
});
const answer = z.object({ proposal: proposal.nullish(), list: z.array(proposal) });

/** Spec §7 "Vehicle types": POST {proxy}/quotes/vehicle-types with the packages. */
export function vehicleTypesProxy(baseUrl: string, policy: PartnerPolicy = VEHICLE_TYPES_POLICY): VehicleAdvisor {
  const call = partnerRequest('vehicle types', policy);
  return {
    async options({ parcels, isStackable, isDangerous }) {
      const { proposal: proposed, list } = await call({
        method: 'POST',
        url: new URL('quotes/vehicle-types', withSlash(baseUrl)).toString(),
        json: {
          packages: parcels.map((line) => ({
            package_type: line.type,
            type: line.type,
            quantity: line.quantity,
            length: line.length,
            width: line.width,
            height: line.height,
            weight: line.weight,
            adr: isDangerous,
            stackable: isStackable,
            goods_value: 0,
          })),
        },
        response: answer,
      });
      const all = proposed && !list.some((item) => item.name === proposed.name) ? [proposed, ...list] : list;
      return all.map((item) => ({ value: item.name, label: item.label, icon: item.category }));
    },
  };
}
