import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEndpoints } from '#src/ports/webhooks.ts';

// What every WebhookEndpoints promises (src/ports/webhooks.ts), run against the in-memory one and
// against webhook_endpoints on PostgreSQL: an account's receivers are its own, a removed one is
// gone for good (its secret too), and the receivers of a quote are found by its owner key.
// `forQuoteRequest` joins the quote tables: webhooks.int.test.ts follows it end to end.

export interface WebhookEndpointsHarness {
  endpoints(): WebhookEndpoints;
  account(): Promise<string>;
  /** Gives the account an API key; its quotes are stored under the owner key returned. */
  ownerKeyOf(accountId: string): Promise<string>;
}

export function webhookEndpointsContract(name: string, harness: () => WebhookEndpointsHarness) {
  describe(`${name}: the WebhookEndpoints contract`, () => {
    let store: WebhookEndpointsHarness;
    let endpoints: WebhookEndpoints;
    let account: string;
    const receiver = (accountId: string, path = 'flash') => ({
      accountId,
      url: `https://erp.example/${path}`,
      events: ['quote.confirmed' as const, 'shipment.delivered' as const],
      secret: `whsec_${randomUUID()}`,
    });

    beforeEach(async () => {
      store = harness();
      endpoints = store.endpoints();
      account = await store.account();
    });

    it('registers a receiver, lists it without its secret, and gives the secret to the sender only', async () => {
      const asked = receiver(account);
      const registered = await endpoints.register(asked);
      expect(registered).toEqual({
        id: expect.any(String),
        accountId: account,
        url: asked.url,
        events: asked.events,
        createdAt: expect.any(Date),
      });
      expect(await endpoints.list(account)).toEqual([registered]);
      expect(await endpoints.secretOf(registered.id)).toBe(asked.secret);
      expect(await endpoints.secretOf(randomUUID())).toBeUndefined();
    });

    it("keeps each account's receivers to itself", async () => {
      const other = await store.account();
      const mine = await endpoints.register(receiver(account));
      const theirs = await endpoints.register(receiver(other, 'theirs'));
      expect((await endpoints.list(account)).map((endpoint) => endpoint.id)).toEqual([mine.id]);
      expect(await endpoints.remove(account, theirs.id)).toBe(false);
      expect((await endpoints.list(other)).map((endpoint) => endpoint.id)).toEqual([theirs.id]);
    });

    it('removes a receiver once: out of the list, its secret gone', async () => {
      const registered = await endpoints.register(receiver(account));
      expect(await endpoints.remove(account, registered.id)).toBe(true);
      expect(await endpoints.remove(account, registered.id)).toBe(false);
      expect(await endpoints.list(account)).toEqual([]);
      expect(await endpoints.secretOf(registered.id)).toBeUndefined();
    });

    it("finds the receivers of the account that owns a quote by the quote's owner key", async () => {
      const ownerKey = await store.ownerKeyOf(account);
      const kept = await endpoints.register(receiver(account));
      const removed = await endpoints.register(receiver(account, 'old'));
      await endpoints.remove(account, removed.id);
      await endpoints.register(receiver(await store.account(), 'theirs'));
      expect((await endpoints.forOwnerKey(ownerKey)).map((endpoint) => endpoint.id)).toEqual([kept.id]);
      expect(await endpoints.forOwnerKey(`owner-${randomUUID()}`)).toEqual([]);
    });

    it('is the same store from another instance', async () => {
      const registered = await endpoints.register(receiver(account));
      expect(await store.endpoints().secretOf(registered.id)).toBeDefined();
    });
  });
}
