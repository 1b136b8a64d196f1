import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const vehicleSchema = z.object({
  code: z.string().min(1),
  label: z.string().min(1),
  icon: z.string().min(1),
  payloadKg: z.number().positive(),
  volumeM3: z.number().positive(),
  lengthCm: z.number().positive(),
  widthCm: z.number().positive(),
  heightCm: z.number().positive(),
  palletPlaces: z.number().int().min(0),
  adr: z.boolean(),
  grossWeightKg: z.number().positive(),
});

export type CatalogueVehicle = z.output<typeof vehicleSchema>;

const catalogueSchema = z.object({ source: z.string(), licence: z.string(), vehicles: z.array(vehicleSchema).min(1) });

const CATALOGUE = fileURLToPath(new URL('../../../fixtures/vehicles.json', import.meta.url));

/** The vehicle catalogue of fixtures/vehicles.json, checked once at start. */
export function loadVehicleCatalogue(file = CATALOGUE): CatalogueVehicle[] {
  return catalogueSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).vehicles;
}
