import { data } from 'react-router';
import { invoiceRowOf } from '../components/invoice-rows.server.ts';
import { invoiceStanding } from '../components/invoice-standing.ts';
import type { AddressFieldError } from '../components/account/address-form.tsx';
import { BillingSection } from '../components/account/billing-form.tsx';
import { readForm } from '../read-form.server.ts';
import { calendarDayIn, instantIn, moneyIn } from '#src/domain/formats.ts';
import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../components/use-language.ts';
import { AccountNav } from '../components/account/account-nav.tsx';
import { Field } from '../components/ui/field.tsx';
import { signedInPerson, offeredTo } from '../components/account/signed-in-person.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-invoices';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'accountInvoices');

const PAGE_SIZE = 20;
const STATUSES = ['paid', 'unpaid'] as const;

/**
 * The company's invoices and credit notes, paid or not (as the staff recorded it), each
 * as its Factur-X PDF and its CII XML. Every person of the account sees them.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args);
    const url = new URL(request.url);
    const status = STATUSES.find((one) => one === url.searchParams.get('status'));
    const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
    const [{ invoices, total }, billing] = await Promise.all([
      context.services.invoicing.ofAccount(person.accountId, { status, page, pageSize: PAGE_SIZE }),
      context.services.shipperAccount.billing.view(person),
    ]);
    return data(
      {
        company: person.company,
        owner: offeredTo(person).billing,
        integrations: offeredTo(person).integrations,
        billing: billing ?? null,
        status: status ?? null,
        page,
        pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
        invoices: invoices.map(invoiceRowOf),
        messages: pageMessages(params, ['pages.accountInvoices', 'account.nav', 'account.invoices', 'account.billing', 'countries']),
      },
      { headers: { 'Cache-Control': 'private, no-store' } },
    );
  });
}

/** The owner's billing details: saved (said on the page), each field at fault (400); a member is refused by the account's policy (404). */
export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const form = await readForm(request);
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args, { afterForm: true });
    const values = Object.fromEntries([...form.entries()].map(([name, value]) => [name, String(value)]));
    try {
      await context.services.shipperAccount.billing.save(person, values);
      return data({ saved: true });
    } catch (error) {
      if (context.answerFor(error)?.status === 400 && 'errors' in (error as object))
        return data({ errors: (error as { errors: AddressFieldError[] }).errors, values }, { status: 400 });
      throw error;
    }
  });
}

type Listed = Route.ComponentProps['loaderData']['invoices'][number];

export default function AccountInvoicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { home } = useLanguage();
  const failed = actionData && 'errors' in actionData ? actionData : undefined;
  return (
    <PageTexts messages={loaderData.messages}>
      <InvoiceList {...loaderData} />
      <div className="container account">
        <BillingSection
          billing={loaderData.billing}
          owner={loaderData.owner}
          action={`${home}/account/invoices`}
          saved={Boolean(actionData && 'saved' in actionData)}
          errors={failed?.errors}
          values={failed?.values}
        />
      </div>
    </PageTexts>
  );
}

function InvoiceList({ company, integrations, status, page, pages, invoices }: Route.ComponentProps['loaderData']) {
  const { t } = useTranslation();
  const { home, language } = useLanguage();
  const day = calendarDayIn(language, 'long');
  const instant = instantIn(language, 'long');
  const money = moneyIn(language);
  const state = (listed: Listed) => {
    const { key, values } = invoiceStanding(listed, { paidAt: (at) => instant.format(at), dueDate: (date) => day.format(date) });
    return t(`account.invoices.${key}`, values);
  };
  const pageLink = (to: number) => `${home}/account/invoices?${new URLSearchParams({ ...(status ? { status } : {}), page: String(to) })}`;
  return (
    <section className="container account" aria-labelledby="invoices-title">
      <AccountNav current="invoices" integrations={integrations} />
      <h1 id="invoices-title">{t('account.invoices.heading', { company })}</h1>
      <p>{t('account.invoices.intro')}</p>
      <form method="get" action={`${home}/account/invoices`} className="account__filters">
        <Field label={t('account.invoices.filter')}>
          {(control) => (
            <select {...control} name="status" defaultValue={status ?? ''}>
              <option value="">{t('account.invoices.filterAll')}</option>
              <option value="unpaid">{t('account.invoices.filterUnpaid')}</option>
              <option value="paid">{t('account.invoices.filterPaid')}</option>
            </select>
          )}
        </Field>
        <button type="submit">{t('account.invoices.apply')}</button>
      </form>
      {invoices.length === 0 ? (
        <p>{status ? t('account.invoices.emptyFiltered') : t('account.invoices.empty')}</p>
      ) : (
        <ul className="account__transports" aria-label={t('account.invoices.caption')}>
          {invoices.map((listed) => (
            <li key={listed.id}>
              <h2 className="account__invoice-title">
                {t(`account.invoices.kinds.${listed.kind}`)} {listed.number}
              </h2>
              <dl>
                <div>
                  <dt>{t('account.invoices.issued')}</dt>
                  <dd>{day.format(new Date(listed.issueDate))}</dd>
                </div>
                <div>
                  <dt>{t('account.invoices.transports')}</dt>
                  <dd>{listed.references.join(', ')}</dd>
                </div>
                <div>
                  <dt>{t('account.invoices.total')}</dt>
                  <dd>{money.format(listed.totalIncludingTax)}</dd>
                </div>
                <div>
                  <dt>{t('account.invoices.state')}</dt>
                  <dd>{state(listed)}</dd>
                </div>
              </dl>
              <ul className="account__documents" aria-label={t('account.invoices.documents')}>
                <li>
                  <a
                    href={`${home}/account/invoices/${listed.id}/pdf`}
                    download
                    aria-label={t('account.invoices.pdfOf', { number: listed.number })}
                  >
                    {t('account.invoices.pdf')}
                  </a>
                </li>
                <li>
                  <a
                    href={`${home}/account/invoices/${listed.id}/xml`}
                    download
                    aria-label={t('account.invoices.xmlOf', { number: listed.number })}
                  >
                    {t('account.invoices.xml')}
                  </a>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('account.invoices.caption')} className="account__pagination">
          {page > 1 && <a href={pageLink(page - 1)}>{t('account.invoices.previous')}</a>}
          {page < pages && <a href={pageLink(page + 1)}>{t('account.invoices.next')}</a>}
        </nav>
      )}
    </section>
  );
}
