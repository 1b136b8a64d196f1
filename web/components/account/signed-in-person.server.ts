import { type AppLoadContext, redirect } from 'react-router';
import type { AccountPerson } from '#src/ports/business-accounts.ts';
import { shipperSessionOf } from '../../cookies.server.ts';

/**
 * The signed-in person of a business account's page; otherwise the page answers with the way to
 * sign in (303 after a form, so the browser asks for it with GET).
 */
export async function signedInPerson(
  { request, params, context }: { request: Request; params: { lang: string }; context: AppLoadContext },
  options: { afterForm?: boolean } = {},
): Promise<AccountPerson> {
  const person = await context.services.shipperAccount.authenticate(shipperSessionOf(request));
  if (person) return person;
  throw redirect(`/${params.lang.toUpperCase()}/account/sign-in`, {
    status: options.afterForm ? 303 : 302,
    headers: { 'Cache-Control': 'no-store' },
  });
}
