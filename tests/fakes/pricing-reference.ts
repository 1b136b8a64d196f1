import { loadGroupageLimit } from '../../src/adapters/vehicles/groupage-limit.ts';
import { loadVehicleCatalogue } from '../../src/adapters/vehicles/vehicle-catalogue.ts';
import { loadEmissionFactors } from '../../src/adapters/emissions/co2e-factors.ts';
import { loadStandardVatRates } from '../../src/adapters/tax/eu-vat-rates.ts';
import { unverifiedVatNumbers } from '../../src/adapters/tax/vat-number-registry.ts';

/** The reference data a use case prices with in tests: the shipped EU VAT rates, CO2e factors, vehicles and groupage limit, no VIES reachable. */
export const PRICING_REFERENCE = {
  vatRates: loadStandardVatRates(),
  vatNumbers: unverifiedVatNumbers,
  emissionFactors: loadEmissionFactors(),
  vehicles: loadVehicleCatalogue(),
  groupageLimit: loadGroupageLimit(),
};
