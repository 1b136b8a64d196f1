import type { CountryCode } from '../domain/shipment/countries.ts';
import type { EconomyBand } from '../domain/pricing/distance-bands.ts';
import type { RevenuesByRange } from '../domain/pricing/offers.ts';

/** The reference tables behind the economy and standard offers (spec §7 "SELECT Pricing / UGO_SPOTNL"). */
export interface PricingTables {
  /** Every economy row of the pair: its band and price per km (the offer takes the cheapest that holds its km). */
  economyBands(countryFrom: CountryCode, countryTo: CountryCode): Promise<EconomyBand[]>;
  /**
   * GrossRevkm of the latest period's rows for the vehicle, by distance range. managedByLineHaul
   * 0 keeps rows with 0; 1 keeps rows whose value is not 0, null or empty; undefined applies no filter.
   */
  grossRevenuesByRange(vehicleCode: string, managedByLineHaul?: 0 | 1): Promise<RevenuesByRange>;
  /** Euros excluding VAT per hour a second driver is aboard, from the latest period; undefined when there is no tariff. */
  secondDriverPerHour(): Promise<number | undefined>;
}
