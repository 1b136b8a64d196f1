import type { z } from 'zod';
import type { AdviseVehicles } from '../application/advise-vehicles.ts';
import type { ConfirmOffer } from '../application/confirm-offer.ts';
import type {
  addressQueryInput,
  confirmInput,
  contactInput,
  quoteFormInput,
  vehicleNeedsInput,
} from '../application/inputs/quote-inputs.ts';
import type { Language } from '../domain/language.ts';
import type { QuoteContact, UnpricedOffer } from '../domain/quote/quote.ts';
import type { AddressSuggestion } from '../ports/address-search.ts';
import type { offerAsShown } from './offer-as-shown.ts';

// The quote tool's BFF contract (docs/api.md) as types: what each endpoint takes is its zod
// schema's input, what it answers is checked where quotes-api.ts sends it (`satisfies`). The
// browser's client (web/components/booking/booking-api.ts) is typed from here, so changing a
// schema or a body breaks the build on the side that did not follow.

/** An offer as the visitor may see it: no price until the contact details are saved. */
export type ShownOffer = ReturnType<typeof offerAsShown>;

/** POST /api/quotes */
export type CreateQuoteRequest = z.input<typeof quoteFormInput>;
/** POST /api/quotes and POST /api/quotes/{id}/reprice: 201 */
export interface CreatedQuote {
  id: string;
  /** what the visitor sees and quotes on the phone: FL-7K3Q-9M2X */
  reference: string;
  /** the vehicle priced: the one asked for, or the one chosen for "Je ne sais pas" (`chosen`) */
  vehicle: { type: string; chosen: boolean };
}
/** POST /api/quotes/{id}/reprice */
export interface RepriceRequest {
  language: Language;
}

/** GET /api/quotes/{id}/offers (JSON, and the last line of the NDJSON stream) */
export interface OffersBody {
  offers: ShownOffer[];
  /** offers left without a price for want of a tariff (spec §8) */
  unpriced: UnpricedOffer[];
}
/** GET /api/quotes/{id}/offers as NDJSON: one line per event. */
export type OfferStreamEvent = { type: 'offer'; offer: ShownOffer } | ({ type: 'done' } & OffersBody) | { type: 'error'; error: 'failed' };

/** GET /api/quotes/{id}/contact */
export interface ContactBody {
  contact: QuoteContact | null;
}
/** PUT /api/quotes/{id}/contact and POST /api/quotes/{id}/callback */
export type ContactRequest = z.input<typeof contactInput> & { language?: Language };
/** PUT /api/quotes/{id}/contact: the offers, priced */
export interface SavedContactBody {
  offers: ShownOffer[];
}

/** POST /api/quotes/{id}/confirm */
export type ConfirmRequest = z.input<typeof confirmInput> & { language?: Language };
export type ConfirmedBody = Awaited<ReturnType<ConfirmOffer>>;

/** POST /api/quotes/{id}/callback: 201 */
export interface CallbackBody {
  status: 'callback_requested';
}

/** GET /api/addresses?query&country */
export type AddressQuery = z.input<typeof addressQueryInput>;
export interface AddressesBody {
  suggestions: AddressSuggestion[];
}

/** POST /api/vehicle-options */
export type VehicleNeedsRequest = z.input<typeof vehicleNeedsInput>;
export type VehicleOptionsBody = Awaited<ReturnType<AdviseVehicles>>;
