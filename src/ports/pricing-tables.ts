import type { CountryCode } from '../domain/shipment/countries.ts';
import type { DistanceRange } from '../domain/pricing/distance.ts';

/** The reference tables behind the economy and standard offers (spec §7 "SELECT Pricing / UGO_SPOTNL"). */
export interface PricingTables {
  /** Price per km of every economy row for the pair whose band holds `km`. */
  economyRatesPerKm(countryFrom: CountryCode, countryTo: CountryCode, km: number): Promise<number[]>;
  /**
   * GrossRevkm of the latest period's rows for the vehicle and range. managedByLineHaul 0 keeps
   * rows with 0; 1 keeps rows whose value is not 0, null or empty; undefined applies no filter.
   */
  grossRevenuesPerKm(vehicleCode: string, range: DistanceRange, managedByLineHaul?: 0 | 1): Promise<number[]>;
}
