import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import type { Invoice } from '../../../domain/invoicing/invoice.ts';
import { invoiceNumber } from '../../../domain/invoicing/invoice.ts';
import type { Invoices, IssuedInvoice } from '../../../ports/invoices.ts';
import { timesHeld } from '../transport/times-held-sql.ts';
import { lockingWrites } from '../one-at-a-time.ts';
import { InvoiceEntity, InvoiceTransportEntity, OutboxMessageEntity, QuoteRequestEntity } from '../entities/index.ts';

/** When transport `request` (a column) was delivered: its delivery step's own time (the phone's or the agent's), the first recorded. */
const deliveredAt = (request: string) =>
  `select min((m.move->>'at')::timestamptz) as at from transport_moves m where m.quote_request_id = ${request} and m.kind = 'deliver'`;

interface Row {
  id: string;
  document: Invoice;
  quoteRequest: { id: string };
  accountId?: string | null;
  refersTo?: string | null;
  paidAt?: Date | null;
  createdAt: Date;
}

const issuedOf = (row: Row, transports: string[], cancelledBy: string | null = null): IssuedInvoice => ({
  id: row.id,
  invoice: row.document,
  quoteRequestIds: transports.length > 0 ? transports : [row.quoteRequest.id],
  accountId: row.accountId ?? null,
  refersTo: row.refersTo ?? null,
  paidAt: row.paidAt ?? null,
  cancelledBy,
  createdAt: row.createdAt,
});

/** The rows as issued: each with the transports it bills, an invoice with the number of the credit note that cancels it, if any. */
async function issuedWithCancellations(em: EntityManager, rows: Row[]): Promise<IssuedInvoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.filter((row) => row.document.kind === 'invoice').map((row) => row.id);
  const [credits, billed] = await Promise.all([
    ids.length === 0 ? [] : em.find(InvoiceEntity, { refersTo: { $in: ids } }, { fields: ['number', 'refersTo'] }),
    em.getConnection().execute<Array<{ invoice_id: string; quote_request_id: string }>>(
      // In the order they were billed: oldest delivery first, as the month's invoice lists them.
      `select t.invoice_id, t.quote_request_id from invoice_transports t
        where t.invoice_id in (${rows.map(() => '?').join(', ')})
        order by (${deliveredAt('t.quote_request_id')}), t.quote_request_id`,
      rows.map((row) => row.id),
      'all',
      // Inside a transaction, on its connection: another one from the pool, taken while this one
      // is held, would starve the pool when many such transactions wait on one lock.
      em.getTransactionContext(),
    ),
  ]);
  const cancelling = new Map(credits.map((credit) => [credit.refersTo!, credit.number]));
  const transports = Map.groupBy(billed, (link) => link.invoice_id);
  return rows.map((row) =>
    issuedOf(
      row,
      (transports.get(row.id) ?? []).map((link) => link.quote_request_id),
      cancelling.get(row.id) ?? null,
    ),
  );
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
  const locking = lockingWrites(root);
  return {
    async issue({ quoteRequestIds, accountId, kind, year, refersTo, draft, tell = () => [] }) {
      const [quoteRequestId] = quoteRequestIds;
      if (!quoteRequestId) throw new Error('an invoice bills at least one transport');
      return locking([...quoteRequestIds].sort().join(' '), async (em) => {
        // The requests locked first, in one order: a second issuing for one of them waits, then finds this one.
        await em.find(
          QuoteRequestEntity,
          { id: { $in: [...quoteRequestIds] } },
          { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
        );
        if (kind === 'invoice') {
          const [standing] = await em.getConnection().execute<Array<{ id: string }>>(
            `select i.id from invoices i join invoice_transports t on t.invoice_id = i.id
              where t.quote_request_id in (${quoteRequestIds.map(() => '?').join(', ')}) and i.kind = 'invoice'
                and not exists (select 1 from invoices c where c.refers_to = i.id)
              order by i.created_at limit 1`,
            [...quoteRequestIds],
            'all',
            em.getTransactionContext(),
          );
          if (standing) return (await issuedWithCancellations(em, [await em.findOneOrFail(InvoiceEntity, { id: standing.id })]))[0]!;
        } else {
          // One credit note cancels an invoice: a second click, or a second agent, finds the first.
          const already = await em.findOne(InvoiceEntity, { kind: 'creditNote', refersTo });
          if (already) return (await issuedWithCancellations(em, [already]))[0]!;
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
        for (const billed of quoteRequestIds) em.create(InvoiceTransportEntity, { invoice: row, quoteRequest: billed });
        await em.flush();
        const issued = issuedOf(row, [...quoteRequestIds]);
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
      // Not once a credit note cancels it (invoice-state.ts); the use case reads why.
      await root.getConnection().execute(
        `update invoices set paid_at = ? where id = ? and kind = 'invoice' and paid_at is null
              and not exists (select 1 from invoices c where c.refers_to = invoices.id)`,
        [at, id],
      );
      const em = root.fork();
      const row = await em.findOne(InvoiceEntity, { id, kind: 'invoice' });
      return row ? (await issuedWithCancellations(em, [row]))[0] : undefined;
    },
    async deliveredWithoutInvoice(limit) {
      const rows = await root.getConnection().execute<Array<{ id: string }>>(
        `select r.id from quote_requests r join quotes q on q.id = r.quote_id
          where exists (select 1 from transport_moves m where m.quote_request_id = r.id and m.kind = 'deliver')
            and not exists (select 1 from invoice_transports t where t.quote_request_id = r.id)
            and not exists (select 1 from account_billing b where b.account_id = q.account_id and b.invoicing = 'monthly')
            and not ${timesHeld('r.id')}
            and (r.buyer_address is not null or exists (select 1 from account_billing b where b.account_id = q.account_id))
          order by r.created_at limit ?`,
        [limit],
      );
      return rows.map((row) => row.id);
    },
    async monthlyDue(before, limit) {
      const rows = await root.getConnection().execute<Array<{ account_id: string; ids: string[] }>>(
        `select q.account_id, array_agg(r.id order by d.at, r.id) as ids
           from quote_requests r
           join quotes q on q.id = r.quote_id
           join account_billing b on b.account_id = q.account_id and b.invoicing = 'monthly'
           join lateral (${deliveredAt('r.id')}) d on d.at is not null
          where d.at < ? and not exists (select 1 from invoice_transports t where t.quote_request_id = r.id)
            and not ${timesHeld('r.id')}
          group by q.account_id order by min(d.at) limit ?`,
        [before, limit],
      );
      return rows.map((row) => ({ accountId: row.account_id, quoteRequestIds: row.ids }));
    },
    async awaitingTransmission(limit) {
      const em = root.fork();
      const rows = await em.find(InvoiceEntity, { transmittedAt: null }, { orderBy: { createdAt: 'asc', number: 'asc' }, limit });
      return issuedWithCancellations(em, rows);
    },
    async markTransmitted(id, at) {
      await root.getConnection().execute(`update invoices set transmitted_at = ? where id = ? and transmitted_at is null`, [at, id]);
    },
  };
}
