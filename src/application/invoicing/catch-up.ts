import { parseLanguage } from '../../domain/language.ts';
import type { Clock } from '../../ports/clock.ts';
import type { InvoiceChannel } from '../../ports/invoice-channel.ts';
import type { Invoices } from '../../ports/invoices.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import { token } from '../../ports/token.ts';
import type { IssueInvoice, IssueMonthlyInvoices } from './issue-invoice.ts';
import { instantOf, wallClockAt } from '../../domain/shipment/local-time.ts';

/** What a run did; `failed` names what it could not do (tried again at the next run), the rest done all the same. */
export interface InvoicingRun {
  issued: number;
  transmitted: number;
  failed: Array<{ what: string; error: string }>;
}
export type CatchUpInvoicing = () => Promise<InvoicingRun>;
export const CatchUpInvoicing = token<CatchUpInvoicing>('CatchUpInvoicing');

/** How many of each are done in one run (every minute): a backlog drains, a run stays short. */
const BATCH = 20;

/** The first instant of the month `now` is in, in Paris. */
const monthStart = (now: Date) => instantOf({ date: `${wallClockAt(now).date.slice(0, 8)}01`, time: '00:00' });

/**
 * Run every minute: no delivery stays without its invoice (its own issuing failed: the
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
    const run: InvoicingRun = { issued: 0, transmitted: 0, failed: [] };
    // One that fails (a document gone, a channel refusing) is set aside for the next run: the others go on.
    const attempt = async (what: string, work: () => Promise<void>) => {
      try {
        await work();
      } catch (error) {
        run.failed.push({ what, error: error instanceof Error ? error.message : String(error) });
      }
    };
    for (const quoteRequestId of await deps.invoices.deliveredWithoutInvoice(BATCH))
      await attempt(`invoice of ${quoteRequestId}`, async () => {
        await deps.issue(quoteRequestId);
        run.issued += 1;
      });
    for (const { accountId, quoteRequestIds } of await deps.invoices.monthlyDue(monthStart(deps.clock.now()), BATCH))
      await attempt(`month's invoice of account ${accountId}`, async () => {
        run.issued += (await deps.issueMonthly(quoteRequestIds)).length;
      });
    for (const { id, invoice } of await deps.invoices.awaitingTransmission(BATCH))
      await attempt(`transmission of ${invoice.number}`, async () => {
        const pdf = await deps.renderer.invoice(invoice, parseLanguage(invoice.language) ?? 'fr');
        await deps.channel.send({ number: invoice.number, pdf: new Uint8Array(pdf) });
        await deps.invoices.markTransmitted(id, deps.clock.now());
        run.transmitted += 1;
      });
    return run;
  };
}
