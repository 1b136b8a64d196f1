import type { TransportState } from '../domain/transport/transport-lifecycle.ts';
import type { Language } from '../domain/language.ts';
import type { StatementEntry } from '../domain/account/statement.ts';
import type { AccountRole } from '../domain/account/sign-in-link.ts';
import type { Notification } from '../domain/notifications/notification.ts';
import type { QuoteStatus } from '../domain/quote/quote-lifecycle.ts';
import type { QuoteContact } from '../domain/quote/quote.ts';
import type { RouteEnds } from '../domain/shipment/shipment.ts';
import { token } from './token.ts';

/** Someone who may sign in to an accepted business account. */
export interface AccountPerson {
  id: string;
  accountId: string;
  email: string;
  role: AccountRole;
  company: string;
}

/** A colleague invited and not yet joined: all the company sees of them. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: AccountRole;
  invitedAt: Date;
  expiresAt: Date;
}

/** What an invitation's link shows its invitee before they accept. */
export interface InvitationView {
  accountId: string;
  company: string;
  email: string;
  role: AccountRole;
}

/** One of the company's quotes as "Mes transports" lists it. */
export interface AccountTransport {
  quoteId: string;
  reference: string;
  createdAt: Date;
  status: QuoteStatus;
  route: RouteEnds;
  pickupDate: string;
  poNumber: string | null;
  /** once confirmed, where its transport stands; null before */
  transportState: TransportState | null;
  /** the quote's owner key, from which its signed link is made; never sent out */
  ownerKey: string;
}

export interface AccountTransportQuery {
  /** a reference, a PO number, a town or a street */
  search?: string;
  status?: QuoteStatus;
  /** confirmed quotes whose transport is in this state */
  transportState?: TransportState;
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
   * Keeps a link's token digest for the address until `expiresAt`, and queues its email (an
   * 'account-sign-in' message, the company's name filled in) only when the address is a person of
   * an accepted account: the same work, in one statement, for a known and an unknown address
   *.
   */
  issueLink(
    link: { tokenHash: string; email: string; expiresAt: Date },
    message: { language: Language; link: string; minutes: number },
  ): Promise<void>;
  /** Uses the link once: its address's person when it is unused, unexpired at `now`, and their account accepted. */
  useLink(tokenHash: string, now: Date): Promise<AccountPerson | undefined>;
  startSession(tokenHash: string, personId: string, at: Date): Promise<void>;
  /**
   * The session's person, when it started and was last used; undefined once ended, its person
   * removed, or its account no longer accepted — or not accepted at some time since it started.
   */
  session(tokenHash: string): Promise<{ person: AccountPerson; startedAt: Date; lastSeenAt: Date } | undefined>;
  touch(tokenHash: string, at: Date): Promise<void>;
  endSession(tokenHash: string): Promise<void>;
  /**
   * The company's quotes, newest first: those stored as its own (made by its signed-in people or
   * its keys, or added by its own person); never another company's, whatever email they name.
   */
  transports(accountId: string, query: AccountTransportQuery): Promise<{ rows: AccountTransport[]; total: number }>;
  /** The account's people, the owner first. */
  people(accountId: string): Promise<AccountPerson[]>;
  /**
   * Keeps an invitation for the address (replacing one still waiting) and queues its email, in
   * one transaction: 'member' when the address is already one of the account's people,
   * 'elsewhere' when it is a person of another company (nothing kept, nothing sent).
   */
  invite(
    accountId: string,
    invitation: { email: string; role: AccountRole; tokenHash: string; expiresAt: Date },
    email: (company: string) => Notification,
  ): Promise<'invited' | 'member' | 'elsewhere'>;
  /** The account's invitations still waiting at `now`, newest first. */
  invitations(accountId: string, now: Date): Promise<PendingInvitation[]>;
  /** The invitation of a link's token, while it waits (unused, not withdrawn, unexpired at `now`, its account accepted). */
  invitation(tokenHash: string, now: Date): Promise<InvitationView | undefined>;
  /**
   * Accepts the waiting invitation once: its address becomes one of the account's people. 'elsewhere'
   * when the address joined another company meanwhile (the invitation stays unused).
   */
  acceptInvitation(tokenHash: string, now: Date): Promise<AccountPerson | 'elsewhere' | undefined>;
  /** Withdraws one of the account's waiting invitations; false when there is none such. */
  withdrawInvitation(accountId: string, invitationId: string, at: Date): Promise<boolean>;
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
  /**
   * Makes a quote that belongs to no company the account's, when its contact's address is
   * `email` (whoever adds it), and keeps who added it and when in its trail; false otherwise.
   */
  addQuote(accountId: string, quoteId: string, email: string, at: Date): Promise<boolean>;
  /** Who added the quote to a company, and when (its trail), oldest first. */
  quoteTrail(quoteId: string): Promise<Array<{ accountId: string; email: string; at: Date }>>;
}
export const BusinessAccounts = token<BusinessAccounts>('BusinessAccounts');
