import { describe, expect, it } from 'vitest';
import type { Notification } from '#src/domain/notifications/notification.ts';
import type { QuoteOffer } from '#src/domain/quote/quote.ts';
import { QUOTE_REFERENCE_PATTERN } from '#src/domain/quote/quote-reference.ts';
import type { Shipment } from '#src/domain/shipment/shipment.ts';
import type { QuotePricing, QuoteRepository } from '#src/ports/quote-repository.ts';
import { QuotaSpent, type QuoteAdmission } from '#src/ports/rate-limiter.ts';

// What every QuoteRepository promises (src/ports/quote-repository.ts), run against the
// in-memory one the use-case tests use and against the SQL one: if they drift apart, one of
// the two runs fails.

const shipment: Shipment = {
  departureLocation: '12 rue de la Paix, 75002 Paris',
  departureCountry: 'FR',
  departureZipCode: '75002',
  departureCity: 'Paris',
  departureCoordinates: { lat: 48.8686, lon: 2.3314 },
  arrivalLocation: 'Marienplatz 1, 80331 München',
  arrivalCountry: 'DE',
  arrivalZipCode: '80331',
  arrivalCity: 'München',
  arrivalCoordinates: { lat: 48.1374, lon: 11.5755 },
  pickupDate: '2026-11-23',
  pickupTime: '09:30',
  deliveryDate: '2026-11-24',
  deliveryTime: '14:00',
  parcels: [{ type: 'pallet', quantity: 2, weight: 120.5, length: 120, width: 80, height: 100 }],
  vehicleType: 'FRG2',
  shippingType: 'pallet',
  isStackable: false,
  isDangerous: true,
  isProfessional: true,
  comments: 'Quai n°3 — fragile',
  language: 'fr',
};
const contact = { firstName: 'Claire', lastName: 'Martin', company: 'Martin SA', email: 'claire@example.com', phone: '+33 6 12 34 56 78' };
const CREATED_AT = new Date('2026-11-22T15:04:05.000Z');
const offer = {
  id: 'priority-1',
  variant: 'priority',
  title: 'Flash Priority',
  price: 850,
  originalPrice: 1000,
  distance: 840,
  distanceEstimated: false,
  transitTime: 30_300,
  pickupDate: '2026-11-23',
  pickupTime: '09:30',
  deliveryDate: '2026-11-23',
  deliveryTime: '18:00',
} as unknown as QuoteOffer;
const pricing: QuotePricing = {
  offers: [offer],
  unpriced: [{ variant: 'economy', reason: 'noTariff' }],
  distanceKm: 840,
  transitTimeMinutes: 505,
  price: 850,
  selectedOffer: null,
};
const noNotifications: Notification[] = [];
const OWNER = 'owner-key-a';

