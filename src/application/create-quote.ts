import { privateContact } from '../domain/quote/contact.ts';
import type { AccountBilling } from '../ports/account-billing.ts';
import { applyDeliveryRule } from '../domain/shipment/delivery-rule.ts';
import { splitAddressLine, streetBeforeTown, typedPostalCode } from '../domain/shipment/address-line.ts';
import { applyPickupRule } from '../domain/shipment/pickup-rule.ts';
import type { Shipment } from '../domain/shipment/shipment.ts';
import { validateShipment } from '../domain/shipment/validate-shipment.ts';
import { type Shortfall, shortfallError, shortfallOf, type VehicleCapacity, vehicleChosenFor } from '../domain/shipment/vehicle-fit.ts';
import { vehicleCode } from '../domain/pricing/vehicles.ts';
import { withDeclaredDangerousGoods } from '../domain/dangerous-goods/declaration.ts';
import type { PlaceResolver } from '../ports/address-search.ts';
import type { Clock } from '../ports/clock.ts';
import { QuotaSpent, type QuoteAdmission } from '../ports/rate-limiter.ts';
import type { Secrets } from '../ports/staff-auth.ts';
import { addressKey } from './address-key.ts';
import { type InputError, InvalidInput, TooManySubmissions } from './errors.ts';
import { token } from '../ports/token.ts';

/**
 * `accountId`: the business account that proves it makes the quote — its signed-in person's
 * session or one of its keys; none for a visitor.
 */
export type CreateQuote = (shipment: Shipment, ownerKey: string, address: string, accountId?: string | null) => Promise<CreatedQuote>;
export const CreateQuote = token<CreateQuote>('CreateQuote');

/** A quote saved: its id, its reference and the vehicle it is priced with (the one chosen, for "Je ne sais pas"). */
export interface CreatedQuote {
  id: string;
  reference: string;
  vehicle: { type: string; chosen: boolean };
}

/** Quotes per address in 10 minutes before 429 (QUOTE_RATE_LIMIT). */
export const QUOTE_WINDOW_MS = 10 * 60 * 1000;

interface Deps {
  /** the fleet's vehicle classes and what each carries (fixtures/vehicles.json) */
  vehicles: readonly VehicleCapacity[];
  admission: QuoteAdmission;
  places: PlaceResolver;
  clock: Clock;
  secrets: Secrets;
  limit: number;
  /** a company's billing details: the buyer of the quotes it makes (withCompanyAsBuyer) */
  billing: Pick<AccountBilling, 'buyerOf'>;
}

/**
 * Spec §4.1–4.2: apply the pickup rule, validate, then save the quote before any pricing; the
 * delivery asked for is kept.
 * Every quote has real places: an end typed without choosing a suggestion is found from its
 * postal code and town, and one that cannot be found is a field error, never a 500 km guess.
 */
export function makeCreateQuote(deps: Deps): CreateQuote {
  return async (typed, ownerKey, address, accountId = null) => {
    const now = deps.clock.now();
    const input = accountId ? await withCompanyAsBuyer(typed, accountId, deps.billing) : typed;
    const pickup = applyPickupRule(input, now);
    const asked: Shipment = withDeclaredDangerousGoods({ ...input, pickupDate: pickup.date, pickupTime: pickup.time });
    const errors = validateShipment(asked);
    if (errors.length > 0) throw new InvalidInput(errors);
    // The form offers only the vehicles that carry the goods; a request made another way is held
    // to the same rule. "Je ne sais pas" is priced, and shown, as the vehicle chosen for the goods.
    const vehicled = withVehicle(asked, deps.vehicles);
    if (!vehicled.shipment) throw new InvalidInput([shortfallError(vehicled.shortfall)]);
    // Only a delivery the visitor asked for is kept (a date alone gets the §9 time); the §9
    // default (pickup + 6 h) is for partners, never shown as the visitor's wish.
    const delivery = asked.deliveryDate ? applyDeliveryRule(asked, pickup, now) : null;
    const placed = await withPlaces(
      { ...vehicled.shipment, deliveryDate: delivery?.date ?? null, deliveryTime: delivery?.time ?? null },
      deps.places,
    );
    // A visitor who is not a professional gave their contact with the form (ADR 0014).
    const contact = placed.isProfessional ? null : privateContact(placed);
    // Counted against the address's quota as it is stored: one step, one database round trip.
    const quota = { bucket: `quote:${addressKey(deps.secrets, address)}`, limit: deps.limit, windowMs: QUOTE_WINDOW_MS };
    try {
      const quote = await deps.admission.admit(placed, ownerKey, now, contact, quota, accountId);
      return { id: quote.id, reference: quote.reference, vehicle: { type: placed.vehicleType!, chosen: placed.vehicleChosen === true } };
    } catch (error) {
      if (error instanceof QuotaSpent) throw new TooManySubmissions(error.retryAfterMs);
      throw error;
    }
  };
}

