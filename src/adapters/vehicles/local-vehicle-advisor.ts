import { type ParcelLine, totalVolume, totalWeight } from '../../domain/shipment/parcel-line.ts';
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

export function fits(vehicle: CatalogueVehicle, { parcels, isStackable, isDangerous }: VehicleNeeds): boolean {
  if (isDangerous && !vehicle.adr) return false;
  if (totalWeight(parcels) > vehicle.payloadKg) return false;
  if (totalVolume(parcels) > vehicle.volumeM3) return false;
  if (!parcels.every((line) => passesCargoBox(line, vehicle))) return false;
  if (!isStackable) {
    const floorCm2 = parcels.reduce((sum, line) => sum + line.length * line.width * line.quantity, 0);
    if (floorCm2 > vehicle.lengthCm * vehicle.widthCm) return false;
  }
  const pallets = parcels.filter((line) => line.type === 'pallet');
  const count = pallets.reduce((sum, line) => sum + line.quantity, 0);
  if (count === 0) return true;
  // Stackable pallets go two high where the cargo box is tall enough for both.
  const tallest = Math.max(...pallets.map((line) => line.height));
  const layers = isStackable && tallest * 2 <= vehicle.heightCm ? 2 : 1;
  return Math.ceil(count / layers) <= vehicle.palletPlaces;
}

function passesCargoBox(line: ParcelLine, vehicle: CatalogueVehicle): boolean {
  if (line.height > vehicle.heightCm) return false;
  const [long, short] = line.length >= line.width ? [line.length, line.width] : [line.width, line.length];
  return long <= Math.max(vehicle.lengthCm, vehicle.widthCm) && short <= Math.min(vehicle.lengthCm, vehicle.widthCm);
}