export function quoteRepositoryContract(name: string, repository: () => QuoteRepository) {
  describe(`${name}: the QuoteRepository contract`, () => {
    it('creates a quote in status created, dated as told, with the shipment as given', async () => {
      const quotes = repository();
      const quote = await quotes.create(shipment, OWNER, CREATED_AT);
      expect(quote).toMatchObject({ status: 'created', contact: null, offers: null, price: null, selectedOffer: null, unpriced: [] });
      expect(quote.createdAt.toISOString()).toBe(CREATED_AT.toISOString());
      expect(quote.reference).toMatch(QUOTE_REFERENCE_PATTERN);
      const found = await quotes.findOwned(quote.id, OWNER);
      expect(found?.reference).toBe(quote.reference);
      expect((await quotes.create(shipment, OWNER, CREATED_AT)).reference).not.toBe(quote.reference);
      expect(found?.shipment).toMatchObject({
        departureCity: 'Paris',
        arrivalZipCode: '80331',
        pickupDate: '2026-11-23',
        parcels: shipment.parcels,
        isDangerous: true,
        comments: 'Quai n°3 — fragile',
      });
      expect(found?.shipment.departureCoordinates).toEqual(shipment.departureCoordinates);
    });

    it('reads a new quote back as it was created, with or without a contact', async () => {
      const quotes = repository();
      for (const [given, form] of [
        [shipment, null],
        [{ ...shipment, isProfessional: false, pickupTime: null, deliveryDate: null, deliveryTime: null, comments: null }, contact],
      ] as const) {
        const quote = await quotes.create(given, OWNER, CREATED_AT, form);
        expect(await quotes.findOwned(quote.id, OWNER)).toEqual(quote);
      }
    });

    it('keeps a contact given with the form (a private sender)', async () => {
      const quotes = repository();
      const quote = await quotes.create({ ...shipment, isProfessional: false }, OWNER, CREATED_AT, { ...contact, company: '' });
      expect((await quotes.findOwned(quote.id, OWNER))?.contact).toMatchObject({ firstName: 'Claire', email: 'claire@example.com' });
    });

    it('shows a quote to its owner only', async () => {
      const quotes = repository();
      const quote = await quotes.create(shipment, OWNER, CREATED_AT);
      expect(await quotes.findOwned(quote.id, 'someone-else')).toBeUndefined();
      expect(await quotes.findOwned('0190a1b2-0000-7000-8000-000000000000', OWNER)).toBeUndefined();
    });

    it("names a quote's owner key, and none for a quote that does not exist", async () => {
      const quotes = repository();
      const quote = await quotes.create(shipment, OWNER, CREATED_AT);
      expect(await quotes.ownerKeyOf(quote.id)).toBe(OWNER);
      expect(await quotes.ownerKeyOf('0190a1b2-0000-7000-8000-000000000000')).toBeUndefined();
      expect(await quotes.ownerKeyOf('not-a-uuid')).toBeUndefined();
    });

    it('saves the pricing only from the status it expects', async () => {
      const quotes = repository();
      const quote = await quotes.create(shipment, OWNER, CREATED_AT);
      expect(await quotes.savePricing(quote.id, 'priced', 'priced', pricing)).toBe(false);
      expect((await quotes.findOwned(quote.id, OWNER))?.status).toBe('created');
      expect(await quotes.savePricing(quote.id, 'created', 'priced', pricing)).toBe(true);
      const priced = await quotes.findOwned(quote.id, OWNER);
      expect(priced).toMatchObject({ status: 'priced', distanceKm: 840, transitTimeMinutes: 505, price: 850 });
      expect(priced?.offers?.map((saved) => saved.id)).toEqual(['priority-1']);
      expect(priced?.unpriced).toEqual([{ variant: 'economy', reason: 'noTariff' }]);
      expect(await quotes.savePricing(quote.id, 'created', 'priced', pricing)).toBe(false);
    });

    it('saves pricings asked for at the same time, each from its own status and with its own values', async () => {
      const quotes = repository();
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => quotes.create(shipment, OWNER, CREATED_AT)));
      const unknownDistance = { ...pricing, distanceKm: null, transitTimeMinutes: null, price: null, offers: [] };
      const saved = await Promise.all([
        quotes.savePricing(a!.id, 'created', 'priced', pricing),
        quotes.savePricing(b!.id, 'priced', 'contact_given', pricing),
        quotes.savePricing(c!.id, 'created', 'contact_given', unknownDistance),
        // The same quote twice at once: one of the two only.
        quotes.savePricing(a!.id, 'created', 'priced', { ...pricing, price: 1 }),
      ]);
      expect(saved.slice(1, 3)).toEqual([false, true]);
      // Either of the two for the same quote may come first; only that one is stored.
      expect([saved[0], saved[3]].sort()).toEqual([false, true]);
      expect(await quotes.findOwned(a!.id, OWNER)).toMatchObject({ status: 'priced', price: saved[0] ? 850 : 1, distanceKm: 840 });
      expect(await quotes.findOwned(b!.id, OWNER)).toMatchObject({ status: 'created', offers: null, price: null });
      expect(await quotes.findOwned(c!.id, OWNER)).toMatchObject({ status: 'contact_given', offers: [], price: null, distanceKm: null });
    });

    it('saves a contact from any of the statuses it expects, and again to correct it', async () => {
      const quotes = repository();
      const quote = await quotes.create(shipment, OWNER, CREATED_AT);
      expect(await quotes.saveContact(quote.id, ['priced', 'contact_given'], 'contact_given', contact)).toBe(false);
      await quotes.savePricing(quote.id, 'created', 'priced', pricing);
      expect(await quotes.saveContact(quote.id, ['priced', 'contact_given'], 'contact_given', contact)).toBe(true);
      expect(
        await quotes.saveContact(quote.id, ['priced', 'contact_given'], 'contact_given', { ...contact, lastName: 'Martin-Dupont' }),
      ).toBe(true);
      expect(await quotes.findOwned(quote.id, OWNER)).toMatchObject({ status: 'contact_given', contact: { lastName: 'Martin-Dupont' } });
    });

    it('confirms an offer once: a quote request, the quote moved on, found again by the quote', async () => {
      const quotes = repository();
      const quote = await quotes.create(shipment, OWNER, CREATED_AT);
      await quotes.savePricing(quote.id, 'created', 'priced', pricing);
      await quotes.saveContact(quote.id, ['priced'], 'contact_given', contact);
      expect(await quotes.quoteRequestOf(quote.id)).toBeUndefined();
      const request = { selectedOffer: 'priority-1', price: 850 };
      const confirmed = await quotes.confirmOffer(quote.id, 'contact_given', 'offer_confirmed', request, noNotifications);
      expect(confirmed?.quoteRequestId).toEqual(expect.any(String));
      expect(await quotes.findOwned(quote.id, OWNER)).toMatchObject({ status: 'offer_confirmed', selectedOffer: 'priority-1' });
      expect(await quotes.quoteRequestOf(quote.id)).toBe(confirmed?.quoteRequestId);
      expect(await quotes.confirmOffer(quote.id, 'contact_given', 'offer_confirmed', request, noNotifications)).toBeUndefined();
    });

    it('takes a callback only from the status it expects, with its contact', async () => {
      const quotes = repository();
      const quote = await quotes.create(shipment, OWNER, CREATED_AT);
      expect(await quotes.requestCallback(quote.id, 'priced', 'callback_requested', contact, noNotifications, new Date())).toBe(false);
      expect(await quotes.requestCallback(quote.id, 'created', 'callback_requested', contact, noNotifications, new Date())).toBe(true);
      expect(await quotes.findOwned(quote.id, OWNER)).toMatchObject({
        status: 'callback_requested',
        contact: { email: 'claire@example.com' },
      });
    });

    it('changes nothing for a quote that does not exist', async () => {
      const quotes = repository();
      const missing = '0190a1b2-0000-7000-8000-000000000001';
      expect(await quotes.savePricing(missing, 'created', 'priced', pricing)).toBe(false);
      expect(await quotes.saveContact(missing, ['priced'], 'contact_given', contact)).toBe(false);
      expect(await quotes.requestCallback(missing, 'created', 'callback_requested', contact, noNotifications, new Date())).toBe(false);
      expect(
        await quotes.confirmOffer(missing, 'contact_given', 'offer_confirmed', { selectedOffer: 'x', price: null }, noNotifications),
      ).toBeUndefined();
    });
  });
}

