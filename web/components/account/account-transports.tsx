import { Form } from 'react-router';
import { LOCALE_OF } from '#src/domain/language.ts';
import { LIST_STATES } from '#src/domain/transport/where-the-goods-are.ts';
import { BUSINESS_TIME_ZONE } from '#src/domain/shipment/local-time.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';
import { countryName } from '../admin/labels.ts';
import { AccountNav } from './account-nav.tsx';
import type { Route } from '../../routes/+types/account';
import { Button, LinkButton } from '../ui/button.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Field } from '../ui/field.tsx';

/** A company's space, first page: its transports, searched and by status, a page at a time, with the month's statement and sign-out. */
export function Transports({
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
        <LinkButton href={`${home}/quote`}>{t('account.home.newQuote')}</LinkButton>
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
        <Field label={t('account.statement.month')}>
          {(control) => <input {...control} name="month" type="month" required defaultValue={month} />}
        </Field>
        <button type="submit">{t('account.statement.download')}</button>
        <button type="submit" formAction={`${home}/account/statement.pdf`}>
          {t('account.statement.downloadPdf')}
        </button>
      </form>
      <h2>{t('account.home.transports')}</h2>
      <Form method="get" className="account__filters">
        <Field label={t('account.home.search')}>
          {(control) => <input {...control} name="search" type="search" defaultValue={search} maxLength={100} />}
        </Field>
        <Field label={t('account.home.status')}>
          {(control) => (
            <select {...control} name="status" defaultValue={status}>
              <option value="">{t('account.home.allStatuses')}</option>
              {LIST_STATES.map((value) => (
                <option key={value} value={value}>
                  {t(`account.home.statuses.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">{t('account.home.apply')}</button>
      </Form>
      <p role="status">{t('account.home.count', { count: list.total })}</p>
      {list.rows.length === 0 ? (
        <EmptyState>{t('account.home.empty')}</EmptyState>
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
                <Button type="submit" aria-describedby={`transport-${row.quoteId}`}>
                  {t('account.home.bookAgain')}
                </Button>
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
