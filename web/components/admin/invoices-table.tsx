import { CREDIT_REASON_MAX } from '#src/domain/invoicing/invoice.ts';
import { calendarDayIn, instantIn } from '#src/domain/formats.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from '../use-language.ts';
import { formatters } from '../ui/format.ts';
import { StaffForm } from './staff-form.tsx';
import { invoiceStanding } from '../invoice-standing.ts';
import type { Board, InvoiceRow, Staff } from './types.ts';
import type { StaffIntent } from './staff-intents.ts';
import { Disclosure } from '../ui/disclosure.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Table } from '../ui/table.tsx';

/**
 * The staff's invoices tab: every invoice and credit note with its payment, its PDF and
 * XML, "mark paid" and the credit note that cancels it; the accounting's CSV export.
 */
export function InvoicesTable({ invoices, staff, returnTo }: { invoices: NonNullable<Board['invoices']>; staff: Staff; returnTo: string }) {
  const { t } = useTranslation();
  const { language, home } = useLanguage();
  const format = formatters(language);
  const day = calendarDayIn(language, 'short');
  const paidDay = instantIn(language, 'short');
  const state = (row: InvoiceRow) => {
    const { key, values } = invoiceStanding(row, { paidAt: (instant) => paidDay.format(instant), dueDate: (date) => day.format(date) });
    return t(`adminUi.invoices.${key}`, values);
  };
  return (
    <>
      <form method="get" action={`${home}/admin`} className="admin__filters">
        <input type="hidden" name="tab" value="invoices" />
        <label htmlFor="invoices-status">{t('adminUi.invoices.filter')}</label>
        <select id="invoices-status" name="status" defaultValue={invoices.status ?? ''}>
          <option value="">{t('adminUi.invoices.filterAll')}</option>
          <option value="unpaid">{t('adminUi.invoices.filterUnpaid')}</option>
          <option value="paid">{t('adminUi.invoices.filterPaid')}</option>
        </select>
        <button type="submit">{t('adminUi.invoices.show')}</button>
        <a className="button" href={`/api/admin/invoices.csv?lang=${language}`} download>
          {t('adminUi.invoices.export')}
        </a>
      </form>
      {invoices.rows.length === 0 ? (
        <EmptyState className="admin__empty">{t('adminUi.empty')}</EmptyState>
      ) : (
        <Table
          caption={t('adminUi.invoices.tab')}
          className="admin__table"
          scrolls
          columns={[
            t('adminUi.invoices.number'),
            t('adminUi.invoices.issued'),
            t('adminUi.invoices.buyer'),
            t('adminUi.invoices.total'),
            t('adminUi.invoices.due'),
            t('adminUi.invoices.state'),
            t('adminUi.invoices.documents'),
            t('adminUi.columns.actions'),
          ]}
        >
          {invoices.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className="admin__invoice-number">
                {row.number}
                <br />
                <small>{t(`adminUi.invoices.kinds.${row.kind}`)}</small>
              </th>
              <td>{day.format(new Date(row.issueDate))}</td>
              <td>{row.buyer}</td>
              <td>{format.money(row.totalIncludingTax)}</td>
              <td>{row.kind === 'invoice' ? day.format(new Date(row.dueDate)) : ''}</td>
              <td>{state(row)}</td>
              <td>
                <a href={`/api/admin/invoices/${row.id}`} aria-label={t('adminUi.invoices.pdfOf', { number: row.number })}>
                  PDF
                </a>{' '}
                <a href={`/api/admin/invoices/${row.id}?format=xml`} aria-label={t('adminUi.invoices.xmlOf', { number: row.number })}>
                  XML
                </a>
              </td>
              <td>
                {row.kind === 'invoice' && row.cancelledBy && (
                  <InvoiceButton staff={staff} returnTo={returnTo} intent="invoiceAgain" invoiceId={row.id}>
                    {[t('adminUi.invoices.reissue'), t('adminUi.invoices.reissueOf', { number: row.number })]}
                  </InvoiceButton>
                )}
                {row.correctable && <CorrectedInvoice row={row} correctable={row.correctable} staff={staff} returnTo={returnTo} />}
                {row.kind === 'invoice' && !row.cancelledBy && !row.paidAt && (
                  <InvoiceButton staff={staff} returnTo={returnTo} intent="markInvoicePaid" invoiceId={row.id}>
                    {[t('adminUi.invoices.markPaid'), t('adminUi.invoices.markPaidOf', { number: row.number })]}
                  </InvoiceButton>
                )}
                {row.kind === 'invoice' && !row.cancelledBy && (
                  // Two steps and a reason: a credit note cancels the invoice for good.
                  <Disclosure
                    className="admin__credit-note"
                    summaryLabel={t('adminUi.invoices.creditNoteOf', { number: row.number })}
                    summary={t('adminUi.invoices.creditNote')}
                  >
                    <StaffForm staff={staff} to={returnTo} intent="issueCreditNote">
                      <input type="hidden" name="invoiceId" value={row.id} />
                      <label htmlFor={`credit-reason-${row.id}`}>{t('adminUi.invoices.creditReason')}</label>
                      <textarea id={`credit-reason-${row.id}`} name="reason" rows={2} required maxLength={CREDIT_REASON_MAX} />
                      <button type="submit" aria-label={t('adminUi.invoices.confirmCreditNoteOf', { number: row.number })}>
                        {t('adminUi.invoices.confirmCreditNote')}
                      </button>
                    </StaffForm>
                  </Disclosure>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </>
  );
}

const BUYER_FIELDS = [
  ['name', 200, true],
  ['company', 200, false],
  ['street', 200, true],
  ['postalCode', 16, true],
  ['city', 100, true],
] as const;

/**
 * A cancelled invoice's transports invoiced again, corrected: the buyer's name and address and each
 * line's amount as they were, to set right, and why (shown on the new invoice, which refers to this one).
 */
function CorrectedInvoice({
  row,
  correctable,
  staff,
  returnTo,
}: {
  row: InvoiceRow;
  correctable: NonNullable<InvoiceRow['correctable']>;
  staff: Staff;
  returnTo: string;
}) {
  const { t } = useTranslation();
  const id = `correct-${row.id}`;
  return (
    <Disclosure
      className="admin__credit-note"
      summaryLabel={t('adminUi.invoices.correctOf', { number: row.number })}
      summary={t('adminUi.invoices.correct')}
    >
      <StaffForm staff={staff} to={returnTo} intent="invoiceAgain">
        <input type="hidden" name="invoiceId" value={row.id} />
        {BUYER_FIELDS.map(([name, max, required]) => (
          <div key={name} className="admin__transport-field">
            <label htmlFor={`${id}-${name}`}>{t(`adminUi.invoices.buyerFields.${name}`)}</label>
            <input
              id={`${id}-${name}`}
              name={name}
              type="text"
              maxLength={max}
              required={required}
              defaultValue={correctable.buyer[name] ?? ''}
            />
          </div>
        ))}
        {correctable.lines.map((line, index) => (
          <div key={index} className="admin__transport-field">
            <label htmlFor={`${id}-amount${index}`}>{t('adminUi.invoices.lineAmount', { line: line.description })}</label>
            <input
              id={`${id}-amount${index}`}
              name={`amount${index}`}
              type="text"
              inputMode="decimal"
              pattern="\d{1,7}([.,]\d{1,2})?"
              required
              defaultValue={line.amount.toFixed(2)}
            />
          </div>
        ))}
        <div className="admin__transport-field">
          <label htmlFor={`${id}-reason`}>{t('adminUi.invoices.correctionReason')}</label>
          <textarea id={`${id}-reason`} name="reason" rows={2} required maxLength={CREDIT_REASON_MAX} />
        </div>
        <button type="submit" aria-label={t('adminUi.invoices.confirmCorrectionOf', { number: row.number })}>
          {t('adminUi.invoices.confirmCorrection')}
        </button>
      </StaffForm>
    </Disclosure>
  );
}

/** One invoice's button: its words, and the name that says which invoice (they begin alike, for voice control). */
function InvoiceButton({
  staff,
  returnTo,
  intent,
  invoiceId,
  children: [words, name],
}: {
  staff: Staff;
  returnTo: string;
  intent: Extract<StaffIntent, 'invoiceAgain' | 'markInvoicePaid'>;
  invoiceId: string;
  children: [string, string];
}) {
  return (
    <StaffForm staff={staff} to={returnTo} intent={intent}>
      <input type="hidden" name="invoiceId" value={invoiceId} />
      <button type="submit" aria-label={name}>
        {words}
      </button>
    </StaffForm>
  );
}
