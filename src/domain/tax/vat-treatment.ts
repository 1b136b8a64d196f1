import type { CountryCode } from '../shipment/countries.ts';

// Which VAT a transport of goods bears, by who buys it and where the goods go (ADR 0031):
// Directive 2006/112/EC arts. 44, 49, 50, 144, 146(1)(e) and 196; Implementing Regulation
// 282/2011 art. 18; CGI arts. 259, 259 A and 262. One function; every screen, document, email and
// API answer shows what it says.

/** The Member States (Monaco is within the French VAT territory, art. 7 of the directive). */
const EU_VAT_TERRITORY = new Set<CountryCode>([
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT',
  'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
]); // prettier-ignore

const vatCountry = (country: CountryCode): CountryCode => (country === 'MC' ? 'FR' : country);
export const inEuVatTerritory = (country: CountryCode) => EU_VAT_TERRITORY.has(country);

export type VatCase =
  /** one end outside the EU: a transport directly linked to an export or import, exempt (art. 144, 146(1)(e); CGI 262) */
  | 'exempt'
  /** a business established in France: French VAT (art. 44; CGI 259) */
  | 'french'
  /** a business in another Member State that gave its VAT number: the buyer accounts for the VAT (art. 44, 196; Reg. 282/2011 art. 18) */
  | 'reverseCharge'
  /** a business established outside the EU: the service is supplied where it is, outside French VAT (art. 44; CGI 259) */
  | 'outsideScope'
  /** a private sender, or a business without a VAT number: VAT of where the transport starts (art. 49, 50; CGI 259 A) */
  | 'departureCountry';

/** What VIES said of a buyer's VAT number; 'unverified' when it could not be asked or did not answer. */
export type VatNumberStatus = 'valid' | 'invalid' | 'unverified';

export interface Buyer {
  /** a business (the form's professional box), not a private person */
  business: boolean;
  /** where the buyer is established */
  country: CountryCode;
  /** a well-formed EU VAT number, with VIES's answer */
  vatNumber?: { number: string; status: VatNumberStatus } | null;
}

export interface VatTreatment {
  case: VatCase;
  /** 0 when no VAT is on the invoice */
  rate: number;
  /** the Member State whose VAT applies, when one does */
  country: CountryCode | null;
  /** the buyer's VAT number on a reverse charge, and whether VIES confirmed it (else agents verify it) */
  vatNumber?: { number: string; status: VatNumberStatus };
}

/** Each Member State's standard rate, as a fraction (fixtures/eu-vat-rates.json). */
export type StandardRates = Readonly<Partial<Record<CountryCode, number>>>;

/** The VAT the offers of a shipment bear, its buyer as the form gave it (France when not said) and VIES's word on its number. */
export function shipmentVat(
  shipment: {
    departureCountry: CountryCode;
    arrivalCountry: CountryCode;
    isProfessional: boolean;
    buyerCountry?: CountryCode | null;
    vatNumber?: string | null;
  },
  vatNumberStatus: VatNumberStatus,
  rates: StandardRates,
): VatTreatment {
  const buyer: Buyer = {
    business: shipment.isProfessional,
    country: shipment.buyerCountry ?? 'FR',
    vatNumber: shipment.vatNumber ? { number: shipment.vatNumber, status: vatNumberStatus } : null,
  };
  return vatTreatment({ from: shipment.departureCountry, to: shipment.arrivalCountry }, buyer, rates);
}

/** An offer priced before VAT followed the buyer bore French VAT. */
export const FRENCH_VAT: VatTreatment = { case: 'french', rate: 0.2, country: 'FR' };

/** The VAT an offer bears, French when it was priced before the buyer counted. */
export const vatOfOffer = (offer: { vat?: VatTreatment }): VatTreatment => offer.vat ?? FRENCH_VAT;

export function vatTreatment(route: { from: CountryCode; to: CountryCode }, buyer: Buyer, rates: StandardRates): VatTreatment {
  const rateOf = (country: CountryCode) => {
    const rate = rates[country];
    if (rate === undefined) throw new Error(`no standard VAT rate for ${country}`);
    return { rate, country };
  };
  if (!inEuVatTerritory(route.from) || !inEuVatTerritory(route.to)) return { case: 'exempt', rate: 0, country: null };
  if (buyer.business) {
    const established = vatCountry(buyer.country);
    if (!inEuVatTerritory(established)) return { case: 'outsideScope', rate: 0, country: null };
    if (established === 'FR') return { case: 'french', ...rateOf('FR') };
    const number = buyer.vatNumber;
    if (number && number.status !== 'invalid') return { case: 'reverseCharge', rate: 0, country: null, vatNumber: number };
  }
  return { case: 'departureCountry', ...rateOf(vatCountry(route.from)) };
}
