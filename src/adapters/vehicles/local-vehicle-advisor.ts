import { shortfallOf } from '../../domain/shipment/vehicle-fit.ts';
import type { VehicleAdvisor, VehicleNeeds } from '../../ports/vehicle-advisor.ts';
import type { CatalogueVehicle } from './vehicle-catalogue.ts';

/**
 * The smallest-vehicle-that-fits calculator, with no network: a vehicle fits when it carries
 * the weight and the volume, every item passes its cargo box (turned on the floor if need be),
 * non-stackable goods fit side by side on its floor, pallets fit its pallet places (two high
 * when stackable), and it is ADR-equipped for dangerous goods.
 */
export function localVehicleAdvisor(catalogue: readonly CatalogueVehicle[]): VehicleAdvisor {
  return {
    async options(needs) {
      return catalogue
        .filter((vehicle) => fits(vehicle, needs))
        .map((vehicle) => ({ value: vehicle.code, label: vehicle.label, icon: vehicle.icon }));
    },
  };
}

/** Whether the goods fit the vehicle (domain/shipment/vehicle-fit.ts). */
export const fits = (vehicle: CatalogueVehicle, needs: VehicleNeeds) => shortfallOf(vehicle, needs) === undefined;
