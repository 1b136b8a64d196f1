import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ApplicationServices } from '../../composition/application-services.ts';
import { InvoiceNotFound, invoiceSummaryOf } from '../../application/invoicing/invoice-documents.ts';
import { parseInput } from '../../application/inputs/parse-input.ts';
import { requireKey } from './api-key-guard.ts';
import { callerOf } from '../actor.ts';
import { type ApiInvoice, invoiceListQuery } from './contract.ts';

const invoiceId = (req: Request) => {
  const id = z.uuid().safeParse(req.params.id);
  if (!id.success) throw new InvoiceNotFound();
  return id.data;
};

/** A business account's invoices and credit notes; another account's is 404. */
export function invoiceRoutes(services: Pick<ApplicationServices, 'api' | 'invoicing' | 'identify'>): Router {
  const router = Router();
  const keyed = requireKey(services);
  const { invoicing } = services;

  router.get('/invoices', keyed, async (req, res) => {
    const query = parseInput(invoiceListQuery, req.query);
    const { invoices, total } = await invoicing.ofAccount(callerOf(res).account.id, query);
    res.json({
      invoices: invoices.map((issued): ApiInvoice => invoiceSummaryOf(issued)),
      total,
      page: query.page,
      pageSize: query.pageSize,
    });
  });

  // JSON, the Factur-X PDF or the CII XML, as the Accept header asks.
  router.get('/invoices/:id', keyed, async (req, res) => {
    const account = callerOf(res).account.id;
    const wanted = req.accepts(['application/json', 'application/pdf', 'application/xml']);
    if (wanted === 'application/pdf') {
      const made = await invoicing.pdf(invoiceId(req), account);
      if (!made) throw new InvoiceNotFound();
      return void res.type('application/pdf').attachment(`${made.number}.pdf`).send(made.pdf);
    }
    if (wanted === 'application/xml') {
      const made = await invoicing.cii(invoiceId(req), account);
      if (!made) throw new InvoiceNotFound();
      return void res.type('application/xml').attachment(`${made.number}.xml`).send(made.xml);
    }
    res.json(invoiceSummaryOf(await invoicing.accountInvoice(account, invoiceId(req))) satisfies ApiInvoice);
  });
  return router;
}
