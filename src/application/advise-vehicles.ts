import { DEFAULT_VEHICLE_OPTIONS, rankVehicleOptions, type VehicleOption, withDontKnow } from '../domain/pricing/vehicles.ts';
import type { Logger } from '../ports/logger.ts';
import type { VehicleAdvisor, VehicleNeeds } from '../ports/vehicle-advisor.ts';
import { token } from '../ports/token.ts';

export type AdviseVehicles = (needs: VehicleNeeds) => Promise<{ options: VehicleOption[]; degraded: boolean }>;
export const AdviseVehicles = token<AdviseVehicles>('AdviseVehicles');

/** Spec §4: the vehicles for the goods, smallest first and flagged; the default list on failure. */
export function makeAdviseVehicles(deps: { advisor: VehicleAdvisor; logger: Logger }): AdviseVehicles {
  return async (needs) => {
    try {
      const options = await deps.advisor.options(needs);
      if (options.length > 0) return { options: withDontKnow(rankVehicleOptions(options)), degraded: false };
    } catch (error) {
      deps.logger.warn('vehicle lookup failed, default list shown', { error: String(error) });
    }
    return { options: rankVehicleOptions(DEFAULT_VEHICLE_OPTIONS), degraded: true };
  };
}