// What every QuoteAdmission promises (src/ports/rate-limiter.ts), over the repository it stores in.
export function quoteAdmissionContract(name: string, stores: () => { quotes: QuoteRepository; admission: QuoteAdmission }) {
  describe(`${name}: the QuoteAdmission contract`, () => {
    it('stores a quote counted against its quota, and refuses it once the quota is spent, storing nothing', async () => {
      const { quotes, admission } = stores();
      const quota = { bucket: `quote:${Math.random()}`, limit: 2, windowMs: 10 * 60_000 };
      const later = (minutes: number) => new Date(CREATED_AT.getTime() + minutes * 60_000);
      const first = await admission.admit(shipment, OWNER, CREATED_AT, null, quota);
      await admission.admit(shipment, OWNER, later(1), null, quota);
      const refused = await admission.admit(shipment, OWNER, later(2), null, quota).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(QuotaSpent);
      // Room again when the first quote's slot (a twentieth of the window: 30 s, from 15:04:00)
      // leaves the window: at 15:14:30, 8 min 25 s on.
      expect((refused as QuotaSpent).retryAfterMs).toBe(8 * 60_000 + 25_000);
      expect(await quotes.findOwned(first.id, OWNER)).toBeDefined();
      // A refusal does not count: one more minute frees one place.
      const third = await admission.admit(shipment, OWNER, later(10.5), null, quota);
      expect(await quotes.findOwned(third.id, OWNER)).toMatchObject({ status: 'created' });
      await expect(admission.admit(shipment, OWNER, later(10.6), null, quota)).rejects.toBeInstanceOf(QuotaSpent);
      // Another bucket is another quota.
      await expect(
        admission.admit(shipment, OWNER, later(10.6), null, { ...quota, bucket: `${quota.bucket}-other` }),
      ).resolves.toMatchObject({
        status: 'created',
      });
    });
  });
}
