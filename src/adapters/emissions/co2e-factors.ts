import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { EmissionFactors } from '../../domain/emissions/offer-emissions.ts';

const positive = z.number().positive();
const row = z.object({ row: z.string().min(1), unitsCarriedTonnes: positive, litresPerKm: positive });

export const co2eFactorsSchema = z.object({
  method: z.string().min(1),
  licence: z.string().min(1),
  fuel: z.object({
    source: z.string().min(1),
    wellToTankKgPerLitre: positive,
    tankToWheelKgPerLitre: positive,
    kgCo2ePerLitre: positive,
  }),
  vehicles: z.object({
    source: z.string().min(1),
    dedicated: z.array(row.extend({ vehicleClasses: z.array(z.string().min(1)).min(1), upperBoundFor: z.array(z.string()).optional() })),
    shared: row,
  }),
  crossCheck: z.object({ source: z.string().min(1), kgCo2ePerKm: z.record(z.string(), positive) }),
});

const FACTORS = fileURLToPath(new URL('../../../fixtures/co2e-factors.json', import.meta.url));

/** The whole file, cross-check included, checked once at start. */
export function readCo2eFactorsFile(file = FACTORS): z.output<typeof co2eFactorsSchema> {
  const parsed = co2eFactorsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  // A well-to-wheel factor is its two parts: a typo in one of the three fails here, not on an invoice.
  const { wellToTankKgPerLitre, tankToWheelKgPerLitre, kgCo2ePerLitre } = parsed.fuel;
  if (Math.abs(wellToTankKgPerLitre + tankToWheelKgPerLitre - kgCo2ePerLitre) > 0.005) {
    throw new Error(`co2e-factors.json: ${wellToTankKgPerLitre} + ${tankToWheelKgPerLitre} is not ${kgCo2ePerLitre} kg CO2e per litre`);
  }
  return parsed;
}

/** The factors the offers are computed with (fixtures/co2e-factors.json, ADR 0032). */
export function loadEmissionFactors(file = FACTORS): EmissionFactors {
  const { fuel, vehicles } = readCo2eFactorsFile(file);
  return { kgCo2ePerLitre: fuel.kgCo2ePerLitre, dedicated: vehicles.dedicated, shared: vehicles.shared };
}
