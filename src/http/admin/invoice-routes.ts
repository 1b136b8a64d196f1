import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { InvoiceNotFound, invoiceSummaryOf } from '../../application/invoicing/invoice-documents.ts';
import { vatCategoryOf } from '../../domain/invoicing/vat-category.ts';
import { LOCALE_OF, type Language, parseLanguage } from '../../domain/language.ts';
import type { IssuedInvoice } from '../../ports/invoices.ts';
import { translate } from '../../i18n/translate.ts';
import { csvHeader, csvRows } from '../csv.ts';
import { csvSeparatorFor } from '../readable-csv.ts';
import { invoiceListQuery } from '../api-v1/contract.ts';
import { answeringRefusals, staffWrite } from './staff-request.ts';

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
export function invoiceRoutes(services: ApplicationServices): Router {
  const { invoicing } = services;
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
  router.get('/admin/invoices/:id', (req, res) =>
    answeringRefusals(res, async () => {
      const id = z.uuid().safeParse(req.params.id);
      if (!id.success) throw new InvoiceNotFound();
      if (req.query.format === 'xml') {
        const made = await invoicing.cii(id.data);
        if (!made) throw new InvoiceNotFound();
        return void res.type('application/xml').attachment(`${made.number}.xml`).send(made.xml);
      }
      const made = await invoicing.pdf(id.data);
      if (!made) throw new InvoiceNotFound();
      res.type('application/pdf').attachment(`${made.number}.pdf`).send(made.pdf);
    }),
  );

  // Refused (409, with why) for a credit note or a cancelled invoice.
  router.post(
    '/admin/invoices/:id/paid',
    staffWrite(
      services,
      'markInvoicePaid',
      (req) => ({ invoiceId: req.params.id }),
      (res, paid) => res.json(invoiceSummaryOf(paid)),
    ),
  );

  // The credit note says why: `{ reason }`, refused (400) without one.
  router.post(
    '/admin/invoices/:id/credit-note',
    staffWrite(
      services,
      'issueCreditNote',
      (req) => ({ invoiceId: req.params.id, reason: req.body?.reason }),
      (res, credit) => res.status(201).json(invoiceSummaryOf(credit)),
    ),
  );

  // A body with a `reason` corrects the new invoice (the buyer's name and address, `amount0`… per line).
  router.post(
    '/admin/invoices/:id/again',
    staffWrite(
      services,
      'invoiceAgain',
      (req) => {
        const body = (req.body ?? {}) as Record<string, unknown>;
        return { invoiceId: req.params.id, correction: 'reason' in body ? body : undefined };
      },
      (res, again) => res.status(201).json(invoiceSummaryOf(again)),
    ),
  );
  return router;
}
