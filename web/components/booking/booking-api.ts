import type { InputError } from '#src/application/errors.ts';
import type { Language } from '#src/domain/language.ts';
import type { QuoteOffer, UnpricedOffer } from '#src/domain/quote/quote.ts';
import type { CountryCode } from '#src/domain/shipment/countries.ts';
import type {
  AddressQuery,
  AddressesBody,
  ConfirmRequest,
  ConfirmedBody,
  ContactBody,
  ContactRequest,
  CreateQuoteRequest,
  CreatedQuote,
  OfferStreamEvent,
  RepriceRequest,
  SavedContactBody,
  VehicleNeedsRequest,
  VehicleOptionsBody,
} from '#src/http/quotes-contract.ts';

// The browser's side of the BFF of docs/api.md. Each call either returns what the server
// answered or throws one of the errors below, which the booking tool turns into the spec's
// toasts and dialogs.

/** An offer as the browser sees it: no price until the contact details are saved. */
export type VisibleOffer = Omit<QuoteOffer, 'price' | 'originalPrice' | 'secondDriverPrice'> & {
  price?: number;
  originalPrice?: number;
  secondDriverPrice?: number;
  priceHidden?: boolean;
};

/** A field the server refused, with its message in the page's language. */
export type ServerFieldError = InputError & { message: string };

/**
 * The service cannot answer now (spec: 'Service temporairement indisponible'): the server could
 * not be reached, or it said so itself (503: its database is away; 502 or 504 from a proxy).
 */
export class Unreachable extends Error {
  override name = 'Unreachable';
}

/** The server answered with an error; `fieldErrors` when it named fields (400). */
export class ServerRefused extends Error {
  override name = 'ServerRefused';
  readonly status: number;
  readonly fieldErrors: ServerFieldError[];
  /** the API's error code (`expired`, `conflict`, `too_many`…) */
  readonly code: string | undefined;
  constructor(status: number, message: string, fieldErrors: ServerFieldError[] = [], code?: string) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

const SERVICE_UNAVAILABLE = [502, 503, 504];

async function call(url: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
  const { json, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(url, {
      ...rest,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(json === undefined ? {} : { 'Content-Type': 'application/json' }), ...rest.headers },
      body: json === undefined ? rest.body : JSON.stringify(json),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Unreachable(String(error));
  }
  if (SERVICE_UNAVAILABLE.includes(response.status)) throw new Unreachable(`${response.status} ${response.statusText}`);
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: ServerFieldError[]; error?: string };
    throw new ServerRefused(response.status, body.message ?? response.statusText, body.errors ?? [], body.error);
  }
  return response;
}

/** The body of a successful answer, as the contract (quotes-contract.ts) says it is. */
async function body<T>(response: Promise<Response>): Promise<T> {
  return (await response).json() as Promise<T>;
}

export async function createQuote(request: CreateQuoteRequest): Promise<CreatedQuote> {
  return body<CreatedQuote>(call('/api/quotes', { method: 'POST', json: request }));
}

export type OfferEvent = OfferStreamEvent;

export interface PricedOffers {
  offers: VisibleOffer[];
  /** offers left without a price for want of a tariff (spec §8) */
  unpriced: UnpricedOffer[];
}

/** GET /api/quotes/{id}/offers as NDJSON: `onEvent` hears each line as it arrives. */
export async function streamOffers(
  id: string,
  language: Language,
  onEvent: (event: OfferEvent) => void,
  signal?: AbortSignal,
): Promise<PricedOffers> {
  const response = await call(`/api/quotes/${encodeURIComponent(id)}/offers?language=${language}`, {
    headers: { Accept: 'application/x-ndjson' },
    signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let final: PricedOffers | undefined;
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new Unreachable(String(error));
    }
    if (chunk.done) break;
    buffer += chunk.value;
    let newline: number;
    while ((newline = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      if (!line) continue;
      const event = JSON.parse(line) as OfferStreamEvent;
      if (event.type === 'error') throw new ServerRefused(500, 'pricing failed');
      if (event.type === 'done') final = { offers: event.offers, unpriced: event.unpriced };
      onEvent(event);
    }
  }
  if (!final) throw new Unreachable('the offer stream ended early');
  return final;
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
}

export async function saveContact(id: string, contact: ContactDetails, language: Language): Promise<{ offers: VisibleOffer[] }> {
  const request: ContactRequest = { ...contact, language };
  return body<SavedContactBody>(call(`/api/quotes/${encodeURIComponent(id)}/contact`, { method: 'PUT', json: request }));
}

/** The contact saved for the quote, read back before the confirmation dialog (spec §4.6). */
export async function readContact(id: string): Promise<ContactDetails | null> {
  const { contact } = await body<ContactBody>(call(`/api/quotes/${encodeURIComponent(id)}/contact`));
  return contact ? { ...contact, phone: contact.phone ?? '' } : null;
}

export async function confirmOffer(id: string, selectedOffer: string, language: Language): Promise<ConfirmedBody> {
  const request: ConfirmRequest = { selectedOffer, language };
  return body<ConfirmedBody>(call(`/api/quotes/${encodeURIComponent(id)}/confirm`, { method: 'POST', json: request }));
}

/** A new quote for the same shipment when the offer expired; prices show at once when contact was given. */
export async function repriceQuote(id: string, language: Language): Promise<CreatedQuote> {
  const request: RepriceRequest = { language };
  return body<CreatedQuote>(call(`/api/quotes/${encodeURIComponent(id)}/reprice`, { method: 'POST', json: request }));
}

export async function requestCallback(id: string, contact: ContactDetails, language: Language): Promise<void> {
  const request: ContactRequest = { ...contact, language };
  await call(`/api/quotes/${encodeURIComponent(id)}/callback`, { method: 'POST', json: request });
}

export type AddressSuggestion = AddressesBody['suggestions'][number];

export async function searchAddresses(query: string, country: CountryCode, signal: AbortSignal): Promise<AddressSuggestion[]> {
  const request: AddressQuery = { query, country };
  const params = new URLSearchParams({ query: request.query ?? '', country: request.country ?? 'FR' });
  return (await body<AddressesBody>(call(`/api/addresses?${params}`, { signal }))).suggestions;
}

export type VehicleAdvice = VehicleOptionsBody;

export async function vehicleOptions(needs: VehicleNeedsRequest, signal: AbortSignal): Promise<VehicleAdvice> {
  return body<VehicleOptionsBody>(call('/api/vehicle-options', { method: 'POST', json: needs, signal }));
}
