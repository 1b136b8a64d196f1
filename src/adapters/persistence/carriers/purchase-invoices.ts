import type { EntityManager } from '@mikro-orm/postgresql';
import { v7 as uuidv7 } from 'uuid';
import type { PurchaseDifference, PurchaseFormat, PurchaseInvoiceData } from '../../../domain/carriers/purchase-invoice.ts';
import { PURCHASE_PAYMENT_DAYS } from '../../../domain/carriers/purchase-invoice.ts';
import type {
  NewPurchase,
  PurchaseCarrier,
  PurchaseInvoices,
  PurchaseSource,
  PurchaseStatus,
  ReceivedPurchase,
} from '../../../ports/purchase-invoices.ts';
import { transportStateSql } from '../transport/transport-state-sql.ts';
import { deliveredAtSql } from '../transport/delivered-at-sql.ts';
import { OutboxMessageEntity } from '../entities/index.ts';

type Row = Record<string, unknown>;

/** A self-billed job another instance billed first, or is billing now: its transaction is undone, number and all. */
class BilledElsewhere extends Error {
  override name = 'BilledElsewhere';
}

const day = (value: unknown) => (value === null || value === undefined ? null : String(value).slice(0, 10));

const CARRIER = `select id, company, country, payment_days from carriers`;

const carrierOf = (row: Row): PurchaseCarrier => ({
  id: String(row.id),
  company: String(row.company),
  country: String(row.country),
  paymentDays: Number(row.payment_days ?? PURCHASE_PAYMENT_DAYS),
});

/** An invoice with its carrier's name and the jobs it bills, in one statement; never the file's bytes. */
const PURCHASE = `select i.id, i.created_at, i.carrier_id, c.company, i.received_via, i.format, i.file_name, i.file_type, i.data,
       i.due_date::text, i.status, i.differences, i.paid_on::text, i.contested_at, i.contest_reason, i.contest_answer, i.answered_at,
       i.refers_to,
       coalesce((select jsonb_agg(jsonb_build_object('quoteRequestId', j.quote_request_id, 'reference', q.reference, 'amount', j.amount)
                                  order by q.reference)
                   from purchase_invoice_jobs j join quote_requests r on r.id = j.quote_request_id join quotes q on q.id = r.quote_id
                  where j.invoice_id = i.id), '[]'::jsonb) as jobs
  from purchase_invoices i join carriers c on c.id = i.carrier_id`;

const purchaseOf = (row: Row): ReceivedPurchase => ({
  id: String(row.id),
  receivedAt: new Date(String(row.created_at)).toISOString(),
  carrier: { id: String(row.carrier_id), company: String(row.company) },
  receivedVia: row.received_via as PurchaseSource,
  format: row.format as PurchaseFormat,
  file: { name: String(row.file_name), type: String(row.file_type) },
  data: (row.data ?? null) as PurchaseInvoiceData | null,
  dueDate: day(row.due_date),
  status: row.status as PurchaseStatus,
  differences: row.differences as PurchaseDifference[],
  jobs: (row.jobs as Array<{ quoteRequestId: string; reference: string; amount: number | string }>).map((job) => ({
    ...job,
    amount: Number(job.amount),
  })),
  paidOn: day(row.paid_on),
  contest: row.contested_at
    ? {
        at: new Date(String(row.contested_at)).toISOString(),
        reason: String(row.contest_reason),
        answer: row.contest_answer === null ? null : String(row.contest_answer),
        answeredAt: row.answered_at === null ? null : new Date(String(row.answered_at)).toISOString(),
      }
    : null,
  refersTo: row.refers_to === null || row.refers_to === undefined ? null : String(row.refers_to),
});

