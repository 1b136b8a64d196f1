import type { Language } from '../domain/language.ts';
import type { StatementEntry } from '../domain/account/statement.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import type { QuoteStatus } from '../domain/quote/quote-lifecycle.ts';
import type { QuoteContact } from '../domain/quote/quote.ts';

/** Someone who may sign in to an accepted business account (issue 39). */
export interface AccountPerson {
  id: string;
  accountId: string;
  email: string;
  role: 'owner' | 'member';
  company: string;
}

/** One of the company's quotes as "Mes transports" lists it. */
export interface AccountTransport {
  quoteId: string;
  reference: string;
  createdAt: Date;
  status: QuoteStatus;
  route: { from: string; fromCountry: string; to: string; toCountry: string };
  pickupDate: string;
  poNumber: string | null;
  /** whether the agents recorded its delivery (its delivery note exists) */
  delivered: boolean;
  /** the quote's owner key, from which its signed link is made; never sent out */
  ownerKey: string;
}

export interface AccountTransportQuery {
  /** a reference, a PO number, a town or a street */
  search?: string;
  status?: QuoteStatus;
  /** created on or after, before (instants) */
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

/** The business accounts' people, their sign-in links and sessions, and what each company sees. */
export interface BusinessAccounts {
  /** Who asked for the account: told when staff accept it, in the language of the page they asked from. */
  requesterOf(accountId: string): Promise<{ email: string; name: string; company: string; language: Language } | undefined>;
  /**
   * The person of an accepted account with this address (any case), or undefined. The person
   * who asked for the account is its owner from the moment staff accept it.
   */
  personFor(email: string): Promise<AccountPerson | undefined>;
  /** Keeps a link's token digest until `expiresAt` and queues its email, in one transaction. */
  issueLink(link: { tokenHash: string; personId: string; expiresAt: Date }, email: Notification): Promise<void>;
  /** Uses the link once: its person when it is unused, unexpired at `now`, and its account still accepted. */
  useLink(tokenHash: string, now: Date): Promise<AccountPerson | undefined>;
  startSession(tokenHash: string, personId: string, at: Date): Promise<void>;
  /** The session's person and when it was last used; undefined once ended or its person removed. */
  session(tokenHash: string): Promise<{ person: AccountPerson; lastSeenAt: Date } | undefined>;
  touch(tokenHash: string, at: Date): Promise<void>;
  endSession(tokenHash: string): Promise<void>;
  /**
   * The company's quotes, newest first: those whose contact is one of its people, and those of its
   * API keys; never another company's.
   */
  transports(accountId: string, query: AccountTransportQuery): Promise<{ rows: AccountTransport[]; total: number }>;
  /** The account's people, the owner first. */
  people(accountId: string): Promise<AccountPerson[]>;
  /**
   * Adds a person to the account (again, if removed) and queues their invitation, in one
   * transaction; undefined when the address is already one of its people.
   */
  invite(
    accountId: string,
    email: string,
    role: AccountPerson['role'],
    invitation: (person: AccountPerson) => Notification,
  ): Promise<AccountPerson | undefined>;
  /** Removes a member (never the owner): their sessions end. False when there is no such member. */
  remove(accountId: string, personId: string): Promise<boolean>;
  /** The company's transports confirmed in [from, to), oldest first: its month's statement. */
  confirmedBetween(accountId: string, from: Date, to: Date): Promise<StatementEntry[]>;
  /**
   * How the person is reached, as they last gave it: their latest quote's contact, else (the owner)
   * their account request's; undefined when they never gave a name.
   */
  contactOf(person: AccountPerson): Promise<QuoteContact | undefined>;
  /** The owner key of one of the company's quotes; undefined for a quote that is not the company's. */
  companyQuoteOwner(accountId: string, quoteId: string): Promise<string | undefined>;
}
