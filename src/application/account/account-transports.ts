import type { Language } from '../../domain/language.ts';
import type { QuoteStatus } from '../../domain/quote/quote-lifecycle.ts';
import { LIST_STATES, type ListState, listFilterOf, listStateOf } from '../../domain/transport/where-the-goods-are.ts';
import type { AccountPerson, AccountTransport, BusinessAccounts } from '../../ports/business-accounts.ts';
import type { Clock } from '../../ports/clock.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { quoteLinkPath } from '../quote-link.ts';
import { InvalidInput, QuoteNotFound } from '../errors.ts';
import { statementOf } from '../../domain/account/statement.ts';
import { instantOf } from '../../domain/shipment/local-time.ts';
import type { RepriceQuote } from '../reprice-quote.ts';
import { token } from '../../ports/token.ts';

export const ACCOUNT_PAGE_SIZE = 20;

/**
 * A quote of the company as its people see it: its page and its documents by their signed links
 * (the quote document once confirmed, the delivery note once delivered), never its owner key.
 */
export type ListedTransport = Omit<AccountTransport, 'ownerKey'> & {
  /** where it stands, as the list names and filters it */
  state: ListState;
  link: string;
  documents: { quote?: string; deliveryNote?: string };
};

export type ListAccountTransports = (
  person: AccountPerson,
  query: { search?: string; status?: string; page?: number; language: Language },
) => Promise<{ rows: ListedTransport[]; total: number; page: number; pageSize: number }>;
export const ListAccountTransports = token<ListAccountTransports>('ListAccountTransports');

/** "Mes transports": every quote and transport of the signed-in person's company, newest first. */
export function makeListAccountTransports(deps: {
  accounts: Pick<BusinessAccounts, 'transports'>;
  secrets: Secrets;
}): ListAccountTransports {
  return async (person, query) => {
    // No NUL reaches the database (PostgreSQL refuses it in text).
    const search = query.search?.replace(/\0/g, '').trim().slice(0, 100) || undefined;
    // Listed by where each stands: the quote's status, then its transport's.
    const state = LIST_STATES.find((known) => known === query.status);
    const page = Math.max(1, Math.min(10_000, Math.floor(query.page ?? 1) || 1));
    const { rows, total } = await deps.accounts.transports(person.accountId, {
      search,
      ...(state ? listFilterOf(state) : {}),
      page,
      pageSize: ACCOUNT_PAGE_SIZE,
    });
    return {
      total,
      page,
      pageSize: ACCOUNT_PAGE_SIZE,
      rows: rows.map(({ ownerKey, ...row }) => {
        const link = (document = '') => quoteLinkPath(deps.secrets, row.quoteId, ownerKey, query.language, document);
        return {
          ...row,
          state: listStateOf(row.status, row.transportState),
          link: link(),
          documents: {
            ...(row.status === 'offer_confirmed' ? { quote: link('/document.pdf') } : {}),
            ...(row.transportState === 'delivered' ? { deliveryNote: link('/delivery-note.pdf') } : {}),
          },
        };
      }),
    };
  };
}

export type BookAgain = (
  person: AccountPerson,
  quoteId: string,
  address: string,
  language: Language,
) => Promise<{ reference: string; link: string }>;
export const BookAgain = token<BookAgain>('BookAgain');

/**
 * "book again": a new quote for the same route, streets, goods and vehicle, its pickup
 * moved to the earliest allowed when the old one has passed, priced, for the signed-in person (the
 * agent calls them, not whoever booked the last one) — so the offers show at once when they ever
 * gave their name; opened by its signed link. Another company's quote does not exist (QuoteNotFound).
 */
export function makeBookAgain(deps: {
  accounts: Pick<BusinessAccounts, 'companyQuoteOwner' | 'contactOf'>;
  repriceQuote: RepriceQuote;
  secrets: Secrets;
}): BookAgain {
  return async (person, quoteId, address, language) => {
    const ownerKey = await deps.accounts.companyQuoteOwner(person.accountId, quoteId);
    if (!ownerKey) throw new QuoteNotFound();
    const created = await deps.repriceQuote(quoteId, ownerKey, address, (await deps.accounts.contactOf(person)) ?? null);
    return { reference: created.reference, link: quoteLinkPath(deps.secrets, created.id, ownerKey, language) };
  };
}

