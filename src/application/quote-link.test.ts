import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeSecrets } from '../adapters/security/node-secrets.ts';
import { inMemoryQuoteRepository } from '../../tests/fakes/in-memory-quote-repository.ts';
import { typedShipment } from '../../tests/fakes/typed-shipment.ts';
import { makeOpenQuoteLink, quoteLinkPath, quoteLinkToken } from './quote-link.ts';

const CREATED = new Date('2026-11-23T09:00:00Z');
const KEY = 'the current key, thirty-two chars';
const secrets = nodeSecrets({ current: KEY });
const at = (iso: string) => ({ now: () => new Date(iso) });
/** A pickup further than the 10 days: the link holds its 10 days. */
const farPickup = { ...typedShipment, pickupDate: '2026-12-20' };

describe("a quote's link", () => {
  it('opens the quote as its owner with the token of its owner key, and nothing else does', async () => {
    const quotes = inMemoryQuoteRepository();
    const quote = await quotes.create(farPickup, 'owner-a', CREATED);
    const other = await quotes.create(farPickup, 'owner-b', CREATED);
    const open = makeOpenQuoteLink({ quotes, secrets, clock: at('2026-11-24T09:00:00Z') });
    const token = quoteLinkToken(secrets, quote.id, 'owner-a');
    const mine = await quotes.create(farPickup, 'owner-a', CREATED);
    expect(await open(quote.id, token)).toBe('owner-a');
    expect(await open(other.id, token)).toBeUndefined();
    expect(await open(mine.id, token)).toBeUndefined();
    expect(await open(quote.id, quoteLinkToken(secrets, quote.id, 'owner-b'))).toBeUndefined();
    expect(
      await open(
        quote.id,
        token.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      ),
    ).toBeUndefined();
    expect(await open(quote.id, 'owner-a')).toBeUndefined();
    expect(await open('0190a1b2-0000-7000-8000-000000000000', token)).toBeUndefined();
  });

  it('is not made from what the database holds alone: the old digest of the owner key opens nothing', async () => {
    const quotes = inMemoryQuoteRepository();
    const quote = await quotes.create(farPickup, 'owner-a', CREATED);
    const open = makeOpenQuoteLink({ quotes, secrets, clock: at('2026-11-24T09:00:00Z') });
    const fromTheDatabase = createHash('sha256').update(`quote-link:${quote.id}:owner-a`).digest('hex');
    expect(await open(quote.id, fromTheDatabase)).toBeUndefined();
    expect(
      await open(quote.id, quoteLinkToken(nodeSecrets({ current: 'another key of thirty-two chars!!' }), quote.id, 'owner-a')),
    ).toBeUndefined();
  });

  it('keeps opening across a key rotation: a link signed under the previous key still opens', async () => {
    const quotes = inMemoryQuoteRepository();
    const quote = await quotes.create(farPickup, 'owner-a', CREATED);
    const sentBefore = quoteLinkToken(secrets, quote.id, 'owner-a');
    const rotated = nodeSecrets({ current: 'the next key, also thirty-two chars', previous: KEY });
    const open = makeOpenQuoteLink({ quotes, secrets: rotated, clock: at('2026-11-24T09:00:00Z') });
    expect(await open(quote.id, sentBefore)).toBe('owner-a');
    expect(await open(quote.id, quoteLinkToken(rotated, quote.id, 'owner-a'))).toBe('owner-a');
    const retired = makeOpenQuoteLink({
      quotes,
      secrets: nodeSecrets({ current: 'a third key of thirty-two chars!!' }),
      clock: at('2026-11-24T09:00:00Z'),
    });
    expect(await retired(quote.id, sentBefore)).toBeUndefined();
  });

  it('stops at the end of the quote’s validity, unless an offer was confirmed (then it is the transport’s page)', async () => {
    const quotes = inMemoryQuoteRepository();
    const quote = await quotes.create(farPickup, 'owner-a', CREATED);
    const token = quoteLinkToken(secrets, quote.id, 'owner-a');
    expect(await makeOpenQuoteLink({ quotes, secrets, clock: at('2026-12-03T08:59:00Z') })(quote.id, token)).toBe('owner-a');
    expect(await makeOpenQuoteLink({ quotes, secrets, clock: at('2026-12-03T09:01:00Z') })(quote.id, token)).toBe('expired');
    // A pickup sooner than 10 days: its prices, and the link, hold until the pickup (offer-validity.ts).
    const soon = await quotes.create({ ...typedShipment, pickupDate: '2026-11-24', pickupTime: '10:00' }, 'owner-a', CREATED);
    const soonToken = quoteLinkToken(secrets, soon.id, 'owner-a');
    expect(await makeOpenQuoteLink({ quotes, secrets, clock: at('2026-11-24T08:59:00Z') })(soon.id, soonToken)).toBe('owner-a');
    expect(await makeOpenQuoteLink({ quotes, secrets, clock: at('2026-11-24T09:01:00Z') })(soon.id, soonToken)).toBe('expired');
    // Confirmed: the same quote, now an offer an agent handles.
    const confirmed = {
      ...quotes,
      findOwned: async (id: string, ownerKey: string) => {
        const found = await quotes.findOwned(id, ownerKey);
        return found && { ...found, status: 'offer_confirmed' as const };
      },
    };
    expect(await makeOpenQuoteLink({ quotes: confirmed, secrets, clock: at('2027-02-01T09:00:00Z') })(quote.id, token)).toBe('owner-a');
  });

  it("is the quote's page in the quote's language, carrying the token", () => {
    expect(quoteLinkPath(secrets, 'q-1', 'owner-a', 'de')).toBe(`/DE/quote/q-1?access=${quoteLinkToken(secrets, 'q-1', 'owner-a')}`);
  });
});
