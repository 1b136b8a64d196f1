import { parseLanguage } from '../../domain/language.ts';
import type { Clock } from '../../ports/clock.ts';
import type { InvoiceChannel } from '../../ports/invoice-channel.ts';
import type { Invoices } from '../../ports/invoices.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import { token } from '../../ports/token.ts';
import type { IssueInvoice, IssueMonthlyInvoices } from './issue-invoice.ts';
import { instantOf, wallClockAt } from '../../domain/shipment/local-time.ts';

export type CatchUpInvoicing = () => Promise<{ issued: number; transmitted: number }>;
export const CatchUpInvoicing = token<CatchUpInvoicing>('CatchUpInvoicing');

/** How many of each are done in one run (every minute): a backlog drains, a run stays short. */
const BATCH = 20;

/** The first instant of the month `now` is in, in Paris. */
const monthStart = (now: Date) => instantOf({ date: `${wallClockAt(now).date.slice(0, 8)}01`, time: '00:00' });

/**
 * Issue 53, run every minute: no delivery stays without its invoice (its own issuing failed: the
 * database was away, the process stopped); once a month is over, each account invoiced monthly
 * gets its month's invoice; and every invoice and credit note reaches the e-invoicing channel,
 * once, as Factur-X in its buyer's language; one the channel refuses is tried again at the next run.
 */
export function makeCatchUpInvoicing(deps: {
  invoices: Pick<Invoices, 'deliveredWithoutInvoice' | 'monthlyDue' | 'awaitingTransmission' | 'markTransmitted'>;
  issue: IssueInvoice;
  issueMonthly: IssueMonthlyInvoices;
  renderer: Pick<QuoteDocumentRenderer, 'invoice'>;
  channel: InvoiceChannel;
  clock: Clock;
}): CatchUpInvoicing {
  return async () => {
    let issued = 0;
    for (const quoteRequestId of await deps.invoices.deliveredWithoutInvoice(BATCH)) {
      await deps.issue(quoteRequestId);
      issued += 1;
    }
    for (const { quoteRequestIds } of await deps.invoices.monthlyDue(monthStart(deps.clock.now()), BATCH))
      issued += (await deps.issueMonthly(quoteRequestIds)).length;
    let transmitted = 0;
    for (const { id, invoice } of await deps.invoices.awaitingTransmission(BATCH)) {
      const pdf = await deps.renderer.invoice(invoice, parseLanguage(invoice.language) ?? 'fr');
      await deps.channel.send({ number: invoice.number, pdf: new Uint8Array(pdf) });
      await deps.invoices.markTransmitted(id, deps.clock.now());
      transmitted += 1;
    }
    return { issued, transmitted };
  };
}
