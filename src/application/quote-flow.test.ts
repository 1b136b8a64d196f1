import { describe, expect, it } from 'vitest';
import type { BillingDetails } from '../domain/account/billing.ts';
import type { PlaceResolver } from '../ports/address-search.ts';
import type { Secrets } from '../ports/staff-auth.ts';
import type { RoutingService } from '../ports/routing-service.ts';
import { inMemoryQuoteAdmission, inMemoryQuoteRepository } from '../../tests/fakes/in-memory-quote-repository.ts';
import { typedShipment } from '../../tests/fakes/typed-shipment.ts';
import { recordingLogger } from '../../tests/helpers/silent-logger.ts';
import { makeConfirmOffer } from './confirm-offer.ts';
import { makeCreateQuote } from './create-quote.ts';
import { InvalidInput, OfferExpired, TooManySubmissions } from './errors.ts';
import { makePriceQuote } from './price-quote.ts';
import { makeRepriceQuote } from './reprice-quote.ts';
import { makeSaveContact } from './save-contact.ts';
import { testSecrets } from '../../tests/fakes/test-secrets.ts';
import { loadVehicleCatalogue } from '../adapters/vehicles/vehicle-catalogue.ts';
import { PRICING_REFERENCE } from '../../tests/fakes/pricing-reference.ts';

// The quote's use cases together, on the port fakes: create → price → contact → confirm, and
// an expired offer priced again.

// Monday 23 November 2026, 10:15:30 in Paris.
const START = new Date('2026-11-23T09:15:30Z');

const lyon = { lat: 45.76, lon: 4.84 };
const shipment = typedShipment;
const claire = { firstName: 'Claire', lastName: 'Martin', company: 'Martin SA', email: 'claire@example.com', phone: null };

/** Knows Lyon and Stuttgart by their postal codes; nothing else. */
const places: PlaceResolver = {
  async resolve(place) {
    if (place.location.includes('69002')) return { country: 'FR', zipCode: '69002', city: 'Lyon', coordinates: lyon };
    if (place.location.includes('70173'))
      return { country: 'DE', zipCode: '70173', city: 'Stuttgart', coordinates: { lat: 48.78, lon: 9.18 } };
    return null;
  },
};
const secrets: Secrets = testSecrets({ randomToken: () => 'token', digest: (value) => `digest:${value}` });

/** Müller GmbH's billing details: a German company with its VAT number. */
const MUELLER: BillingDetails = {
  email: 'rechnungen@mueller.example',
  street: 'Leopoldstraße 1',
  postalCode: '80802',
  city: 'München',
  country: 'DE',
  siren: null,
  vatNumber: 'DE123456789',
  invoicing: 'delivery',
};

function flow(limit = 100) {
  let now = START;
  const clock = { now: () => now };
  const quotes = inMemoryQuoteRepository();
  const createQuote = makeCreateQuote({
    vehicles: loadVehicleCatalogue(),
    admission: inMemoryQuoteAdmission(quotes),
    places,
    clock,
    secrets,
    limit,
    billing: {
      buyerOf: async (accountId) => (accountId === 'mueller' ? { country: MUELLER.country, vatNumber: MUELLER.vatNumber } : undefined),
    },
  });
  const route: RoutingService = { route: async () => ({ distanceMetres: 465_000, travelTimeSeconds: 5 * 3600, source: 'routing' }) };
  const priceQuote = makePriceQuote({
    ...PRICING_REFERENCE,
    quotes,
    routing: route,
    fallbackRouting: route,
    priorityGateway: { price: async () => 1000 },
    pricingTables: {
      economyBands: async () => [{ kmMin: 0, kmMax: 5000, pricePerKm: 1.2 }],
      grossRevenuesByRange: async () => ({ short: [1.4], medium: [1.4], long: [1.4] }),
      secondDriverPerHour: async () => 30,
    },
    logger: recordingLogger(),
  });
  const saveContact = makeSaveContact({ quotes });
  const confirmOffer = makeConfirmOffer({
    quotes,
    clock,
    outbox: { wake: () => {} },
    secrets,
    siteUrl: 'https://flash.example/',
    webhooks: { forOwnerKey: async () => [] },
  });
  const repriceQuote = makeRepriceQuote({ quotes, clock, createQuote, priceQuote, saveContact });
  return {
    quotes,
    createQuote,
    priceQuote,
    saveContact,
    confirmOffer,
    repriceQuote,
    later: (ms: number) => (now = new Date(START.getTime() + ms)),
  };
}

