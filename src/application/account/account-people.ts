import { z } from 'zod';
import type { Language } from '../../domain/language.ts';
import type { AccountPerson, BusinessAccounts } from '../../ports/business-accounts.ts';
import { InvalidInput } from '../errors.ts';

// Issue 39: the person who asked for the account owns it and invites colleagues (owner or
// member); the owner removes members. Everyone of the company sees its transports.

/** Only the account's owner may change who is in it. */
export class NotAccountOwner extends Error {
  override name = 'NotAccountOwner';
}

const invitation = z.object({ email: z.email().max(254), role: z.enum(['owner', 'member']) });

export type ListPeople = (person: AccountPerson) => Promise<AccountPerson[]>;
export type InvitePerson = (
  person: AccountPerson,
  input: { email: unknown; role: unknown },
  language: Language,
) => Promise<{ invited: boolean; email: string }>;
export type RemovePerson = (person: AccountPerson, personId: string) => Promise<boolean>;

interface Deps {
  accounts: Pick<BusinessAccounts, 'people' | 'invite' | 'remove'>;
  siteUrl: string;
  outbox: { wake(): void };
}

export function makeListPeople(deps: Pick<Deps, 'accounts'>): ListPeople {
  return (person) => deps.accounts.people(person.accountId);
}

/** The owner adds a colleague, who is emailed the way to sign in; an address already there is said so. */
export function makeInvitePerson(deps: Deps): InvitePerson {
  return async (person, input, language) => {
    if (person.role !== 'owner') throw new NotAccountOwner();
    const parsed = invitation.safeParse(input);
    if (!parsed.success) throw new InvalidInput([{ field: 'email', key: 'emailInvalid' }]);
    const email = parsed.data.email.trim().toLowerCase();
    const signIn = `${deps.siteUrl.replace(/\/$/, '')}/${language.toUpperCase()}/account/sign-in`;
    const invited = await deps.accounts.invite(person.accountId, email, parsed.data.role, (colleague) => ({
      kind: 'account-invitation',
      audience: 'visitor',
      email: colleague.email,
      language,
      reference: person.accountId,
      summary: { company: colleague.company, inviter: person.email, signIn },
    }));
    if (invited) deps.outbox.wake();
    return { invited: Boolean(invited), email };
  };
}

export function makeRemovePerson(deps: Pick<Deps, 'accounts'>): RemovePerson {
  return async (person, personId) => {
    if (person.role !== 'owner') throw new NotAccountOwner();
    if (!/^[0-9a-f-]{36}$/i.test(personId)) return false;
    return deps.accounts.remove(person.accountId, personId);
  };
}
