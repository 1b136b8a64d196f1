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

const issuedOf = (row: Row): IssuedInvoice => ({
  id: row.id,
  invoice: row.document,
  quoteRequestId: row.quoteRequest.id,
  accountId: row.accountId ?? null,
  refersTo: row.refersTo ?? null,
  paidAt: row.paidAt ?? null,
  createdAt: row.createdAt,
});

/** invoices in PostgreSQL: the number taken from invoice_sequences in the invoice's own transaction. */
export function sqlInvoices(root: EntityManager): Invoices {
  return {
    async issue({ quoteRequestId, accountId, kind, year, refersTo, draft, tell = () => [] }) {
      return root.fork().transactional(async (em) => {
        // The request locked first: a second issuing for it waits, then finds this one.
        await em.findOne(QuoteRequestEntity, { id: quoteRequestId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (kind === 'invoice') {
          const rows = await em.find(InvoiceEntity, { quoteRequest: quoteRequestId }, { orderBy: { createdAt: 'asc' } });
          const cancelled = new Set(rows.map((row) => row.refersTo).filter(Boolean));
          const standing = rows.find((row) => row.kind === 'invoice' && !cancelled.has(row.id));
          if (standing) return issuedOf(standing);
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
      const row = await root.fork().findOne(InvoiceEntity, { id });
      return row ? issuedOf(row) : undefined;
    },
    async ofAccount(accountId, { status, from, to, page, pageSize }) {
      // Days are the issue dates the documents state (Paris), as YYYY-MM-DD: compared as text.
      const where = {
        accountId,
        ...(status === 'paid' ? { paidAt: { $ne: null } } : status === 'unpaid' ? { paidAt: null } : {}),
        ...(from || to ? { document: { issueDate: { ...(from ? { $gte: from } : {}), ...(to ? { $lte: to } : {}) } } } : {}),
      };
      const [rows, total] = await root.fork().findAndCount(InvoiceEntity, where, {
        orderBy: { createdAt: 'desc', number: 'desc' },
        limit: pageSize,
        offset: (page - 1) * pageSize,
      });
      return { invoices: rows.map(issuedOf), total };
    },
    async deliveredWithoutInvoice(limit) {
      const rows = await root.getConnection().execute<Array<{ id: string }>>(
        `select r.id from quote_requests r
          where exists (select 1 from transport_moves m where m.quote_request_id = r.id and m.kind = 'deliver')
            and not exists (
              select 1 from invoices i where i.quote_request_id = r.id and i.kind = 'invoice'
                and not exists (select 1 from invoices c where c.refers_to = i.id))
          order by r.created_at limit ?`,
        [limit],
      );
      return rows.map((row) => row.id);
    },
    async awaitingTransmission(limit) {
      const rows = await root.fork().find(InvoiceEntity, { transmittedAt: null }, { orderBy: { createdAt: 'asc', number: 'asc' }, limit });
      return rows.map(issuedOf);
    },
    async markTransmitted(id, at) {
      await root.getConnection().execute(`update invoices set transmitted_at = ? where id = ? and transmitted_at is null`, [at, id]);
    },
    async ofRequest(quoteRequestId) {
      const rows = await root
        .fork()
        .find(InvoiceEntity, { quoteRequest: quoteRequestId }, { orderBy: { createdAt: 'asc', number: 'asc' } });
      return rows.map(issuedOf);
    },
  };
}
