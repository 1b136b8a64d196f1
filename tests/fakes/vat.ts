import { loadStandardVatRates } from '../../src/adapters/tax/eu-vat-rates.ts';
import { unverifiedVatNumbers } from '../../src/adapters/tax/vat-number-registry.ts';

/** The VAT a use case prices with in tests: the shipped EU rates, no VIES reachable. */
export const VAT = { vatRates: loadStandardVatRates(), vatNumbers: unverifiedVatNumbers };