describe('createQuote', () => {
  it('finds typed places, applies the pickup rule, keeps no delivery that was not asked for, and dates the quote by the clock', async () => {
    const { quotes, createQuote } = flow();
    const { id } = await createQuote(shipment, 'owner', '203.0.113.7');
    const stored = quotes.all.get(id)!;
    expect(stored.createdAt).toEqual(START);
    expect(stored.shipment).toMatchObject({
      departureCoordinates: lyon,
      departureCity: 'Lyon',
      arrivalZipCode: '70173',
      pickupDate: '2026-11-23',
      pickupTime: '12:16',
      deliveryDate: null,
      deliveryTime: null,
    });
  });

  it('makes a company the buyer of the quotes it makes, unless they name a buyer of their own', async () => {
    const { quotes, createQuote } = flow();
    const byTheCompany = await createQuote(shipment, 'owner', '203.0.113.7', 'mueller');
    expect(quotes.all.get(byTheCompany.id)!.shipment).toMatchObject({ buyerCountry: 'DE', vatNumber: 'DE123456789' });
    const forAnother = await createQuote(
      { ...shipment, buyerCountry: 'IT', vatNumber: 'IT12345678901' },
      'owner',
      '203.0.113.7',
      'mueller',
    );
    expect(quotes.all.get(forAnother.id)!.shipment).toMatchObject({ buyerCountry: 'IT', vatNumber: 'IT12345678901' });
    const frenchBuyer = await createQuote({ ...shipment, buyerCountry: 'FR' }, 'owner', '203.0.113.7', 'mueller');
    expect(quotes.all.get(frenchBuyer.id)!.shipment).toMatchObject({ buyerCountry: 'FR' });
    expect(quotes.all.get(frenchBuyer.id)!.shipment.vatNumber ?? null).toBeNull();
    const anonymous = await createQuote(shipment, 'owner', '203.0.113.7');
    expect(quotes.all.get(anonymous.id)!.shipment.vatNumber ?? null).toBeNull();
    const withoutBilling = await createQuote(shipment, 'owner', '203.0.113.7', 'another');
    expect(quotes.all.get(withoutBilling.id)!.shipment.vatNumber ?? null).toBeNull();
  });

  it('keeps a delivery asked for; a date alone gets the time of now + 4 h (spec §9)', async () => {
    const { quotes, createQuote } = flow();
    const { id } = await createQuote({ ...shipment, deliveryDate: '2026-11-24', deliveryTime: '08:00' }, 'owner', '203.0.113.7');
    expect(quotes.all.get(id)!.shipment).toMatchObject({ deliveryDate: '2026-11-24', deliveryTime: '08:00' });
    const { id: dateOnly } = await createQuote({ ...shipment, deliveryDate: '2026-11-24' }, 'owner', '203.0.113.7');
    expect(quotes.all.get(dateOnly)!.shipment).toMatchObject({ deliveryDate: '2026-11-24', deliveryTime: '14:15' });
  });

  it('counts each address apart and refuses the quote past its limit, saving nothing, with the wait until the next', async () => {
    const { quotes, createQuote, later } = flow(2);
    await createQuote(shipment, 'owner', '203.0.113.7');
    later(4 * 60_000);
    await createQuote(shipment, 'owner', '203.0.113.7');
    const error = await createQuote(shipment, 'owner', '203.0.113.7').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TooManySubmissions);
    // The first quote counts until its slot of the window (a twentieth: 30 s) has left it.
    expect((error as TooManySubmissions).retryAfterMs).toBe(6.5 * 60_000);
    expect(quotes.all.size).toBe(2);
    await expect(createQuote(shipment, 'owner', '198.51.100.9')).resolves.toMatchObject({ reference: expect.any(String) });
  });

  it('refuses a place it cannot find, saving nothing', async () => {
    const { quotes, createQuote } = flow();
    const error = await createQuote({ ...shipment, arrivalLocation: 'Nowhere' }, 'owner', 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).errors).toEqual([{ field: 'arrivalLocation', key: 'placeUnknown' }]);
    expect(quotes.all.size).toBe(0);
  });

  it('keeps the contact of a visitor who is not a professional, whose prices then show at once', async () => {
    const { createQuote, priceQuote } = flow();
    const { id } = await createQuote(
      { ...shipment, isProfessional: false, userName: 'Paul Durand', userEmail: 'paul@example.com' },
      'owner',
      'x',
    );
    const priced = await priceQuote(id, 'owner');
    expect(priced).toMatchObject({ pricesVisible: true, status: 'contact_given' });
  });
});

describe('confirmOffer and repriceQuote', () => {
  async function readyToConfirm(f: ReturnType<typeof flow>, pickup: Partial<typeof shipment> = {}) {
    const { id } = await f.createQuote({ ...shipment, ...pickup }, 'owner', 'x');
    await f.priceQuote(id, 'owner');
    await f.saveContact(id, 'owner', claire);
    return id;
  }

  it('confirms an offer that still holds', async () => {
    const f = flow();
    const id = await readyToConfirm(f);
    f.later(60 * 60 * 1000);
    await expect(f.confirmOffer(id, 'owner', 'flash-global')).resolves.toMatchObject({ quoteId: id });
  });

  it.each([
    // the pickup (in 3 hours) comes before the 10 days: the offers hold until it
    ['pickupPassed', {}, 3 * 60 * 60 * 1000 + 60_000],
    // a pickup in four weeks: the 10 days come first
    ['validity', { pickupDate: '2026-12-21', pickupTime: '09:00' }, 10 * 24 * 60 * 60 * 1000 + 1],
  ] as const)('refuses an offer past its %s, then prices the same shipment again with the contact kept', async (reason, pickup, later) => {
    const f = flow();
    const id = await readyToConfirm(f, pickup);
    f.later(later);
    const error = await f.confirmOffer(id, 'owner', 'flash-global').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OfferExpired);
    expect((error as OfferExpired).reason).toBe(reason);

    const { id: fresh } = await f.repriceQuote(id, 'owner', 'x');
    const again = f.quotes.all.get(fresh)!;
    expect(again).toMatchObject({ status: 'contact_given', contact: claire });
    expect(again.shipment.departureCoordinates).toEqual(lyon);
    await expect(f.confirmOffer(fresh, 'owner', 'flash-global')).resolves.toMatchObject({ quoteId: fresh });
  });

  it('asks again for a name and an email that were erased', async () => {
    const f = flow();
    const id = await readyToConfirm(f);
    f.quotes.all.get(id)!.contact = { firstName: '', lastName: '', company: '', email: '', phone: null };
    const error = await f.confirmOffer(id, 'owner', 'flash-global').catch((caught: unknown) => caught);
    expect((error as InvalidInput).errors.map((e) => e.key)).toEqual(['emailRequired', 'nameRequired']);
  });
});
