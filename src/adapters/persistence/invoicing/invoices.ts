import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { Invoice } from '../../../domain/invoicing/invoice.ts';
import { invoiceNumber } from '../../../domain/invoicing/invoice.ts';
import type { Invoices, IssuedInvoice } from '../../../ports/invoices.ts';
import { InvoiceEntity, OutboxMessageEntity, QuoteRequestEntity } from '../entities/index.ts';

interface Row {
  id: string;
  document: Invoice;
  quoteRequest: { id: string };
  accountId?: string | null;
  refersTo?: string | null;
  paidAt?: Date | null;
  createdAt: Date;
}

const issuedOf = (row: Row, cancelledBy: string | null = null): IssuedInvoice => ({
  id: row.id,
  invoice: row.document,
  quoteRequestId: row.quoteRequest.id,
  accountId: row.accountId ?? null,
  refersTo: row.refersTo ?? null,
  paidAt: row.paidAt ?? null,
  cancelledBy,
  createdAt: row.createdAt,
});

/** The rows as issued, each invoice with the number of the credit note that cancels it, if any. */
async function issuedWithCancellations(em: EntityManager, rows: Row[]): Promise<IssuedInvoice[]> {
  const ids = rows.filter((row) => row.document.kind === 'invoice').map((row) => row.id);
  const credits = ids.length === 0 ? [] : await em.find(InvoiceEntity, { refersTo: { $in: ids } }, { fields: ['number', 'refersTo'] });
  const cancelling = new Map(credits.map((credit) => [credit.refersTo!, credit.number]));
  return rows.map((row) => issuedOf(row, cancelling.get(row.id) ?? null));
}

type Query = Parameters<Invoices['all']>[0];
/** A page of invoices, newest first; days are the issue dates the documents state (Paris), compared as text. */
async function pageOf(em: EntityManager, scope: { accountId?: string }, { status, from, to, page, pageSize }: Query) {
  // Unpaid is what is still owed: an invoice not paid that no credit note cancelled.
  const cancelled =
    status === 'unpaid'
      ? (await em.find(InvoiceEntity, { ...scope, kind: 'creditNote' }, { fields: ['refersTo'] })).map((row) => row.refersTo!)
      : [];
  const where = {
    ...scope,
    ...(status === 'paid'
      ? { paidAt: { $ne: null } }
      : status === 'unpaid'
        ? { kind: 'invoice' as const, paidAt: null, id: { $nin: cancelled } }
        : {}),
    ...(from || to ? { document: { issueDate: { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) } } } : {}),
  };
  const [rows, total] = await em.findAndCount(InvoiceEntity, where, {
    orderBy: { createdAt: 'desc', number: 'desc' },
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  return { invoices: await issuedWithCancellations(em, rows), total };
}

/** invoices in PostgreSQL: the number taken from invoice_sequences in the invoice's own transaction. */
export function sqlInvoices(root: EntityManager): Invoices {
  return {
    async issue({ quoteRequestId, accountId, kind, year, refersTo, draft, tell = () => [] }) {
      return root.fork().transactional(async (em) => {
        // The request locked first: a second issuing for it waits, then finds this one.
        await em.findOne(QuoteRequestEntity, { id: quoteRequestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const rows = await em.find(InvoiceEntity, { quoteRequest: quoteRequestId }, { orderBy: { createdAt: 'asc' } });
        if (kind === 'invoice') {
          const cancelled = new Set(rows.map((row) => row.refersTo).filter(Boolean));
          const standing = rows.find((row) => row.kind === 'invoice' && !cancelled.has(row.id));
          if (standing) return issuedOf(standing);
        } else {
          // One credit note cancels an invoice: a second click, or a second agent, finds the first.
          const already = rows.find((row) => row.kind === 'creditNote' && row.refersTo === refersTo);
          if (already) return issuedOf(already);
        }
        // The sequence's row stays locked until this transaction ends: numbers follow each other, and
        // a transaction that fails gives its number back with it.
        const [taken] = await em.getConnection().execute<Array<{ last: number }>>(
          `insert into invoice_sequences (kind, year, last) values (?, ?, 1)
               on conflict (kind, year) do update set last = invoice_sequences.last + 1 returning last`,
          [kind, year],
          'all',
          em.getTransactionContext(),
        );
        const invoice = draft(invoiceNumber(kind, year, taken!.last));
        const row = em.create(InvoiceEntity, {
          number: invoice.number,
          kind,
          quoteRequest: quoteRequestId,
          accountId,
          refersTo: refersTo ?? null,
          document: invoice,
          paidAt: null,
        });
        await em.flush();
        const issued = issuedOf(row);
        for (const notification of tell(issued)) em.create(OutboxMessageEntity, notification);
        await em.flush();
        return issued;
      });
    },
    async find(id) {
      const em = root.fork();
      const row = await em.findOne(InvoiceEntity, { id });
      return row ? (await issuedWithCancellations(em, [row]))[0] : undefined;
    },
    ofAccount: (accountId, query) => pageOf(root.fork(), { accountId }, query),
    all: (query) => pageOf(root.fork(), {}, query),
    async markPaid(id, at) {
      await root.getConnection().execute(`update invoices set paid_at = ? where id = ? and kind = 'invoice' and paid_at is null`, [at, id]);
      const em = root.fork();
      const row = await em.findOne(InvoiceEntity, { id, kind: 'invoice' });
      return row ? (await issuedWithCancellations(em, [row]))[0] : undefined;
    },
    async deliveredWithoutInvoice(limit) {
      const rows = await root.getConnection().execute<Array<{ id: string }>>(
        `select r.id from quote_requests r
          where exists (select 1 from transport_moves m where m.quote_request_id = r.id and m.kind = 'deliver')
            and not exists (select 1 from invoices i where i.quote_request_id = r.id)
          order by r.created_at limit ?`,
        [limit],
      );
      return rows.map((row) => row.id);
    },
    async awaitingTransmission(limit) {
      const rows = await root.fork().find(InvoiceEntity, { transmittedAt: null }, { orderBy: { createdAt: 'asc', number: 'asc' }, limit });
      return rows.map((row) => issuedOf(row));
    },
    async markTransmitted(id, at) {
      await root.getConnection().execute(`update invoices set transmitted_at = ? where id = ? and transmitted_at is null`, [at, id]);
    },
    async ofRequest(quoteRequestId) {
      const em = root.fork();
      const rows = await em.find(InvoiceEntity, { quoteRequest: quoteRequestId }, { orderBy: { createdAt: 'asc', number: 'asc' } });
      return issuedWithCancellations(em, rows);
    },
  };
}
