import { Router, type Response } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { invoiceSummaryOf } from '../../application/invoicing/invoice-documents.ts';
import { vatCategoryOf } from '../../domain/invoicing/vat-category.ts';
import { LOCALE_OF, type Language, parseLanguage } from '../../domain/language.ts';
import type { IssuedInvoice } from '../../ports/invoices.ts';
import { translate } from '../../i18n/translate.ts';
import { csvHeader, csvRows } from '../csv.ts';
import { csvSeparatorFor } from '../readable-csv.ts';
import { invoiceListQuery } from '../api-v1/contract.ts';
import { readerLanguage } from '../messages.ts';
import { answeringRefusals } from './staff-request.ts';

const notFound = (res: Response) => void res.status(404).json({ error: 'not_found' });
const day = z.iso.date();
const exportQuery = z.object({ from: day.optional(), to: day.optional(), lang: z.string().optional() });

/** The accounting's columns, in order (adminUi.invoices.csv.*). */
const COLUMNS = [
  'number',
  'kind',
  'issueDate',
  'deliveryDate',
  'dueDate',
  'buyer',
  'buyerVat',
  'buyerSiren',
  'references',
  'refersTo',
  'currency',
  'excludingTax',
  'vatRate',
  'vat',
  'includingTax',
  'vatCase',
  'paidOn',
  'cancelledBy',
] as const;

/** One invoice as the accounting's line: days as YYYY-MM-DD, amounts with the language's decimal mark, the VAT case as its EN 16931 code. */
function accountingLine({ invoice, paidAt, cancelledBy }: IssuedInvoice, language: Language): string[] {
  const amount = new Intl.NumberFormat(LOCALE_OF[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const { buyer, totals, vat } = invoice;
  return [
    invoice.number,
    translate(language, `adminUi.invoices.kinds.${invoice.kind}`),
    invoice.issueDate,
    invoice.deliveryDate,
    invoice.dueDate,
    buyer.company ?? buyer.name,
    buyer.vatNumber ?? '',
    buyer.siren ?? '',
    [...new Set(invoice.lines.map((line) => line.reference))].join(' '),
    invoice.refersTo?.number ?? '',
    invoice.currency,
    amount.format(totals.excludingTax),
    amount.format(vat.rate * 100),
    amount.format(totals.vat),
    amount.format(totals.includingTax),
    vatCategoryOf(vat).code,
    paidAt ? paidAt.toISOString().slice(0, 10) : '',
    cancelledBy ?? '',
  ];
}

/**
 * The staff's invoices: the list (JSON), one as its Factur-X PDF or CII XML, a payment
 * recorded, a credit note issued, and the accounting's CSV export.
 */
export function invoiceRoutes(invoicing: ApplicationServices['invoicing']): Router {
  const router = Router();
  router.get('/admin/invoices', async (req, res) => {
    const { invoices, total } = await invoicing.all(invoiceListQuery.parse(req.query));
    res.json({ invoices: invoices.map((issued) => ({ ...invoiceSummaryOf(issued), cancelledBy: issued.cancelledBy })), total });
  });

  router.get('/admin/invoices.csv', async (req, res) => {
    const { from, to, lang } = exportQuery.parse(req.query);
    const language = parseLanguage(lang) ?? 'fr';
    const separator = csvSeparatorFor(language);
    const invoices = await invoicing.forAccounting({ from, to });
    res
      .type('text/csv; charset=utf-8')
      .attachment(`invoices-${from ?? 'start'}-${to ?? new Date().toISOString().slice(0, 10)}.csv`)
      .send(
        `${csvHeader(
          COLUMNS.map((column) => translate(language, `adminUi.invoices.csv.${column}`)),
          separator,
        )}${csvRows(
          invoices.map((issued) => accountingLine(issued, language)),
          separator,
        )}`,
      );
  });

  // The Factur-X PDF (in the invoice's language), or the CII XML (?format=xml).
  router.get('/admin/invoices/:id', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return notFound(res);
    if (req.query.format === 'xml') {
      const made = await invoicing.cii(id.data);
      return made ? void res.type('application/xml').attachment(`${made.number}.xml`).send(made.xml) : notFound(res);
    }
    const made = await invoicing.pdf(id.data);
    if (!made) return notFound(res);
    res.type('application/pdf').attachment(`${made.number}.pdf`).send(made.pdf);
  });

  // Refused (409, with why) for a credit note or a cancelled invoice.
  router.post('/admin/invoices/:id/paid', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return notFound(res);
    await answeringRefusals(res, async () => {
      const paid = await invoicing.markPaid(id.data);
      if (!paid) return notFound(res);
      res.json(invoiceSummaryOf(paid));
    });
  });

  // The credit note says why: `{ reason }`, refused (400) without one.
  router.post('/admin/invoices/:id/credit-note', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return notFound(res);
    const reason = z.object({ reason: z.string() }).safeParse(req.body);
    await answeringRefusals(
      res,
      async () => {
        const credit = await invoicing.creditNote(id.data, reason.success ? reason.data.reason : '');
        if (!credit) return notFound(res);
        res.status(201).json(invoiceSummaryOf(credit));
      },
      readerLanguage(req),
    );
  });

  // A body with a `reason` corrects the new invoice (the buyer's name and address, `amount0`… per line).
  router.post('/admin/invoices/:id/again', async (req, res) => {
    const id = z.uuid().safeParse(req.params.id);
    if (!id.success) return notFound(res);
    const body = (req.body ?? {}) as Record<string, unknown>;
    await answeringRefusals(
      res,
      async () => {
        const again = await invoicing.again(id.data, 'reason' in body ? body : undefined);
        if (!again) return notFound(res);
        res.status(201).json(invoiceSummaryOf(again));
      },
      readerLanguage(req),
    );
  });
  return router;
}
