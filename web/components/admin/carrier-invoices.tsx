import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PurchaseDifference } from '#src/domain/carriers/purchase-invoice.ts';
import type { ReceivedPurchase } from '#src/ports/purchase-invoices.ts';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import { StaffForm } from './staff-form.tsx';
import type { PurchaseOutcome, Staff } from './types.ts';
import { PaymentTerms, TypeInForm, purchaseOutcomeText } from './purchase-forms.tsx';
import type { PurchaseCarrier } from '#src/ports/purchase-invoices.ts';
import { Disclosure } from '../ui/disclosure.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Field } from '../ui/field.tsx';
import { CarrierSelect } from './carrier-select.tsx';
import { Table } from '../ui/table.tsx';

type Translate = ReturnType<typeof useTranslation>['t'];

/** An invoice a transfer may pay: matched, unpaid, naming the account to pay. */
const transferable = (purchase: ReceivedPurchase) =>
  purchase.status === 'matched' && !purchase.paidOn && Boolean(purchase.data?.payeeAccount);

/**
 * The carriers' invoices Flash received, newest first: each with its due date, whether it fits
 * its orders (the differences that hold it), its file and "paid"; a form to record one received
 * otherwise (by email, on paper), and the accountants' purchases CSV.
 */
export function CarrierInvoices({
  purchases,
  dueBy,
  carriers,
  staff,
  returnTo,
  outcome,
}: {
  purchases: ReceivedPurchase[];
  /** the list is of those to pay by this day (this week's Sunday) */
  dueBy: string | null;
  carriers: PurchaseCarrier[];
  staff: Staff;
  returnTo: string;
  outcome: PurchaseOutcome | null;
}) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const format = formatters(language);
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="admin__carriers">
      <h2 id={`${id}-title`}>{t('adminUi.purchases.title')}</h2>
      {outcome && (
        <p role={outcome === 'done' ? 'status' : 'alert'} className={`notice${outcome === 'done' ? '' : ' notice--error'}`}>
          {purchaseOutcomeText(t, outcome)}
        </p>
      )}
      <nav aria-label={t('adminUi.purchases.views.label')} className="admin__tabs">
        <a href={viewOf(returnTo, null)} aria-current={dueBy ? undefined : 'page'}>
          {t('adminUi.purchases.views.all')}
        </a>
        <a href={viewOf(returnTo, 'week')} aria-current={dueBy ? 'page' : undefined}>
          {t('adminUi.purchases.views.week')}
        </a>
      </nav>
      {dueBy && (
        <p role="status">
          {purchases.length === 0
            ? t('adminUi.purchases.views.weekNone', { day: format.day(dueBy) })
            : t('adminUi.purchases.views.weekTotal', {
                day: format.day(dueBy),
                count: purchases.length,
                total: format.money(purchases.reduce((sum, purchase) => sum + (purchase.data?.totals.includingTax ?? 0), 0)),
              })}
        </p>
      )}
      <form id={`${id}-transfer`} method="get" action={`${home}/admin/purchases/transfer.xml`} className="admin__filters">
        <a className="button" href={`/api/admin/purchases.csv?lang=${language}`} download>
          {t('adminUi.purchases.export')}
        </a>
        {purchases.some(transferable) && <button type="submit">{t('adminUi.purchases.transfer')}</button>}
      </form>
      {purchases.length === 0 ? (
        <EmptyState className="admin__empty">{t('adminUi.purchases.none')}</EmptyState>
      ) : (
        <Table
          caption={t('adminUi.purchases.caption')}
          className="admin__table"
          scrolls
          columns={[
            t('adminUi.purchases.csv.carrier'),
            t('adminUi.purchases.csv.number'),
            t('adminUi.purchases.csv.issueDate'),
            t('adminUi.purchases.csv.excludingTax'),
            t('adminUi.purchases.csv.dueDate'),
            t('adminUi.purchases.csv.status'),
            t('adminUi.purchases.file'),
            t('adminUi.purchases.csv.paidOn'),
            t('adminUi.purchases.inTransfer'),
          ]}
        >
          {purchases.map((purchase) => (
            <tr key={purchase.id}>
              <th scope="row">{purchase.carrier.company}</th>
              <td>{purchase.data?.number ?? '—'}</td>
              <td>{purchase.data?.issueDate ?? '—'}</td>
              <td>{purchase.data ? format.money(purchase.data.totals.excludingTax) : '—'}</td>
              <td>{purchase.dueDate ?? '—'}</td>
              <td>
                {t(`adminUi.purchases.statuses.${purchase.status}`)}
                {purchase.contest && <Contest purchase={purchase} staff={staff} returnTo={returnTo} />}
                {purchase.status === 'toTypeIn' && <TypeInForm purchase={purchase} staff={staff} returnTo={returnTo} />}
                {purchase.differences.length > 0 && (
                  <ul>
                    {purchase.differences.map((difference, index) => (
                      <li key={index}>{differenceText(t, difference, format.money)}</li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <a href={`/api/admin/purchases/${purchase.id}/file`} download>
                  {purchase.file.name}
                </a>
              </td>
              <td>
                {purchase.paidOn ??
                  (purchase.status === 'matched' ? (
                    <StaffForm staff={staff} to={returnTo} intent="markPurchasePaid">
                      <input type="hidden" name="invoiceId" value={purchase.id} />
                      <button type="submit">
                        {t('adminUi.purchases.markPaid', { number: purchase.data?.number ?? '', carrier: purchase.carrier.company })}
                      </button>
                    </StaffForm>
                  ) : (
                    '—'
                  ))}
              </td>
              <td>
                {transferable(purchase) ? (
                  <input
                    type="checkbox"
                    name="id"
                    value={purchase.id}
                    form={`${id}-transfer`}
                    aria-label={t('adminUi.purchases.inTransferOf', {
                      number: purchase.data?.number ?? '',
                      carrier: purchase.carrier.company,
                    })}
                  />
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
      <Disclosure summary={t('adminUi.purchases.add')}>
        <StaffForm staff={staff} to={returnTo} intent="receivePurchaseInvoice" className="admin__status" encType="multipart/form-data">
          <CarrierSelect
            carriers={carriers}
            label={t('adminUi.purchases.csv.carrier')}
            hint={t('adminUi.purchases.carrierHint')}
            noneLabel={t('adminUi.purchases.sellerNamed')}
          />
          <Field label={t('adminUi.purchases.file')}>
            {(control) => <input {...control} name="file" type="file" required accept="application/pdf,application/xml,text/xml,.xml" />}
          </Field>
          <button type="submit">{t('adminUi.purchases.save')}</button>
        </StaffForm>
      </Disclosure>
      <PaymentTerms carriers={carriers} staff={staff} returnTo={returnTo} />
    </section>
  );
}

/** The staff page at the carriers' tab, all invoices or those to pay this week; no earlier form's outcome. */
function viewOf(here: string, view: 'week' | null): string {
  const url = new URL(here, 'http://staff.invalid');
  url.searchParams.delete('purchase');
  if (view) url.searchParams.set('purchases', view);
  else url.searchParams.delete('purchases');
  return `${url.pathname}${url.search}`;
}

/** A carrier's contest of a self-billed invoice: why, and staff's answer, or the form that gives it. */
function Contest({ purchase, staff, returnTo }: { purchase: ReceivedPurchase; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const contest = purchase.contest!;
  return (
    <div className="notice notice--warning">
      <p>{t('adminUi.purchases.contested', { reason: contest.reason })}</p>
      {contest.answer ? (
        <p>{t('adminUi.purchases.answered', { answer: contest.answer })}</p>
      ) : (
        <Disclosure summary={t('adminUi.purchases.answer', { number: purchase.data?.number ?? '' })}>
          <StaffForm staff={staff} to={returnTo} intent="answerPurchaseContest" className="admin__status">
            <input type="hidden" name="invoiceId" value={purchase.id} />
            <Field label={t('adminUi.purchases.answerText')}>
              {(control) => <textarea {...control} name="answer" required maxLength={1000} rows={3} />}
            </Field>
            <Field label={t('adminUi.purchases.correctedAmount')}>
              {(control) => <input {...control} name="amount" type="number" min={0.01} step={0.01} inputMode="decimal" />}
            </Field>
            <button type="submit" name="decision" value="correct">
              {t('adminUi.purchases.correct')}
            </button>{' '}
            <button type="submit" name="decision" value="keep">
              {t('adminUi.purchases.keep')}
            </button>
          </StaffForm>
        </Disclosure>
      )}
    </div>
  );
}

/** A difference that holds an invoice, in words: what the invoice says against what was ordered. */
function differenceText(t: Translate, difference: PurchaseDifference, money: (value: number) => string): string {
  switch (difference.kind) {
    case 'priceAbove':
      return t('adminUi.purchases.differences.priceAbove', {
        reference: difference.reference,
        invoiced: money(difference.invoiced),
        ordered: money(difference.ordered),
      });
    case 'totals':
      return t('adminUi.purchases.differences.totals', { lines: money(difference.lines), invoiced: money(difference.invoiced) });
    case 'noOrder':
      return t('adminUi.purchases.differences.noOrder');
    default: {
      const { kind, ...values } = difference;
      return t(`adminUi.purchases.differences.${kind}`, values as Record<string, string>);
    }
  }
}
