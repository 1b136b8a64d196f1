import { describe, expect, it } from 'vitest';
import { nodeSecrets } from '../adapters/security/node-secrets.ts';
import { inMemoryQuoteRepository } from '../../tests/fakes/in-memory-quote-repository.ts';
import { typedShipment } from '../../tests/fakes/typed-shipment.ts';
import { makeOpenQuoteLink, quoteLinkPath, quoteLinkToken } from './quote-link.ts';

describe("a quote's link", () => {
  it('opens the quote as its owner with the token of its owner key, and nothing else does', async () => {
    const quotes = inMemoryQuoteRepository();
    const quote = await quotes.create(typedShipment, 'owner-a', new Date());
    const other = await quotes.create(typedShipment, 'owner-b', new Date());
    const open = makeOpenQuoteLink({ quotes, secrets: nodeSecrets });
    const token = quoteLinkToken(nodeSecrets, quote.id, 'owner-a');
    const mine = await quotes.create(typedShipment, 'owner-a', new Date());
    expect(await open(quote.id, token)).toBe('owner-a');
    expect(await open(other.id, token)).toBeUndefined();
    expect(await open(mine.id, token)).toBeUndefined();
    expect(await open(quote.id, quoteLinkToken(nodeSecrets, quote.id, 'owner-b'))).toBeUndefined();
    expect(
      await open(
        quote.id,
        token.replace(/.$/, (last) => (last === '0' ? '1' : '0')),
      ),
    ).toBeUndefined();
    expect(await open(quote.id, 'owner-a')).toBeUndefined();
    expect(await open('0190a1b2-0000-7000-8000-000000000000', token)).toBeUndefined();
  });

  it("is the quote's page in the quote's language, carrying the token", () => {
    expect(quoteLinkPath(nodeSecrets, 'q-1', 'owner-a', 'de')).toBe(
      `/DE/quote/q-1?access=${quoteLinkToken(nodeSecrets, 'q-1', 'owner-a')}`,
    );
  });
});
