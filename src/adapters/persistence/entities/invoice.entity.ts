import { defineEntity, p } from '@mikro-orm/core';
import type { Invoice } from '../../../domain/invoicing/invoice.ts';
import { createdAt, instant, uuidPrimaryKey } from './columns.ts';
import { QuoteRequestEntity } from './quote-request.entity.ts';

/**
 * Table invoices: each invoice and credit note as issued, never edited (a trigger
 * refuses it) but for its payment; the document is kept whole, from which its XML and PDF are made.
 */
export const InvoiceEntity = defineEntity({
  name: 'Invoice',
  tableName: 'invoices',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    number: p.string().length(20).unique(),
    kind: p.enum(['invoice', 'creditNote'] as const),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).deleteRule('restrict'),
    /** the business account it belongs to, by the quote's proof of ownership */
    accountId: p.uuid().nullable(),
    /** a credit note's invoice */
    refersTo: p.uuid().nullable(),
    document: p.json<Invoice>(),
    paidAt: instant().nullable(),
    /** when the Factur-X went to the e-invoicing platform (InvoiceChannel); null while it has not */
    transmittedAt: instant().nullable(),
  },
  indexes: [{ properties: ['quoteRequest'] }, { properties: ['accountId', 'createdAt'] }],
  triggers: [
    {
      name: 'issued_once',
      timing: 'before',
      events: ['update'],
      forEach: 'row',
      body: `if (NEW.number, NEW.kind, NEW.quote_request_id, NEW.account_id, NEW.refers_to, NEW.document::text, NEW.created_at)
        is distinct from (OLD.number, OLD.kind, OLD.quote_request_id, OLD.account_id, OLD.refers_to, OLD.document::text, OLD.created_at)
        then raise exception 'an invoice is never edited: a credit note corrects it'; end if; return NEW;`,
    },
    { name: 'never_deleted', timing: 'before', events: ['delete'], forEach: 'row', body: "raise exception 'an invoice is never deleted';" },
  ],
});

/**
 * Table invoice_transports: the transports an invoice bills (one at delivery, each of a month's
 * for an account invoiced monthly), and those its credit note cancels; written with it, never
 * edited. `invoices.quote_request_id` is the first of them.
 */
export const InvoiceTransportEntity = defineEntity({
  name: 'InvoiceTransport',
  tableName: 'invoice_transports',
  properties: {
    invoice: () => p.manyToOne(InvoiceEntity).primary().deleteRule('restrict'),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).primary().deleteRule('restrict'),
  },
  indexes: [{ properties: ['quoteRequest'] }],
  triggers: [
    {
      name: 'billed_once',
      timing: 'before',
      events: ['update', 'delete'],
      forEach: 'row',
      body: "raise exception 'an invoice''s transports are never edited';",
    },
  ],
});

/** Table invoice_sequences: the last number given, per kind and year; read and raised in the invoice's own transaction. */
export const InvoiceSequenceEntity = defineEntity({
  name: 'InvoiceSequence',
  tableName: 'invoice_sequences',
  properties: {
    kind: p.enum(['invoice', 'creditNote'] as const).primary(),
    year: p.integer().primary(),
    last: p.integer(),
  },
});