/**
 * A company's quote (its key, or a person signed in to its space) is bought by the company, as
 * its billing details (else its account request) name it — country and VAT number, hence one VAT
 * case on every channel —
 * unless the quote names a buyer of its own (a country, a VAT number), as the form does: the form
 * starts from the company's when a person is signed in.
 */
async function withCompanyAsBuyer(shipment: Shipment, accountId: string, billing: Pick<AccountBilling, 'buyerOf'>): Promise<Shipment> {
  if (!shipment.isProfessional || shipment.vatNumber?.trim() || shipment.buyerCountry) return shipment;
  const company = await billing.buyerOf(accountId);
  return company ? { ...shipment, buyerCountry: company.country, vatNumber: company.vatNumber } : shipment;
}

/** The shipment with the vehicle that carries it: the one asked for if it does, the one chosen for "Je ne sais pas". */
function withVehicle(
  asked: Shipment,
  catalogue: readonly VehicleCapacity[],
): { shipment: Shipment } | { shipment?: undefined; shortfall: Shortfall } {
  if (asked.vehicleType === 'unknown') {
    const chosen = vehicleChosenFor(catalogue, asked);
    return chosen.vehicle
      ? { shipment: { ...asked, vehicleType: chosen.vehicle.code, vehicleChosen: true } }
      : { shortfall: chosen.shortfall };
  }
  const vehicle = catalogue.find((candidate) => candidate.code === vehicleCode(asked.vehicleType!));
  const shortfall = vehicle ? shortfallOf(vehicle, asked) : undefined;
  return shortfall ? { shortfall } : { shipment: { ...asked, vehicleChosen: false } };
}

/**
 * Each end's street and place. A line typed whole ("12 rue Garibaldi, 69003 Lyon") keeps its
 * street as typed and is routed by its place; a postal code typed with the town is kept as
 * typed, also where the gazetteer knows no postal codes.
 */
async function withPlaces(shipment: Shipment, places: PlaceResolver): Promise<Shipment> {
  const errors: InputError[] = [];
  const placed = { ...shipment };
  for (const end of ['departure', 'arrival'] as const) {
    const typedStreet = shipment[`${end}Street`]?.trim() || null;
    placed[`${end}Street`] = typedStreet;
    if (shipment[`${end}Coordinates`]) continue;
    const country = shipment[`${end}Country`];
    let line = splitAddressLine(shipment[`${end}Location`], country);
    const place = await places.resolve({ location: line.place, zipCode: shipment[`${end}ZipCode`], city: shipment[`${end}City`], country });
    if (!place) {
      errors.push({ field: `${end}Location`, key: 'placeUnknown' });
      continue;
    }
    if (place.country !== country) {
      // Proposed, never switched behind the visitor's back: the form names the country.
      errors.push({ field: `${end}Location`, key: 'placeInOtherCountry', country: place.country });
      continue;
    }
    const postalCode = typedPostalCode(line.place);
    if (line.street === null) line = streetBeforeTown(line.place, place.city);
    placed[`${end}Location`] = line.place;
    placed[`${end}Street`] = [typedStreet, line.street].filter(Boolean).join(', ') || null;
    placed[`${end}Coordinates`] = place.coordinates;
    placed[`${end}ZipCode`] = shipment[`${end}ZipCode`]?.trim() || postalCode || place.zipCode;
    placed[`${end}City`] = place.city;
  }
  if (errors.length > 0) throw new InvalidInput(errors);
  return placed;
}
