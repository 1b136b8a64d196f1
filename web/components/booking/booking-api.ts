import type { Language } from '../../../src/domain/language.ts';
import type { QuoteOffer } from '../../../src/domain/quote/quote.ts';
import type { VehicleOption } from '../../../src/domain/pricing/vehicles.ts';
import type { CountryCode } from '../../../src/domain/shipment/countries.ts';
import type { ParcelLine } from '../../../src/domain/shipment/parcel-line.ts';

// The browser's side of the BFF of docs/api.md. Each call either returns what the server
// answered or throws one of the errors below, which the booking tool turns into the spec's
// toasts and dialogs.

/** An offer as the browser sees it: no price until the contact details are saved. */
export type VisibleOffer = Omit<QuoteOffer, 'price' | 'originalPrice'> & {
  price?: number;
  originalPrice?: number;
  priceHidden?: boolean;
};

export interface ServerFieldError {
  field: string;
  key: string;
  message: string;
}

/** The server could not be reached at all (spec: 'Service temporairement indisponible'). */
export class Unreachable extends Error {
  override name = 'Unreachable';
}

/** The server answered with an error; `fieldErrors` when it named fields (400). */
export class ServerRefused extends Error {
  override name = 'ServerRefused';
  readonly status: number;
  readonly fieldErrors: ServerFieldError[];
  constructor(status: number, message: string, fieldErrors: ServerFieldError[] = []) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

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
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: ServerFieldError[] };
    throw new ServerRefused(response.status, body.message ?? response.statusText, body.errors ?? []);
  }
  return response;
}

export async function createQuote(body: unknown): Promise<{ id: string }> {
  return (await call('/api/quotes', { method: 'POST', json: body })).json();
}

export type OfferEvent = { type: 'offer'; offer: VisibleOffer } | { type: 'done'; offers: VisibleOffer[] } | { type: 'error' };

/** GET /api/quotes/{id}/offers as NDJSON: `onEvent` hears each line as it arrives. */
export async function streamOffers(id: string, language: Language, onEvent: (event: OfferEvent) => void, signal?: AbortSignal): Promise<VisibleOffer[]> {
  const response = await call(`/api/quotes/${encodeURIComponent(id)}/offers?language=${language}`, {
    headers: { Accept: 'application/x-ndjson' },
    signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finalOffers: VisibleOffer[] | undefined;
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
      const event = JSON.parse(line) as OfferEvent;
      if (event.type === 'error') throw new ServerRefused(500, 'pricing failed');
      if (event.type === 'done') finalOffers = event.offers;
      onEvent(event);
    }
  }
  if (!finalOffers) throw new Unreachable('the offer stream ended early');
  return finalOffers;
}

export interface ContactDetails {
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  phone: string;
}

export async function saveContact(id: string, contact: ContactDetails, language: Language): Promise<{ offers: VisibleOffer[] }> {
  return (await call(`/api/quotes/${encodeURIComponent(id)}/contact`, { method: 'PUT', json: { ...contact, language } })).json();
}

export async function confirmOffer(id: string, selectedOffer: string, language: Language): Promise<{ quoteRequestId: string }> {
  return (await call(`/api/quotes/${encodeURIComponent(id)}/confirm`, { method: 'POST', json: { selectedOffer, language } })).json();
}

export async function requestCallback(id: string, contact: ContactDetails, language: Language): Promise<void> {
  await call(`/api/quotes/${encodeURIComponent(id)}/callback`, { method: 'POST', json: { ...contact, language } });
}

export interface AddressSuggestion {
  id: string;
  description: string;
  origin: string;
  address: { street: string | null; city: string; zip_code: string; country: string; lat: number; lon: number };
}

export async function searchAddresses(query: string, country: CountryCode, signal: AbortSignal): Promise<AddressSuggestion[]> {
  const params = new URLSearchParams({ query, country });
  return ((await (await call(`/api/addresses?${params}`, { signal })).json()) as { suggestions: AddressSuggestion[] }).suggestions;
}

export interface VehicleAdvice {
  options: VehicleOption[];
  degraded: boolean;
}

export async function vehicleOptions(needs: { parcels: ParcelLine[]; isStackable: boolean; isDangerous: boolean }, signal: AbortSignal): Promise<VehicleAdvice> {
  return (await call('/api/vehicle-options', { method: 'POST', json: needs, signal })).json();
}
