import { Form, data, redirect } from 'react-router';
import { LOCALE_OF, parseLanguage } from '#src/domain/language.ts';
import { LIST_STATES } from '#src/domain/transport/where-the-goods-are.ts';
import { BUSINESS_TIME_ZONE, wallClockAt } from '#src/domain/shipment/local-time.ts';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { countryName } from '../components/admin/labels.ts';
import { shipperSessionCleared, shipperSessionOf } from '../cookies.server.ts';
import { personOf, offeredTo } from '../components/account/signed-in-person.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import { AccountPeople, type PeopleOutcome } from '../components/account/account-people.tsx';
import { AccountNav } from '../components/account/account-nav.tsx';
import type { Route } from './+types/account';

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

function Transports({
  person,
  may,
  search,
  status,
  list,
  month,
}: Pick<Route.ComponentProps['loaderData'], 'person' | 'may' | 'search' | 'status' | 'list' | 'month'>) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const locale = LOCALE_OF[language];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const created = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: BUSINESS_TIME_ZONE });
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  const pageLink = (page: number) =>
    `?${new URLSearchParams({ ...(search ? { search } : {}), ...(status ? { status } : {}), page: String(page) })}`;
  const place = (name: string, country: string) => `${name} (${countryName(t, country)})`;
  return (
    <section className="container account" aria-labelledby="account-title">
      <AccountNav current="transports" integrations={may.integrations} />
      <div className="account__bar">
        <h1 id="account-title">{t('account.home.heading', { company: person.company })}</h1>
        <p>{t('account.home.signedInAs', { email: person.email })}</p>
        <a className="button-primary" href={`${home}/quote`}>
          {t('account.home.newQuote')}
        </a>
        <Form method="post" action={`${home}/account`}>
          <input type="hidden" name="intent" value="signOut" />
          <button type="submit" className="button">
            {t('account.home.signOut')}
          </button>
        </Form>
      </div>
      <form method="get" action={`${home}/account/statement.csv`} className="account__filters" aria-labelledby="account-statement-title">
        <h2 id="account-statement-title" className="visually-hidden">
          {t('account.statement.heading')}
        </h2>
        <div className="field">
          <label htmlFor="statement-month">{t('account.statement.month')}</label>
          <input id="statement-month" name="month" type="month" required defaultValue={month} />
        </div>
        <button type="submit">{t('account.statement.download')}</button>
        <button type="submit" formAction={`${home}/account/statement.pdf`}>
          {t('account.statement.downloadPdf')}
        </button>
      </form>
      <h2>{t('account.home.transports')}</h2>
      <Form method="get" className="account__filters">
        <div className="field">
          <label htmlFor="account-search">{t('account.home.search')}</label>
          <input id="account-search" name="search" type="search" defaultValue={search} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="account-status">{t('account.home.status')}</label>
          <select id="account-status" name="status" defaultValue={status}>
            <option value="">{t('account.home.allStatuses')}</option>
            {LIST_STATES.map((value) => (
              <option key={value} value={value}>
                {t(`account.home.statuses.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('account.home.apply')}</button>
      </Form>
      <p role="status">{t('account.home.count', { count: list.total })}</p>
      {list.rows.length === 0 ? (
        <p>{t('account.home.empty')}</p>
      ) : (
        <ul className="account__transports">
          {list.rows.map((row) => (
            <li key={row.quoteId}>
              <h3 id={`transport-${row.quoteId}`}>
                <a href={row.link}>{t('account.home.open', { reference: row.reference })}</a>
              </h3>
              <dl>
                <div>
                  <dt>{t('account.home.columns.route')}</dt>
                  <dd>
                    {place(row.route.from, row.route.fromCountry)} → {place(row.route.to, row.route.toCountry)}
                  </dd>
                </div>
                <div>
                  <dt>{t('account.home.columns.pickup')}</dt>
                  <dd>{day.format(new Date(`${row.pickupDate}T00:00:00Z`))}</dd>
                </div>
                {row.poNumber && (
                  <div>
                    <dt>{t('account.home.columns.poNumber')}</dt>
                    <dd>{row.poNumber}</dd>
                  </div>
                )}
                <div>
                  <dt>{t('account.home.columns.status')}</dt>
                  <dd>{t(`account.home.statuses.${row.state}`)}</dd>
                </div>
                <div>
                  <dt>{t('account.home.columns.createdAt')}</dt>
                  <dd>{created.format(new Date(row.createdAt))}</dd>
                </div>
              </dl>
              {(row.documents.quote || row.documents.deliveryNote) && (
                <ul className="account__documents" aria-label={t('account.home.documents', { reference: row.reference })}>
                  {row.documents.quote && (
                    <li>
                      <a href={row.documents.quote} download>
                        {t('account.home.quoteDocument')}
                      </a>
                    </li>
                  )}
                  {row.documents.deliveryNote && (
                    <li>
                      <a href={row.documents.deliveryNote} download>
                        {t('account.home.deliveryNote')}
                      </a>
                    </li>
                  )}
                </ul>
              )}
              <Form method="post" action={`${home}/account`} className="account__again">
                <input type="hidden" name="intent" value="bookAgain" />
                <input type="hidden" name="quoteId" value={row.quoteId} />
                <button type="submit" className="button-primary" aria-describedby={`transport-${row.quoteId}`}>
                  {t('account.home.bookAgain')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('account.home.pagination.label')} className="account__pagination">
          {list.page > 1 && <a href={pageLink(list.page - 1)}>{t('account.home.pagination.previous')}</a>}
          <span>{t('account.home.pagination.status', { page: list.page, pages })}</span>
          {list.page < pages && <a href={pageLink(list.page + 1)}>{t('account.home.pagination.next')}</a>}
        </nav>
      )}
    </section>
  );
}
