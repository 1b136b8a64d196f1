import type { OperatorIdentity } from '../operator.ts';
import type { QuoteDocument } from '../quote/quote-document.ts';
import type { CountryCode } from '../shipment/countries.ts';
import type { Carrier } from './carrier.ts';

// The transport order Flash gives the carrier it awards a job: both parties, the places and
// windows, the goods and their dangerous goods, the vehicle, the agreed price excl. VAT, and the
// clauses the law asks of a French road haulage contract.

export interface TransportOrderEnd {
  address: string;
  country: CountryCode;
  /** the site's note (contact, hours) */
  note: string | null;
}

export interface TransportOrder {
  /** the quote's reference, which the carrier quotes */
  reference: string;
  /** ISO 8601: the award */
  issuedAt: string;
  /** the ordering party */
  operator: OperatorIdentity;
  carrier: Pick<Carrier, 'company' | 'siren' | 'vatNumber' | 'address'>;
  pickup: TransportOrderEnd & { window: { from: string; to: string } | null };
  delivery: TransportOrderEnd & { by: string | null };
  goods: Pick<QuoteDocument, 'shippingType' | 'parcels' | 'totals' | 'isStackable' | 'isDangerous' | 'comments'>;
  /** the catalogue's vehicle class */
  vehicle: string;
  distanceKm: number | null;
  priceEuros: number;
  /** a carrier established outside France on a job inside France declares it within the cabotage limits */
  cabotage: { required: boolean; declaredAt: string | null };
}

/** Whether a job asks the carrier's cabotage declaration: a carrier established outside France, both ends in France (Reg. 1072/2009 art. 8). */
export function cabotageApplies(carrierCountry: CountryCode, route: { fromCountry: string; toCountry: string }): boolean {
  return carrierCountry !== 'FR' && route.fromCountry === 'FR' && route.toCountry === 'FR';
}
