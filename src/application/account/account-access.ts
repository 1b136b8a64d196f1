import { z } from 'zod';
import {
  LINK_WINDOW_MS,
  LINKS_EMAILED_PER_ADDRESS,
  LINKS_PER_ADDRESS_AND_VISITOR,
  LINKS_PER_VISITOR,
  SIGN_IN_LINK_MINUTES,
  isLinkToken,
  linkExpiry,
  sessionOver,
} from '../../domain/account/sign-in-link.ts';
import type { Language } from '../../domain/language.ts';
import type { AccountPerson, BusinessAccounts } from '../../ports/business-accounts.ts';
import type { Clock } from '../../ports/clock.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { InvalidInput, TooManySubmissions } from '../errors.ts';
import { token } from '../../ports/token.ts';

// A business account's people sign in with a link sent by email, to a session of
// their own (apart from staff sessions), ended by signing out or by going idle. A carrier's
// people sign in to their pages the same way, with links and sessions of their own.

const emailInput = z.object({ email: z.email().max(254) });

export type RequestSignInLink = (input: { email: unknown; language: Language; address: string }) => Promise<void>;
export const RequestSignInLink = token<RequestSignInLink>('RequestSignInLink');

interface AccessDeps {
  accounts: BusinessAccounts;
  limiter: RateLimiter;
  secrets: Secrets;
  clock: Clock;
  siteUrl: string;
}

/**
 * Sends a sign-in link to a person of an accepted account. The answer is the same whether the
 * address is known or not (nothing tells a stranger who has an account), and so is the work:
 * the limits per address and per visitor count every request, and the link is kept and handed to
 * the outbox, which emails it after the answer, only to a person of an accepted account.
 */
export function makeRequestSignInLink(
  deps: Omit<AccessDeps, 'accounts'> & {
    accounts: Pick<BusinessAccounts, 'issueLink'>;
    /** whose pages the link opens: a business account's (`/{LANG}/account`) or a carrier's (`/{LANG}/carrier`) */
    pages?: 'account' | 'carrier';
  },
): RequestSignInLink {
  const pages = deps.pages ?? 'account';
  return async ({ email, language, address }) => {
    const parsed = emailInput.safeParse({ email });
    if (!parsed.success) throw new InvalidInput([{ field: 'email', key: 'emailInvalid' }]);
    const wanted = parsed.data.email.trim().toLowerCase();
    const addressKey = deps.secrets.digest(wanted);
    for (const [bucket, limit] of [
      [`${pages}-link:visitor:${address}`, LINKS_PER_VISITOR],
      [`${pages}-link:address-visitor:${addressKey}:${address}`, LINKS_PER_ADDRESS_AND_VISITOR],
    ] as const) {
      const { allowed, retryAfterMs } = await deps.limiter.hit(bucket, limit, LINK_WINDOW_MS);
      if (!allowed) throw new TooManySubmissions(retryAfterMs);
    }
    // Beyond this, the address's owner is being flooded by others: the same answer, nothing sent.
    if (!(await deps.limiter.hit(`${pages}-link:address:${addressKey}`, LINKS_EMAILED_PER_ADDRESS, LINK_WINDOW_MS)).allowed) return;
    const token = deps.secrets.randomToken();
    const link = `${deps.siteUrl.replace(/\/$/, '')}/${language.toUpperCase()}/${pages}/sign-in/${token}`;
    await deps.accounts.issueLink(
      { tokenHash: deps.secrets.digest(token), email: wanted, expiresAt: linkExpiry(deps.clock.now()) },
      { language, link, minutes: SIGN_IN_LINK_MINUTES },
    );
    // The outbox is not woken: its worker sends the email at its next round (OUTBOX_POLL_MS), after
    // this answer, so the answer's time does not depend on whether there is an email to send.
  };
}

/** A session's token for the link's person; undefined for a link used, expired or unknown. */
export type SignInWithLink<P = AccountPerson> = (token: string) => Promise<{ sessionToken: string; person: P } | undefined>;
export const SignInWithLink = token<SignInWithLink>('SignInWithLink');

/** The links and sessions of one kind of person: a business account's, or a carrier's. */
interface PeopleAccess<P> {
  useLink(tokenHash: string, now: Date): Promise<P | undefined>;
  startSession(tokenHash: string, personId: string, at: Date): Promise<void>;
  session(tokenHash: string): Promise<{ person: P; startedAt: Date; lastSeenAt: Date } | undefined>;
  touch(tokenHash: string, at: Date): Promise<void>;
  endSession(tokenHash: string): Promise<void>;
}

export function makeSignInWithLink<P extends { id: string } = AccountPerson>(
  deps: Pick<AccessDeps, 'secrets' | 'clock'> & { accounts: Pick<PeopleAccess<P>, 'useLink' | 'startSession'> },
): SignInWithLink<P> {
  return async (token) => {
    if (!isLinkToken(token)) return undefined;
    const now = deps.clock.now();
    const person = await deps.accounts.useLink(deps.secrets.digest(token), now);
    if (!person) return undefined;
    const sessionToken = deps.secrets.randomToken();
    await deps.accounts.startSession(deps.secrets.digest(sessionToken), person.id, now);
    return { sessionToken, person };
  };
}

/** The signed-in person of a session token, the session kept alive; undefined once ended, idle or 12 hours old. */
export type AuthenticateShipper<P = AccountPerson> = (sessionToken: string | undefined) => Promise<P | undefined>;
export const AuthenticateShipper = token<AuthenticateShipper>('AuthenticateShipper');

export function makeAuthenticateShipper<P = AccountPerson>(
  deps: Pick<AccessDeps, 'secrets' | 'clock'> & {
    accounts: Pick<PeopleAccess<P>, 'session' | 'touch' | 'endSession'>;
    idleMinutes: number;
  },
): AuthenticateShipper<P> {
  return async (sessionToken) => {
    if (!sessionToken || !isLinkToken(sessionToken)) return undefined;
    const tokenHash = deps.secrets.digest(sessionToken);
    const session = await deps.accounts.session(tokenHash);
    const now = deps.clock.now();
    if (!session) return undefined;
    if (sessionOver(session, now, deps.idleMinutes)) {
      await deps.accounts.endSession(tokenHash);
      return undefined;
    }
    await deps.accounts.touch(tokenHash, now);
    return session.person;
  };
}

export type SignOutShipper = (sessionToken: string | undefined) => Promise<void>;
export const SignOutShipper = token<SignOutShipper>('SignOutShipper');

export function makeSignOutShipper(
  deps: Pick<AccessDeps, 'secrets'> & { accounts: Pick<PeopleAccess<unknown>, 'endSession'> },
): SignOutShipper {
  return async (sessionToken) => {
    if (sessionToken) await deps.accounts.endSession(deps.secrets.digest(sessionToken));
  };
}
