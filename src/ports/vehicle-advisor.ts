import type { ParcelLine } from '../domain/shipment/parcel-line.ts';
import type { VehicleOption } from '../domain/pricing/vehicles.ts';
import { token } from './token.ts';

export interface VehicleNeeds {
  parcels: ParcelLine[];
  isStackable: boolean;
  isDangerous: boolean;
}

/** Which vehicles can carry the goods (spec §7 "Vehicle types"). Throws on failure. */
export interface VehicleAdvisor {
  options(needs: VehicleNeeds): Promise<VehicleOption[]>;
}
export const VehicleAdvisor = token<VehicleAdvisor>('VehicleAdvisor');
