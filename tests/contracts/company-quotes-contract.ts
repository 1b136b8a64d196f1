import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BusinessAccounts } from '#src/ports/business-accounts.ts';
import type { QuoteRepository } from '#src/ports/quote-repository.ts';
import { claire } from '../helpers/quote-fixtures.ts';
import { typedShipment } from '../fakes/typed-shipment.ts';

// The one definition of "the company's quotes" (issue 47), run against the in-memory one and
// against PostgreSQL: a quote is an account's when it was made for it or added by its own person,
// never because of the email typed in it.

export type CompanyQuotes = Pick<BusinessAccounts, 'transports' | 'companyQuoteOwner' | 'addQuote' | 'quoteTrail'>;

export interface CompanyQuotesHarness {
  quotes(): QuoteRepository;
  companyQuotes(): CompanyQuotes;
  /** A business account (its request's id). */
  account(email: string): Promise<string>;
}

const AT = new Date('2026-11-26T09:00:00.000Z');
const minutes = (count: number) => new Date(AT.getTime() + count * 60_000);
const page = { page: 1, pageSize: 20 };

export function companyQuotesContract(name: string, harness: () => CompanyQuotesHarness) {
  describe(`${name}: the company's quotes contract`, () => {
    let store: CompanyQuotesHarness;
    let quotes: QuoteRepository;
    let company: CompanyQuotes;
    let alpha: string;
    let beta: string;
    const alphaEmail = `achats-${randomUUID().slice(0, 8)}@alpha.example`;
    const betaEmail = `achats-${randomUUID().slice(0, 8)}@beta.example`;
    const shipment = typedShipment;
    const made = (at: number, email: string, accountId: string | null) =>
      quotes.create(shipment, `owner-${randomUUID()}`, minutes(at), { ...claire, email }, accountId);
    const listed = async (accountId: string, search?: string) =>
      (await company.transports(accountId, { ...page, search })).rows.map((row) => row.reference);

    beforeEach(async () => {
      store = harness();
      quotes = store.quotes();
      company = store.companyQuotes();
      alpha = await store.account(alphaEmail);
      beta = await store.account(betaEmail);
    });

    it('holds the quotes made for the account, never those that merely name one of its people', async () => {
      const forAlphaNamingBeta = await made(1, betaEmail, alpha);
      const visitorNamingAlpha = await made(2, alphaEmail, null);
      const forBeta = await made(3, alphaEmail, beta);
      expect(await listed(alpha)).toEqual([forAlphaNamingBeta.reference]);
      expect(await listed(beta)).toEqual([forBeta.reference]);
      expect(await company.companyQuoteOwner(alpha, forAlphaNamingBeta.id)).toEqual(expect.any(String));
      for (const [account, quote] of [
        [alpha, visitorNamingAlpha],
        [alpha, forBeta],
        [beta, forAlphaNamingBeta],
      ] as const)
        expect(await company.companyQuoteOwner(account, quote.id)).toBeUndefined();
      // Its search looks within its own only.
      expect(await listed(alpha, forBeta.reference)).toEqual([]);
      expect(await listed(beta, forBeta.reference)).toEqual([forBeta.reference]);
      expect((await company.transports(alpha, page)).total).toBe(1);
    });

    it('adds a quote of nobody’s for the address its contact names only, once, and keeps who and when', async () => {
      const visitorNamingAlpha = await made(1, alphaEmail.toUpperCase(), null);
      expect(await company.addQuote(alpha, visitorNamingAlpha.id, betaEmail, minutes(5))).toBe(false);
      expect(await company.addQuote(alpha, visitorNamingAlpha.id, alphaEmail, minutes(6))).toBe(true);
      expect(await company.addQuote(beta, visitorNamingAlpha.id, alphaEmail, minutes(7))).toBe(false);
      expect(await company.addQuote(alpha, visitorNamingAlpha.id, alphaEmail, minutes(8))).toBe(false);
      expect(await listed(alpha)).toEqual([visitorNamingAlpha.reference]);
      expect(await listed(beta)).toEqual([]);
      expect(await company.quoteTrail(visitorNamingAlpha.id)).toEqual([{ accountId: alpha, email: alphaEmail, at: minutes(6) }]);
      // Another company's quote is never taken over.
      const forBeta = await made(2, alphaEmail, beta);
      expect(await company.addQuote(alpha, forBeta.id, alphaEmail, minutes(9))).toBe(false);
      expect(await listed(alpha)).toEqual([visitorNamingAlpha.reference]);
    });

    it('answers nothing, never fails, for an id that is not one', async () => {
      for (const bad of ['0'.repeat(36), 'x', "1' or '1'='1", randomUUID()]) {
        expect(await company.companyQuoteOwner(alpha, bad)).toBeUndefined();
        expect(await company.addQuote(alpha, bad, alphaEmail, AT)).toBe(false);
        expect(await company.quoteTrail(bad)).toEqual([]);
      }
    });
  });
}