/** The account's quotes for its systems (GET /api/v1/quotes): newest first, paged, by status and creation date. */
export type ListAccountQuotes = (
  accountId: string,
  query: { status?: QuoteStatus; from?: Date; to?: Date; page: number; pageSize: number },
) => Promise<{ rows: Array<Omit<AccountTransport, 'ownerKey'>>; total: number }>;
export const ListAccountQuotes = token<ListAccountQuotes>('ListAccountQuotes');

export function makeListAccountQuotes(deps: { accounts: Pick<BusinessAccounts, 'transports'> }): ListAccountQuotes {
  return async (accountId, query) => {
    const { rows, total } = await deps.accounts.transports(accountId, query);
    return { total, rows: rows.map(({ ownerKey: _secret, ...row }) => row) };
  };
}

export type MonthlyStatement = (person: AccountPerson, month: string) => Promise<ReturnType<typeof statementOf> & { month: string }>;
export const MonthlyStatement = token<MonthlyStatement>('MonthlyStatement');

/** A month's statement ('YYYY-MM', Europe/Paris) of the signed-in person's company; an invalid month is InvalidInput. */
export function makeMonthlyStatement(deps: { accounts: Pick<BusinessAccounts, 'confirmedBetween'> }): MonthlyStatement {
  return async (person, month) => {
    const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(month);
    if (!match) throw new InvalidInput([{ field: 'month', key: 'invalid' }]);
    const [year, number] = [Number(match[1]), Number(match[2])];
    const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
    const from = instantOf({ date: `${month}-01`, time: '00:00' });
    const to = instantOf({ date: `${next}-01`, time: '00:00' });
    return { month, ...statementOf(await deps.accounts.confirmedBetween(person.accountId, from, to)) };
  };
}

/** The owner key of one of the account's quotes, by the one definition of its quotes; another's does not exist (QuoteNotFound). */
export type CompanyQuoteKey = (accountId: string, quoteId: string) => Promise<string>;
export const CompanyQuoteKey = token<CompanyQuoteKey>('CompanyQuoteKey');

export function makeCompanyQuoteKey(deps: { accounts: Pick<BusinessAccounts, 'companyQuoteOwner'> }): CompanyQuoteKey {
  return async (accountId, quoteId) => {
    const ownerKey = await deps.accounts.companyQuoteOwner(accountId, quoteId);
    if (!ownerKey) throw new QuoteNotFound();
    return ownerKey;
  };
}

/**
 * "add to my company's space": a quote made before signing in, opened by its owner's
 * cookie or its signed link (`ownerKey`), whose contact is the signed-in person's own address.
 * 'company' once it is the company's; 'addable' while its person may add it; 'no' otherwise.
 */
export interface CompanyQuote {
  standing(person: AccountPerson, quoteId: string, ownerKey: string): Promise<'company' | 'addable' | 'no'>;
  /** Adds it when it is addable (logged in its trail: who, when); true once it is the company's. */
  add(person: AccountPerson, quoteId: string, ownerKey: string): Promise<boolean>;
}
export const CompanyQuote = token<CompanyQuote>('CompanyQuote');

export function makeCompanyQuote(deps: {
  accounts: Pick<BusinessAccounts, 'addQuote'>;
  quotes: Pick<QuoteRepository, 'findOwned'>;
  clock: Clock;
}): CompanyQuote {
  const standing: CompanyQuote['standing'] = async (person, quoteId, ownerKey) => {
    const quote = await deps.quotes.findOwned(quoteId, ownerKey);
    if (!quote) throw new QuoteNotFound();
    if (quote.accountId === person.accountId) return 'company';
    return quote.accountId === null && quote.contact?.email.trim().toLowerCase() === person.email ? 'addable' : 'no';
  };
  return {
    standing,
    async add(person, quoteId, ownerKey) {
      const now = await standing(person, quoteId, ownerKey);
      if (now !== 'addable') return now === 'company';
      return deps.accounts.addQuote(person.accountId, quoteId, person.email, deps.clock.now());
    },
  };
}
