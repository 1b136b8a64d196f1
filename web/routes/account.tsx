import { data, redirect } from 'react-router';
import { parseLanguage } from '#src/domain/language.ts';
import { wallClockAt } from '#src/domain/shipment/local-time.ts';
import { PageTexts } from '#web/i18n/use-translation.tsx';
import { shipperSessionCleared, shipperSessionOf } from '../cookies.server.ts';
import { personOf, offeredTo } from '../components/account/signed-in-person.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import { AccountPeople, type PeopleOutcome } from '../components/account/account-people.tsx';
import type { Route } from './+types/account';
import { Transports } from '../components/account/account-transports.tsx';

/** The action's headers when it sent some (Retry-After, no-store), else the loader's. */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'account');

/** "Mes transports": the signed-in person's company's quotes and transports; the sign-in page otherwise. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const language = parseLanguage(params.lang) ?? 'fr';
  return answeredAsPage(context, async () => {
    const person = await personOf(context);
    if (!person) throw redirect(`/${params.lang.toUpperCase()}/account/sign-in`, { headers: { 'Cache-Control': 'no-store' } });
    const url = new URL(request.url);
    const search = url.searchParams.get('search') ?? '';
    const status = url.searchParams.get('status') ?? '';
    const page = Number.parseInt(url.searchParams.get('page') ?? '1', 10);
    const [list, people] = await Promise.all([
      context.services.shipperAccount.transports(person, { search, status, page, language }),
      context.services.shipperAccount.people(person),
    ]);
    return data(
      {
        person: { email: person.email, company: person.company, role: person.role },
        may: offeredTo(person),
        // This month, in business time: the statement's default.
        month: wallClockAt(new Date()).date.slice(0, 7),
        people: people.people.map(({ id, email, role }) => ({ id, email, role })),
        invited: people.invited.map(({ id, email, expiresAt }) => ({ id, email, expiresAt: expiresAt.toISOString() })),
        search,
        status,
        list: { ...list, rows: list.rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) },
        messages: pageMessages(params, [
          'pages.account',
          'account.home',
          'account.nav',
          'account.people',
          'account.statement',
          'countries',
          'validation.emailInvalid',
        ]),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  });
}

/**
 * Signing out ends the session on the server and removes its cookie; "book again" opens a new
 * quote for the same transport, priced at once.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const signIn = `/${params.lang.toUpperCase()}/account/sign-in`;
  const intent = form.get('intent');
  if (intent === 'invite' || intent === 'remove' || intent === 'withdraw') {
    const language = parseLanguage(params.lang) ?? 'fr';
    return answeredAsPage(context, async () => {
      const person = await personOf(context);
      if (!person) throw redirect(signIn, 303);
      if (intent === 'remove') {
        const personId = String(form.get('personId') ?? '');
        const leaving = (await context.services.shipperAccount.people(person)).people.find((one) => one.id === personId);
        if (!leaving || !(await context.services.shipperAccount.remove(person, personId))) throw pageNotFound(request, context);
        return { removed: leaving.email } satisfies PeopleOutcome;
      }
      if (intent === 'withdraw') {
        const invitationId = String(form.get('invitationId') ?? '');
        const waiting = (await context.services.shipperAccount.people(person)).invited.find((one) => one.id === invitationId);
        if (!waiting || !(await context.services.shipperAccount.withdrawInvitation(person, invitationId)))
          throw pageNotFound(request, context);
        return { withdrawn: waiting.email } satisfies PeopleOutcome;
      }
      try {
        const { outcome, email } = await context.services.shipperAccount.invite(
          person,
          { email: form.get('email'), role: form.get('role') },
          language,
        );
        if (outcome === 'elsewhere') return data({ elsewhere: email } satisfies PeopleOutcome, { status: 409 });
        return (outcome === 'invited' ? { invited: email } : { already: email }) satisfies PeopleOutcome;
      } catch (error) {
        if (context.answerFor(error)?.status === 400) return data({ invalid: true } satisfies PeopleOutcome, { status: 400 });
        throw error;
      }
    });
  }
  if (intent === 'bookAgain') {
    const language = parseLanguage(params.lang) ?? 'fr';
    return answeredAsPage(context, async () => {
      const person = await personOf(context);
      if (!person) throw redirect(signIn, 303);
      try {
        const { link } = await context.services.shipperAccount.bookAgain(
          person,
          String(form.get('quoteId') ?? ''),
          context.clientAddress,
          language,
        );
        throw redirect(link, 303);
      } catch (error) {
        if (context.answerFor(error)?.code === 'not_found') throw pageNotFound(request, context);
        throw error;
      }
    });
  }
  // Only the form's own intent signs out: anything else is a request no form of this page sends.
  if (intent !== 'signOut') throw data(null, { status: 400 });
  await answeredAsPage(context, () => context.services.shipperAccount.signOut(shipperSessionOf(request)));
  throw redirect(signIn, { status: 303, headers: { 'Set-Cookie': shipperSessionCleared(context.secure) } });
}

export default function AccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <Transports {...loaderData} />
      <div className="container account">
        <AccountPeople
          people={loaderData.people}
          invited={loaderData.invited}
          owner={loaderData.may.people}
          outcome={actionData as PeopleOutcome | undefined}
        />
      </div>
    </PageTexts>
  );
}
