import { type AppLoadContext, redirect } from 'react-router';
import type { AccountPerson } from '#src/ports/business-accounts.ts';
import { accountMay } from '#src/application/account/account-policy.ts';

/** The signed-in person of a business account making this request, if any (the account's door of actor.ts). */
export async function personOf(context: AppLoadContext): Promise<AccountPerson | undefined> {
  const actor = await context.actor('account');
  return actor.kind === 'person' ? actor.person : undefined;
}

/**
 * The signed-in person of a business account's page; otherwise the page answers with the way to
 * sign in (303 after a form, so the browser asks for it with GET).
 */
export async function signedInPerson(
  { params, context }: { params: { lang: string }; context: AppLoadContext },
  options: { afterForm?: boolean } = {},
): Promise<AccountPerson> {
  const person = await personOf(context);
  if (person) return person;
  throw redirect(`/${params.lang.toUpperCase()}/account/sign-in`, {
    status: options.afterForm ? 303 : 302,
    headers: { 'Cache-Control': 'no-store' },
  });
}

/** What the account's pages offer this person: what the account's policy lets them do (account-policy.ts). */
export const offeredTo = (person: AccountPerson) => ({
  people: accountMay(person, 'managePeople'),
  integrations: accountMay(person, 'manageIntegrations'),
  billing: accountMay(person, 'manageBilling'),
});