/** One invoice and the jobs it bills, in the transaction `em` holds. */
async function insertPurchase(em: EntityManager, id: string, purchase: NewPurchase) {
  const run = (query: string, values: unknown[]) => em.getConnection().execute(query, values, 'run', em.getTransactionContext());
  const { data } = purchase;
  const staff = purchase.by && 'staffUserId' in purchase.by ? purchase.by.staffUserId : null;
  const person = purchase.by && 'carrierPersonId' in purchase.by ? purchase.by.carrierPersonId : null;
  await run(
    `insert into purchase_invoices (id, created_at, carrier_id, received_via, uploaded_by_id, recorded_by_id, format, file_name,
                                    file_type, file_bytes, number, issue_date, due_date, data, excluding_tax, vat, including_tax,
                                    status, differences, refers_to)
     values (?, now(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      id,
      purchase.carrierId,
      purchase.receivedVia,
      person,
      staff,
      purchase.format,
      purchase.file.name.slice(0, 200),
      purchase.file.type.slice(0, 60),
      Buffer.from(purchase.file.bytes),
      data?.number ?? null,
      data?.issueDate ?? null,
      purchase.dueDate,
      data ? JSON.stringify(data) : null,
      data?.totals.excludingTax.toFixed(2) ?? null,
      data?.totals.vat.toFixed(2) ?? null,
      data?.totals.includingTax.toFixed(2) ?? null,
      purchase.status,
      JSON.stringify(purchase.match.differences),
      purchase.refersTo ?? null,
    ],
  );
  await insertJobs(em, id, purchase.match.jobs);
  const messages = purchase.tell?.(id) ?? [];
  for (const message of messages) em.create(OutboxMessageEntity, message);
  if (messages.length > 0) await em.flush();
}

/** The jobs an invoice bills, each with its amount excl. VAT, in the caller's transaction. */
async function insertJobs(em: EntityManager, invoiceId: string, jobs: NewPurchase['match']['jobs']) {
  for (const job of jobs)
    await em
      .getConnection()
      .execute(
        `insert into purchase_invoice_jobs (invoice_id, quote_request_id, amount) values (?, ?, ?)`,
        [invoiceId, job.quoteRequestId, job.amount.toFixed(2)],
        'run',
        em.getTransactionContext(),
      );
}

/**
 * Holds a carrier's self-billed series for the year until the transaction ends, waiting for the
 * instance that holds it, or not; false when it was not taken.
 */
async function holdSeries(em: EntityManager, carrierId: string, year: number, how: 'waiting' | 'unlessHeld'): Promise<boolean> {
  const [held] = await em
    .getConnection()
    .execute<Array<{ taken: boolean }>>(
      how === 'waiting'
        ? `select true as taken from pg_advisory_xact_lock(hashtextextended(?, 0))`
        : `select pg_try_advisory_xact_lock(hashtextextended(?, 0)) as taken`,
      [`self-billing:${carrierId}:${year}`],
      'all',
      em.getTransactionContext(),
    );
  return held!.taken;
}

/** The next number of a carrier's self-billed series for the year; its row stays locked until the transaction ends. */
async function nextInSeries(em: EntityManager, carrierId: string, year: number): Promise<number> {
  const [next] = await em.getConnection().execute<Array<{ last: number }>>(
    `insert into self_billing_sequences (carrier_id, year, last) values (?, ?, 1)
     on conflict (carrier_id, year) do update set last = self_billing_sequences.last + 1 returning last`,
    [carrierId, year],
    'all',
    em.getTransactionContext(),
  );
  return Number(next!.last);
}

/** purchase_invoices and purchase_invoice_jobs, in PostgreSQL. */
export function sqlPurchaseInvoices(root: EntityManager): PurchaseInvoices {
  const sql = <T extends Row>(query: string, values: unknown[] = []) => root.getConnection().execute<T[]>(query, values);
  const find = async (id: string) => {
    const [row] = await sql(`${PURCHASE} where i.id = ?`, [id]);
    return row ? purchaseOf(row) : undefined;
  };
  return {
    async carrierNamed({ vatNumber, siren }) {
      const vat = vatNumber?.replace(/\s/g, '').toUpperCase() || null;
      const company = siren?.replace(/\s/g, '') || null;
      if (!vat && !company) return undefined;
      const [row] = await sql(`${CARRIER} where (?::text is not null and vat_number = ?) or (?::text is not null and siren = ?) limit 1`, [
        vat,
        vat,
        company,
        company,
      ]);
      return row ? carrierOf(row) : undefined;
    },

    async carrier(carrierId) {
      const [row] = await sql(`${CARRIER} where id = ?`, [carrierId]);
      return row ? carrierOf(row) : undefined;
    },

    async jobsOf(carrierId) {
      const rows = await sql(
        `select a.quote_request_id, q.reference, a.price::text, ${transportStateSql('r')} = 'delivered' as delivered,
                (select i.number from purchase_invoice_jobs j join purchase_invoices i on i.id = j.invoice_id
                  where j.quote_request_id = a.quote_request_id and i.carrier_id = a.carrier_id
                  order by i.created_at limit 1) as invoiced_by
           from carrier_awards a join quote_requests r on r.id = a.quote_request_id join quotes q on q.id = r.quote_id
          where a.carrier_id = ?`,
        [carrierId],
      );
      return rows.map((row) => ({
        quoteRequestId: String(row.quote_request_id),
        reference: String(row.reference),
        price: Number(row.price),
        delivered: row.delivered === true,
        invoicedBy: row.invoiced_by === null || row.invoiced_by === undefined ? null : String(row.invoiced_by),
      }));
    },

    async record(purchase) {
      const id = uuidv7();
      try {
        await root.fork().transactional(async (em) => insertPurchase(em, id, purchase));
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505') return 'duplicate';
        throw error;
      }
      return (await find(id))!;
    },

    async list(query) {
      const conditions: Array<[string, unknown]> = [
        ['i.status = ?', query.status],
        ['i.carrier_id = ?', query.carrierId],
        ['i.paid_on is null and i.due_date <= ?', query.dueBy],
        ['coalesce(i.issue_date, i.created_at::date) >= ?', query.from],
        ['coalesce(i.issue_date, i.created_at::date) <= ?', query.to],
      ];
      const given = conditions.filter(([, value]) => value !== undefined);
      const where = given.map(([condition]) => condition);
      const values = given.map(([, value]) => value);
      const rows = await sql(
        `${PURCHASE} ${where.length > 0 ? `where ${where.join(' and ')}` : ''} order by coalesce(i.issue_date, i.created_at::date) desc, i.id desc limit 500`,
        values,
      );
      return rows.map(purchaseOf);
    },

    find,

    async file(id) {
      const [row] = await sql(`select carrier_id, file_name, file_type, file_bytes from purchase_invoices where id = ?`, [id]);
      return row
        ? {
            carrierId: String(row.carrier_id),
            name: String(row.file_name),
            type: String(row.file_type),
            bytes: new Uint8Array(row.file_bytes as Buffer),
          }
        : undefined;
    },

    async mandateOf(carrierId) {
      const [row] = await sql(
        `select version, accepted_at, accepted_by_id from self_billing_mandates where carrier_id = ? and revoked_at is null
          order by accepted_at desc limit 1`,
        [carrierId],
      );
      return row
        ? {
            version: String(row.version),
            acceptedAt: new Date(String(row.accepted_at)).toISOString(),
            acceptedBy: row.accepted_by_id === null ? null : String(row.accepted_by_id),
          }
        : undefined;
    },

    async acceptMandate(carrierId, personId, version, at) {
      // One consent in force at a time: given again while one is, nothing changes.
      await sql(
        `insert into self_billing_mandates (id, carrier_id, version, accepted_at, accepted_by_id)
         select ?, ?, ?, ?, ? where not exists (select 1 from self_billing_mandates where carrier_id = ? and revoked_at is null)`,
        [uuidv7(), carrierId, version, at, personId, carrierId],
      );
    },

    async revokeMandate(carrierId, personId, at) {
      await sql(`update self_billing_mandates set revoked_at = ?, revoked_by_id = ? where carrier_id = ? and revoked_at is null`, [
        at,
        personId,
        carrierId,
      ]);
    },

    async awaitingSelfBilling(limit) {
      const rows = await sql(
        `select a.carrier_id, a.quote_request_id, q.reference, a.price::text, r.departure_location, r.arrival_location,
                to_char(${deliveredAtSql('m')} at time zone 'Europe/Paris', 'YYYY-MM-DD') as delivered_on
           from carrier_awards a
           join quote_requests r on r.id = a.quote_request_id
           join quotes q on q.id = r.quote_id
           join transport_moves m on m.quote_request_id = a.quote_request_id and m.kind = 'deliver'
          where exists (select 1 from self_billing_mandates s where s.carrier_id = a.carrier_id and s.revoked_at is null)
            and not exists (select 1 from purchase_invoice_jobs j where j.quote_request_id = a.quote_request_id)
          order by m.created_at limit ?`,
        [limit],
      );
      return rows.map((row) => ({
        carrierId: String(row.carrier_id),
        job: {
          quoteRequestId: String(row.quote_request_id),
          reference: String(row.reference),
          from: String(row.departure_location),
          to: String(row.arrival_location),
          deliveredOn: String(row.delivered_on),
          price: Number(row.price),
        },
      }));
    },

    async recordSelfBilled(carrierId, year, quoteRequestId, make) {
      const id = uuidv7();
      const made = await root
        .fork()
        .transactional(async (em) => {
          const run = <T extends Row>(query: string, values: unknown[]) =>
            em.getConnection().execute<T[]>(query, values, 'all', em.getTransactionContext());
          // The invoice is drawn up (its PDF rendered) while the series is held: a second instance
          // does not wait behind it, it leaves the carrier to the first (or to the next round).
          if (!(await holdSeries(em, carrierId, year, 'unlessHeld'))) throw new BilledElsewhere();
          const next = await nextInSeries(em, carrierId, year);
          const [billed] = await run(`select 1 from purchase_invoice_jobs where quote_request_id = ?`, [quoteRequestId]);
          if (billed) {
            // Given back: the number is not used (the transaction's end undoes the increment).
            throw new BilledElsewhere();
          }
          await insertPurchase(em, id, await make(next));
          return true;
        })
        .catch((error: unknown) => {
          if ((error as Error).name === 'BilledElsewhere') return false;
          throw error;
        });
      return made ? find(id) : undefined;
    },

    async recordCorrection(invoiceId, year, make, answer) {
      const [creditId, correctedId] = [uuidv7(), uuidv7()];
      const done = await root.fork().transactional(async (em) => {
        const run = <T extends Row>(query: string, values: unknown[]) =>
          em.getConnection().execute<T[]>(query, values, 'all', em.getTransactionContext());
        // Answered once: the invoice's row is locked and must still wait for its answer.
        const [open] = await run<{ carrier_id: string }>(
          `select carrier_id from purchase_invoices where id = ? and contested_at is not null and answered_at is null and paid_on is null for update`,
          [invoiceId],
        );
        if (!open) return false;
        await holdSeries(em, open.carrier_id, year, 'waiting');
        const first = await nextInSeries(em, open.carrier_id, year);
        const second = await nextInSeries(em, open.carrier_id, year);
        const [credit, corrected] = await make([first, second]);
        await insertPurchase(em, creditId, credit);
        await insertPurchase(em, correctedId, corrected);
        await run(
          `update purchase_invoices set status = 'cancelled', contest_answer = ?, answered_at = ?, answered_by_id = ? where id = ?`,
          [answer.text, answer.at, answer.staffUserId, invoiceId],
        );
        return true;
      });
      return done ? find(correctedId) : undefined;
    },

    async contest(invoiceId, { reason, at, personId }) {
      await sql(
        `update purchase_invoices set contested_at = ?, contest_reason = ?, contested_by_id = ? where id = ? and contested_at is null`,
        [at, reason, personId, invoiceId],
      );
    },

    async answerContest(invoiceId, { text, at, staffUserId }) {
      await sql(
        `update purchase_invoices set contest_answer = ?, answered_at = ?, answered_by_id = ? where id = ? and contested_at is not null and answered_at is null`,
        [text, at, staffUserId, invoiceId],
      );
    },

    async typeIn(id, { data, dueDate, status, match }, staffUserId) {
      try {
        const typed = await root.fork().transactional(async (em) => {
          const run = <T extends Row>(query: string, values: unknown[]) =>
            em.getConnection().execute<T[]>(query, values, 'all', em.getTransactionContext());
          const [row] = await run(
            `update purchase_invoices set number = ?, issue_date = ?, due_date = ?, data = ?, excluding_tax = ?, vat = ?,
                    including_tax = ?, status = ?, differences = ?, recorded_by_id = coalesce(recorded_by_id, ?)
              where id = ? and status = 'toTypeIn' returning id`,
            [
              data!.number,
              data!.issueDate,
              dueDate,
              JSON.stringify(data),
              data!.totals.excludingTax.toFixed(2),
              data!.totals.vat.toFixed(2),
              data!.totals.includingTax.toFixed(2),
              status,
              JSON.stringify(match.differences),
              staffUserId,
              id,
            ],
          );
          if (!row) return false;
          await insertJobs(em, id, match.jobs);
          return true;
        });
        return typed ? find(id) : undefined;
      } catch (error) {
        if ((error as { code?: unknown }).code === '23505') return 'duplicate';
        throw error;
      }
    },

    async carriers() {
      return (await sql(`${CARRIER} order by company, id`)).map(carrierOf);
    },

    async setPaymentTerm(carrierId, days) {
      const [row] = await sql(`update carriers set payment_days = ? where id = ? returning id, company, country, payment_days`, [
        days,
        carrierId,
      ]);
      return row ? carrierOf(row) : undefined;
    },

    async markPaid(id, on, at, staffUserId) {
      // Once: the first day is kept, whoever records it again.
      await sql(
        `update purchase_invoices set paid_on = ?, paid_at = ?, paid_by_id = ? where id = ? and paid_on is null and status = 'matched'`,
        [on, at, staffUserId, id],
      );
      return find(id);
    },
  };
}
