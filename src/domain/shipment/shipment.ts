import type { Language } from '../language.ts';
import type { CountryCode } from './countries.ts';
import type { ParcelLine, ParcelType } from './parcel-line.ts';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** Where a shipment goes, as lists and records show it: each end's place and country code. */
export interface RouteEnds {
  from: string;
  fromCountry: string;
  to: string;
  toCountry: string;
}

/** What the visitor asks to move (spec §3 "Quote form state"). */
export interface Shipment {
  /** the place (postal code and town) as typed or suggested */
  departureLocation: string;
  /** street and number, kept as typed (the driver's dock); routing uses the place */
  departureStreet?: string | null;
  departureCountry: CountryCode;
  departureZipCode?: string | null;
  departureCity?: string | null;
  departureCoordinates?: Coordinates | null;
  arrivalLocation: string;
  arrivalStreet?: string | null;
  arrivalCountry: CountryCode;
  arrivalZipCode?: string | null;
  arrivalCity?: string | null;
  arrivalCoordinates?: Coordinates | null;
  /** YYYY-MM-DD, wall clock in the business time zone */
  pickupDate?: string | null;
  /** HH:MM */
  pickupTime?: string | null;
  deliveryDate?: string | null;
  deliveryTime?: string | null;
  parcels: ParcelLine[];
  vehicleType?: string | null;
  /** the shipper answered "Je ne sais pas" and the vehicle was chosen for them */
  vehicleChosen?: boolean;
  shippingType: ParcelType;
  isStackable: boolean;
  isDangerous: boolean;
  isProfessional: boolean;
  /**
   * A visitor who is not a professional gives their contact with the form (spec §3 userName,
   * userEmail, userPhone; ADR 0014): name and email required, phone optional.
   */
  userName?: string | null;
  userEmail?: string | null;
  userPhone?: string | null;
  comments?: string | null;
  /** what the driver needs at each end (the contact on site, the hours, a note): from the business account's address book */
  departureNote?: string | null;
  arrivalNote?: string | null;
  /** where the buying business is established (the VAT it pays depends on it, ADR 0031); France when not said */
  buyerCountry?: CountryCode | null;
  /** the buying business's EU VAT number, normalised (vat-number.ts), when it gave one */
  vatNumber?: string | null;
  language: Language;
}
