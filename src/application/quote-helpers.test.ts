import { describe, expect, it } from 'vitest';
import type { AddressSuggestion } from '../ports/address-search.ts';
import { inMemoryQuoteRepository } from '../../tests/fakes/in-memory-quote-repository.ts';
import { typedShipment } from '../../tests/fakes/typed-shipment.ts';
import { recordingLogger } from '../../tests/helpers/silent-logger.ts';
import { makeAdviseVehicles } from './advise-vehicles.ts';
import { InvalidInput, QuoteNotFound } from './errors.ts';
import { makeReadContact } from './read-contact.ts';
import { makeRequestCallback } from './request-callback.ts';
import { makeSearchAddresses } from './search-addresses.ts';
import { QuoteStateError } from '../domain/quote/quote-lifecycle.ts';

// The quote tool's smaller use cases on the port fakes: the contact read back, the callback
// form, address suggestions and the advised vehicles.

const NOW = new Date('2026-11-23T09:15:30Z');
const shipment = typedShipment;
const claire = { firstName: 'Claire', lastName: 'Martin', company: 'Martin SA', email: 'claire@example.com', phone: '+33 6 12 34 56 78' };

describe('readContact', () => {
  it('reads back the contact saved for the owner’s quote, or null before one is given', async () => {
    const quotes = inMemoryQuoteRepository();
    const readContact = makeReadContact({ quotes });
    const quote = await quotes.create(shipment, 'owner', NOW);
    expect(await readContact(quote.id, 'owner')).toBeNull();
    await quotes.saveContact(quote.id, ['created'], 'contact_given', claire);
    expect(await readContact(quote.id, 'owner')).toMatchObject({ email: 'claire@example.com' });
  });

  it('does not exist for another browser', async () => {
    const quotes = inMemoryQuoteRepository();
    const quote = await quotes.create(shipment, 'owner', NOW);
    await expect(makeReadContact({ quotes })(quote.id, 'someone-else')).rejects.toBeInstanceOf(QuoteNotFound);
  });
});

describe('requestCallback', () => {
  function callback() {
    const quotes = inMemoryQuoteRepository();
    let wakes = 0;
    const requestCallback = makeRequestCallback({ quotes, clock: { now: () => NOW }, outbox: { wake: () => void wakes++ } });
    return { quotes, requestCallback, wakes: () => wakes };
  }

  it('keeps the contact, moves the quote to callback requested and wakes the email worker', async () => {
    const { quotes, requestCallback, wakes } = callback();
    const quote = await quotes.create(shipment, 'owner', NOW);
    await requestCallback(quote.id, 'owner', claire);
    expect(quotes.all.get(quote.id)).toMatchObject({ status: 'callback_requested', contact: { lastName: 'Martin' } });
    expect(wakes()).toBe(1);
  });

  it('takes the same request twice as one (a double click)', async () => {
    const { quotes, requestCallback, wakes } = callback();
    const quote = await quotes.create(shipment, 'owner', NOW);
    await requestCallback(quote.id, 'owner', claire);
    await requestCallback(quote.id, 'owner', claire);
    expect(wakes()).toBe(1);
  });

  it('refuses a second, different request once one is taken', async () => {
    const { quotes, requestCallback } = callback();
    const quote = await quotes.create(shipment, 'owner', NOW);
    await requestCallback(quote.id, 'owner', claire);
    await expect(requestCallback(quote.id, 'owner', { ...claire, phone: '+33 1 00 00 00 00' })).rejects.toBeInstanceOf(QuoteStateError);
  });

  it('refuses a contact without a name or a valid email, saving nothing', async () => {
    const { quotes, requestCallback } = callback();
    const quote = await quotes.create(shipment, 'owner', NOW);
    const error = await requestCallback(quote.id, 'owner', { ...claire, firstName: '', email: 'claire' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(InvalidInput);
    expect((error as InvalidInput).errors.map((each) => each.field)).toEqual(expect.arrayContaining(['firstName', 'email']));
    expect(quotes.all.get(quote.id)?.status).toBe('created');
  });

  it('does not exist for another browser', async () => {
    const { quotes, requestCallback } = callback();
    const quote = await quotes.create(shipment, 'owner', NOW);
    await expect(requestCallback(quote.id, 'someone-else', claire)).rejects.toBeInstanceOf(QuoteNotFound);
  });
});

describe('searchAddresses', () => {
  const paris: AddressSuggestion = {
    id: 'fr-75001',
    description: '75001 Paris',
    origin: 'gazetteer',
    address: { street: null, city: 'Paris', zip_code: '75001', country: 'FR', lat: 48.86, lon: 2.34 },
  };
  const outage = new Error('database unreachable');

  function search(suggest: (query: string) => Promise<AddressSuggestion[]>) {
    const asked: string[] = [];
    const logger = recordingLogger();
    const searchAddresses = makeSearchAddresses({
      addresses: {
        suggest: (query) => {
          asked.push(query);
          return suggest(query);
        },
      },
      logger,
      isOutage: (error) => error === outage,
    });
    return { searchAddresses, asked, logger };
  }

  it('asks from 3 characters on (spec §9), trimmed', async () => {
    const { searchAddresses, asked } = search(async () => [paris]);
    expect(await searchAddresses(' Pa ', 'FR')).toEqual([]);
    expect(await searchAddresses('  Par ', 'FR')).toEqual([paris]);
    expect(asked).toEqual(['Par']);
  });

  it('answers an empty list when the source fails (spec §8), and says so in the log', async () => {
    const { searchAddresses, logger } = search(async () => {
      throw new Error('partner timeout');
    });
    expect(await searchAddresses('Paris', 'FR')).toEqual([]);
    expect(logger.lines.map((line) => line.message)).toContain('address search failed');
  });

  it('lets an unreachable database through, so the visitor is told to retry', async () => {
    const { searchAddresses } = search(async () => {
      throw outage;
    });
    await expect(searchAddresses('Paris', 'FR')).rejects.toBe(outage);
  });
});

describe('adviseVehicles', () => {
  const needs = { parcels: shipment.parcels, isStackable: true, isDangerous: false };

  it('ranks the advisor’s vehicles, not degraded', async () => {
    const adviseVehicles = makeAdviseVehicles({
      advisor: { options: async () => [{ value: 'FRG2', isDefault: false } as never, { value: 'FRG1', isDefault: true } as never] },
      logger: recordingLogger(),
    });
    const advice = await adviseVehicles(needs);
    expect(advice.degraded).toBe(false);
    expect(advice.options.map((option) => option.value)).toContain('FRG1');
    // "Je ne sais pas" is always offered, last.
    expect(advice.options.at(-1)).toMatchObject({ value: 'unknown', label: 'Je ne sais pas' });
    expect(advice.options.filter((option) => option.value === 'unknown')).toHaveLength(1);
  });

  it.each([
    ['fails', async () => Promise.reject(new Error('partner down'))],
    ['finds nothing', async () => []],
  ])('shows the default list, degraded, when the advisor %s (spec §8)', async (_case, options) => {
    const adviseVehicles = makeAdviseVehicles({ advisor: { options }, logger: recordingLogger() });
    const advice = await adviseVehicles(needs);
    expect(advice.degraded).toBe(true);
    expect(advice.options.length).toBeGreaterThan(0);
  });
});
