import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PortalInvoice } from '#src/application/carriers/carrier-portal.ts';
import type { ContestRefusal, PurchaseRefusal } from '#src/application/carriers/purchasing.ts';
import { calendarDayIn } from '#src/domain/formats.ts';
import { formatters } from '../ui/format.ts';
import { useLanguage } from '../use-language.ts';
import { Button } from '../ui/button.tsx';
import { Disclosure } from '../ui/disclosure.tsx';
import { EmptyState } from '../ui/empty-state.tsx';
import { Field } from '../ui/field.tsx';

/** What the invoice form came to: sent, no file chosen, or refused with why. */
export type InvoiceOutcome = 'sent' | 'missing' | PurchaseRefusal | null;

/** What a contest came to: sent, no reason given, or refused with why. */
export type ContestOutcome = { invoiceId: string; outcome: 'sent' | 'missing' | ContestRefusal } | null;

/**
 * The carrier's invoices to Flash, newest first: to be paid by when, paid on which day, held for a
 * difference (said), or being typed in; and the form that sends one (Factur-X, CII, UBL or a PDF).
 */
export function PortalInvoices({
  invoices,
  outcome,
  contestOutcome = null,
}: {
  invoices: PortalInvoice[];
  outcome: InvoiceOutcome;
  contestOutcome?: ContestOutcome;
}) {
  const { t, language } = useTranslation();
  const { home } = useLanguage();
  const money = formatters(language).money;
  const day = calendarDayIn(language, 'long');
  const date = (value: string) => day.format(new Date(`${value}T00:00:00Z`));
  const id = useId();
  const refused = outcome !== null && outcome !== 'sent';
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('carrier.portal.invoicesTitle')}</h2>
      {invoices.length === 0 ? (
        <EmptyState>{t('carrier.portal.noInvoices')}</EmptyState>
      ) : (
        <ul className="carrier-portal__list" aria-label={t('carrier.portal.invoicesTitle')}>
          {invoices.map((invoice) => (
            <li key={invoice.id}>
              <article aria-labelledby={`${id}-${invoice.id}`} className="carrier-portal__item">
                <h3 id={`${id}-${invoice.id}`}>
                  {invoice.selfBilled
                    ? t('carrier.portal.selfBilledHeading', { number: invoice.number ?? '' })
                    : (invoice.number ?? invoice.fileName)}
                </h3>
                <dl className="carrier-offer__facts">
                  {invoice.issueDate && (
                    <>
                      <dt>{t('carrier.portal.invoiceDate')}</dt>
                      <dd>{date(invoice.issueDate)}</dd>
                    </>
                  )}
                  {invoice.includingTax !== null && (
                    <>
                      <dt>{t('carrier.portal.invoiceTotal')}</dt>
                      <dd>{money(invoice.includingTax)}</dd>
                    </>
                  )}
                  <dt>{t('carrier.portal.invoiceStatus')}</dt>
                  <dd>{standing(t, invoice, date)}</dd>
                </dl>
                {invoice.status === 'held' && (
                  <ul aria-label={t('carrier.portal.invoiceHeldWhy')}>
                    {invoice.differences.map((difference, index) => (
                      <li key={index}>
                        {difference.kind === 'priceAbove'
                          ? t('carrier.portal.differences.priceAbove', {
                              reference: difference.reference,
                              invoiced: money(difference.invoiced),
                              ordered: money(difference.ordered),
                            })
                          : 'reference' in difference
                            ? t(`carrier.portal.differences.${difference.kind}`, { reference: difference.reference })
                            : t('carrier.portal.differences.other')}
                      </li>
                    ))}
                  </ul>
                )}
                {invoice.contest && (
                  <p>
                    {t('carrier.portal.contested', { reason: invoice.contest.reason })}{' '}
                    {invoice.contest.answer
                      ? t('carrier.portal.contestAnswered', { answer: invoice.contest.answer })
                      : t('carrier.portal.contestWaiting')}
                  </p>
                )}
                {contestOutcome?.invoiceId === invoice.id && (
                  <p role={contestOutcome.outcome === 'sent' ? 'status' : 'alert'} className="notice">
                    {contestOutcome.outcome === 'sent'
                      ? t('carrier.portal.contestSent')
                      : contestOutcome.outcome === 'missing'
                        ? t('carrier.portal.errors.required')
                        : t(`carrier.errors.contest.${contestOutcome.outcome}`)}
                  </p>
                )}
                {invoice.contestable && (
                  <Disclosure summary={t('carrier.portal.contest', { number: invoice.number ?? '' })}>
                    <form method="post">
                      <input type="hidden" name="intent" value="contestInvoice" />
                      <input type="hidden" name="invoiceId" value={invoice.id} />
                      <Field label={t('carrier.portal.contestReason')}>
                        {(control) => <textarea {...control} name="reason" required maxLength={1000} rows={3} />}
                      </Field>
                      <Button type="submit" className="drive__button">
                        {t('carrier.portal.contestSubmit')}
                      </Button>
                    </form>
                  </Disclosure>
                )}
                <p>
                  <a href={`${home}/carrier/invoices/${invoice.id}`} download>
                    {t('carrier.portal.invoiceFile', { name: invoice.fileName })}
                  </a>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
      <div role="status">{outcome === 'sent' && <p className="notice notice--success">{t('carrier.portal.invoiceSent')}</p>}</div>
      {refused && (
        <p role="alert" id={`${id}-error`} className="notice notice--error">
          {outcome === 'missing' ? t('carrier.portal.errors.required') : t(`carrier.errors.invoice.${outcome}`)}
        </p>
      )}
      <form method="post" encType="multipart/form-data">
        <input type="hidden" name="intent" value="uploadInvoice" />
        <Field label={t('carrier.portal.invoiceUpload')} hint={t('carrier.portal.invoiceHint')}>
          {(control) => (
            <input
              {...control}
              name="invoice"
              type="file"
              required
              accept="application/pdf,application/xml,text/xml,.xml"
              // The refusal is said above the form, where it is announced.
              aria-invalid={refused || undefined}
              aria-describedby={refused ? `${control['aria-describedby']} ${id}-error` : control['aria-describedby']}
            />
          )}
        </Field>
        <Button type="submit" className="drive__button">
          {t('carrier.portal.invoiceSubmit')}
        </Button>
      </form>
    </section>
  );
}

/** Where an invoice stands, in words: paid on, to be paid by, held, or being typed in. */
function standing(t: ReturnType<typeof useTranslation>['t'], invoice: PortalInvoice, date: (day: string) => string): string {
  if (invoice.paidOn) return t('carrier.portal.invoiceStatuses.paid', { date: date(invoice.paidOn) });
  if (invoice.status === 'matched') return t('carrier.portal.invoiceStatuses.toPay', { date: date(invoice.dueDate ?? '') });
  return t(`carrier.portal.invoiceStatuses.${invoice.status}`);
}
