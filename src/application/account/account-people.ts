import { z } from 'zod';
import { ACCOUNT_ROLES, INVITATION_DAYS, invitationExpiry, isLinkToken } from '../../domain/account/sign-in-link.ts';
import type { Language } from '../../domain/language.ts';
import { isUuid } from '../../domain/uuid.ts';
import type { AccountPerson, BusinessAccounts, InvitationView, PendingInvitation } from '../../ports/business-accounts.ts';
import type { Clock } from '../../ports/clock.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import { InvalidInput } from '../errors.ts';
import { token } from '../../ports/token.ts';
import { companyFor } from './account-policy.ts';

// The person who asked for the account owns it and invites colleagues (owner or
// member); the owner removes members. Everyone of the company sees its transports.
// An invitation waits for its invitee, who joins by following its link and accepting,
// signed in by that address; a person belongs to one company.

const invitationInput = z.object({ email: z.email().max(254), role: z.enum(ACCOUNT_ROLES) });

export type ListPeople = (person: AccountPerson) => Promise<{ people: AccountPerson[]; invited: PendingInvitation[] }>;
export const ListPeople = token<ListPeople>('ListPeople');
/** 'invited' (emailed), 'member' (already one of its people), 'elsewhere' (a person of another company: refused). */
export type InvitePerson = (
  person: AccountPerson,
  input: { email: unknown; role: unknown },
  language: Language,
) => Promise<{ outcome: 'invited' | 'member' | 'elsewhere'; email: string }>;
export const InvitePerson = token<InvitePerson>('InvitePerson');
export type RemovePerson = (person: AccountPerson, personId: string) => Promise<boolean>;
export const RemovePerson = token<RemovePerson>('RemovePerson');
export type WithdrawInvitation = (person: AccountPerson, invitationId: string) => Promise<boolean>;
export const WithdrawInvitation = token<WithdrawInvitation>('WithdrawInvitation');
/** The invitation a link's token opens while it waits; undefined for a token used, withdrawn, expired or unknown. */
export type OpenInvitation = (token: string) => Promise<InvitationView | undefined>;
export const OpenInvitation = token<OpenInvitation>('OpenInvitation');
/**
 * Joins the invitation's company and signs its invitee in. `signedIn`: who is signed in on this
 * browser already — accepting as another address is refused ('otherPerson'); 'elsewhere' when the
 * address belongs to another company; undefined for a link no longer valid.
 */
export type AcceptInvitation = (
  token: string,
  signedIn: AccountPerson | undefined,
) => Promise<{ sessionToken: string; person: AccountPerson } | 'otherPerson' | 'elsewhere' | undefined>;
export const AcceptInvitation = token<AcceptInvitation>('AcceptInvitation');

interface Deps {
  accounts: Pick<
    BusinessAccounts,
    'people' | 'invite' | 'remove' | 'invitations' | 'invitation' | 'acceptInvitation' | 'withdrawInvitation' | 'startSession'
  >;
  secrets: Secrets;
  clock: Clock;
  siteUrl: string;
  outbox: { wake(): void };
}

export function makeListPeople(deps: Pick<Deps, 'accounts' | 'clock'>): ListPeople {
  return async (person) => {
    const [people, invited] = await Promise.all([
      deps.accounts.people(person.accountId),
      deps.accounts.invitations(person.accountId, deps.clock.now()),
    ]);
    return { people, invited };
  };
}

/** The owner invites a colleague, who is emailed a link to accept within INVITATION_DAYS. */
export function makeInvitePerson(deps: Deps): InvitePerson {
  return async (person, input, language) => {
    companyFor(person, 'managePeople');
    const parsed = invitationInput.safeParse(input);
    if (!parsed.success) throw new InvalidInput([{ field: 'email', key: 'emailInvalid' }]);
    const email = parsed.data.email.trim().toLowerCase();
    const token = deps.secrets.randomToken();
    const link = `${deps.siteUrl.replace(/\/$/, '')}/${language.toUpperCase()}/account/invitation/${token}`;
    const outcome = await deps.accounts.invite(
      person.accountId,
      { email, role: parsed.data.role, tokenHash: deps.secrets.digest(token), expiresAt: invitationExpiry(deps.clock.now()) },
      (company) => ({
        kind: 'account-invitation',
        audience: 'visitor',
        email,
        language,
        reference: person.accountId,
        summary: { company, inviter: person.email, link, days: INVITATION_DAYS },
      }),
    );
    if (outcome === 'invited') deps.outbox.wake();
    return { outcome, email };
  };
}

export function makeRemovePerson(deps: Pick<Deps, 'accounts'>): RemovePerson {
  return async (person, personId) => {
    companyFor(person, 'managePeople');
    if (!isUuid(personId)) return false;
    return deps.accounts.remove(person.accountId, personId);
  };
}

export function makeWithdrawInvitation(deps: Pick<Deps, 'accounts' | 'clock'>): WithdrawInvitation {
  return async (person, invitationId) => {
    companyFor(person, 'managePeople');
    if (!isUuid(invitationId)) return false;
    return deps.accounts.withdrawInvitation(person.accountId, invitationId, deps.clock.now());
  };
}

export function makeOpenInvitation(deps: Pick<Deps, 'accounts' | 'secrets' | 'clock'>): OpenInvitation {
  return async (token) => (isLinkToken(token) ? deps.accounts.invitation(deps.secrets.digest(token), deps.clock.now()) : undefined);
}

export function makeAcceptInvitation(deps: Pick<Deps, 'accounts' | 'secrets' | 'clock'>): AcceptInvitation {
  return async (token, signedIn) => {
    if (!isLinkToken(token)) return undefined;
    const tokenHash = deps.secrets.digest(token);
    const now = deps.clock.now();
    const waiting = await deps.accounts.invitation(tokenHash, now);
    if (!waiting) return undefined;
    if (signedIn && signedIn.email !== waiting.email) return 'otherPerson';
    const joined = await deps.accounts.acceptInvitation(tokenHash, now);
    if (joined === undefined || joined === 'elsewhere') return joined;
    const sessionToken = deps.secrets.randomToken();
    await deps.accounts.startSession(deps.secrets.digest(sessionToken), joined.id, now);
    return { sessionToken, person: joined };
  };
}
