import { Router } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { StaffRecordNotFound } from '../../application/admin/errors.ts';
import { LOCALE_OF, type Language, parseLanguage } from '../../domain/language.ts';
import { PURCHASE_STATUSES, type ReceivedPurchase } from '../../ports/purchase-invoices.ts';
import { translate } from '../../i18n/translate.ts';
import { csvHeader, csvRows } from '../csv.ts';
import { csvSeparatorFor } from '../readable-csv.ts';
import { scanHeaders } from '../scan-answer.ts';
import type { TypedPurchaseFields } from '../../application/carriers/typed-purchase.ts';
import { answeringRefusals, staffWrite } from './staff-request.ts';

const day = z.iso.date();
const listQuery = z.object({ status: z.enum(PURCHASE_STATUSES).optional(), dueBy: day.optional(), carrierId: z.uuid().optional() });
const exportQuery = z.object({ from: day.optional(), to: day.optional(), lang: z.string().optional() });

/** The accountants' columns, in order (adminUi.purchases.csv.*). */
const COLUMNS = [
  'issueDate',
  'carrier',
  'number',
  'jobs',
  'excludingTax',
  'vatCase',
  'vatRate',
  'vat',
  'includingTax',
  'dueDate',
  'status',
  'paidOn',
] as const;

/** One purchase as the accountants' line: days as YYYY-MM-DD, amounts with the language's decimal mark, the VAT case as its EN 16931 code. */
function purchaseLine(purchase: ReceivedPurchase, language: Language): string[] {
  const amount = new Intl.NumberFormat(LOCALE_OF[language], { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
  const { data } = purchase;
  return [
    data?.issueDate ?? '',
    purchase.carrier.company,
    data?.number ?? '',
    purchase.jobs.map((job) => job.reference).join(' '),
    data ? amount.format(data.totals.excludingTax) : '',
    data?.vat.category ?? '',
    data?.vat.percent === null || data?.vat.percent === undefined ? '' : amount.format(data.vat.percent),
    data ? amount.format(data.totals.vat) : '',
    data ? amount.format(data.totals.includingTax) : '',
    purchase.dueDate ?? '',
    translate(language, `adminUi.purchases.statuses.${purchase.status}`),
    purchase.paidOn ?? '',
  ];
}

/**
 * The carriers' invoices for staff: the list (JSON, by status, due by a day, of a carrier), one's
 * file as it came, a payment recorded, and the accountants' purchases CSV.
 */
export function purchaseRoutes(services: ApplicationServices): Router {
  const { purchasing } = services.carriers;
  const router = Router();
  router.get('/admin/purchases', async (req, res) => {
    res.set('Cache-Control', 'no-store').json({ purchases: await purchasing.list(listQuery.parse(req.query)) });
  });

  router.get('/admin/purchases.csv', async (req, res) => {
    const { from, to, lang } = exportQuery.parse(req.query);
    const language = parseLanguage(lang) ?? 'fr';
    const separator = csvSeparatorFor(language);
    const purchases = (await purchasing.list({ from, to })).reverse();
    res
      .type('text/csv; charset=utf-8')
      .attachment(`purchases-${from ?? 'start'}-${to ?? new Date().toISOString().slice(0, 10)}.csv`)
      .send(
        `${csvHeader(
          COLUMNS.map((column) => translate(language, `adminUi.purchases.csv.${column}`)),
          separator,
        )}${csvRows(
          purchases.map((purchase) => purchaseLine(purchase, language)),
          separator,
        )}`,
      );
  });

  // The file as the carrier sent it: a download, never shown in the page's origin.
  router.get('/admin/purchases/:id/file', (req, res) =>
    answeringRefusals(res, async () => {
      const file = await purchasing.file(req.params.id);
      if (!file) throw new StaffRecordNotFound('purchaseInvoice');
      res.set(scanHeaders(file)).send(Buffer.from(file.bytes));
    }),
  );

  // The answer to a carrier's contest: { decision: 'keep' | 'correct', answer, amount }.
  router.post(
    '/admin/purchases/:id/contest-answer',
    staffWrite(
      services,
      'answerPurchaseContest',
      (req) => ({ invoiceId: req.params.id, answer: (req.body ?? {}) as Record<string, unknown> }),
      (res, answered) => res.json(answered),
    ),
  );

  // A plain PDF's data: { number, issueDate, dueDate?, orderReference, excludingTax, vat }.
  router.post(
    '/admin/purchases/:id/typed',
    staffWrite(
      services,
      'typeInPurchaseInvoice',
      (req) => ({ invoiceId: req.params.id, fields: (req.body ?? {}) as TypedPurchaseFields }),
      (res, typed) => res.json(typed),
    ),
  );

  // A carrier's payment term: { days } from 0 to 30.
  router.post(
    '/admin/carriers/:id/payment-term',
    staffWrite(
      services,
      'setCarrierPaymentTerm',
      (req) => ({ carrierId: req.params.id, days: (req.body as { days?: unknown } | undefined)?.days }),
      (res, carrier) => res.json(carrier),
    ),
  );

  // Refused (409, with why) while it is held or not typed in.
  router.post(
    '/admin/purchases/:id/paid',
    staffWrite(
      services,
      'markPurchasePaid',
      (req) => ({ invoiceId: req.params.id }),
      (res, paid) => res.json(paid),
    ),
  );
  return router;
}
