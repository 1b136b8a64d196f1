import { loadEmissionFactors } from '../../src/adapters/emissions/co2e-factors.ts';
import { loadStandardVatRates } from '../../src/adapters/tax/eu-vat-rates.ts';
import { unverifiedVatNumbers } from '../../src/adapters/tax/vat-number-registry.ts';

/** The reference data a use case prices with in tests: the shipped EU VAT rates and CO2e factors, no VIES reachable. */
export const PRICING_REFERENCE = {
  vatRates: loadStandardVatRates(),
  vatNumbers: unverifiedVatNumbers,
  emissionFactors: loadEmissionFactors(),
};
