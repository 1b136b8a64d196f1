import type { CountryCode } from '../domain/shipment/countries.ts';
import type { EconomyBand } from '../domain/pricing/distance-bands.ts';
import type { LineHaulFilter } from '../domain/pricing/line-haul.ts';
import type { RevenuesByRange } from '../domain/pricing/offers.ts';
import { token } from './token.ts';

/** The reference tables behind the economy and standard offers (spec §7 "SELECT Pricing / UGO_SPOTNL"). */
export interface PricingTables {
  /** Every economy row of the pair: its band and price per km (the offer takes the cheapest that holds its km). */
  economyBands(countryFrom: CountryCode, countryTo: CountryCode): Promise<EconomyBand[]>;
  /**
   * GrossRevkm of the latest period's rows for the vehicle, by distance range, the rows kept as
   * the domain's lineHaulMatches says.
   */
  grossRevenuesByRange(vehicleCode: string, managedByLineHaul?: LineHaulFilter): Promise<RevenuesByRange>;
  /** Euros excluding VAT per hour a second driver is aboard, from the latest period; undefined when there is no tariff. */
  secondDriverPerHour(): Promise<number | undefined>;
}
export const PricingTables = token<PricingTables>('PricingTables');
