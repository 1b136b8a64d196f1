import { defineEntity, p } from '@mikro-orm/core';
import type { PurchaseDifference, PurchaseInvoiceData } from '../../../domain/carriers/purchase-invoice.ts';
import { PURCHASE_FORMATS } from '../../../domain/carriers/purchase-invoice.ts';
import { PURCHASE_SOURCES, PURCHASE_STATUSES } from '../../../ports/purchase-invoices.ts';
import { createdAt, instant, money, uuidPrimaryKey } from './columns.ts';
import { CarrierEntity, CarrierPersonEntity } from './carrier.entity.ts';
import { QuoteRequestEntity } from './quote-request.entity.ts';
import { StaffUserEntity } from './staff-user.entity.ts';

/**
 * Table purchase_invoices: the carriers' invoices Flash received, as they came (the file kept),
 * what they say, and how they fit the orders. A number comes once from a carrier.
 */
export const PurchaseInvoiceEntity = defineEntity({
  name: 'PurchaseInvoice',
  tableName: 'purchase_invoices',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    carrier: () => p.manyToOne(CarrierEntity).deleteRule('restrict').index(),
    receivedVia: p.enum(PURCHASE_SOURCES),
    uploadedBy: () => p.manyToOne(CarrierPersonEntity).deleteRule('set null').nullable(),
    recordedBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict').nullable(),
    format: p.enum(PURCHASE_FORMATS),
    fileName: p.string().length(200),
    fileType: p.string().length(60),
    fileBytes: p.blob().lazy(),
    /** null until staff type in a plain PDF */
    number: p.string().length(100).nullable(),
    issueDate: p.date().nullable(),
    dueDate: p.date().nullable(),
    data: p.json<PurchaseInvoiceData>().nullable(),
    excludingTax: money().nullable(),
    vat: money().nullable(),
    includingTax: money().nullable(),
    status: p.enum(PURCHASE_STATUSES),
    differences: p.json<PurchaseDifference[]>(),
    /** the first day it was paid, kept */
    paidOn: p.date().nullable(),
    paidAt: instant().nullable(),
    paidBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict').nullable(),
    /** a self-billed invoice the carrier contested, why, and staff's answer */
    contestedAt: instant().nullable(),
    contestReason: p.string().length(1000).nullable(),
    contestedBy: () => p.manyToOne(CarrierPersonEntity).deleteRule('set null').nullable(),
    contestAnswer: p.string().length(1000).nullable(),
    answeredAt: instant().nullable(),
    answeredBy: () => p.manyToOne(StaffUserEntity).deleteRule('restrict').nullable(),
    /** a self-billed credit note's or corrected invoice's invoice */
    refersTo: p.uuid().nullable(),
  },
  uniques: [{ name: 'purchase_invoices_carrier_number_unique', properties: ['carrier', 'number'] }],
  indexes: [{ properties: ['status', 'dueDate'] }],
});

/** Table purchase_invoice_jobs: the jobs an invoice bills, and what it bills each, excl. VAT. */
export const PurchaseInvoiceJobEntity = defineEntity({
  name: 'PurchaseInvoiceJob',
  tableName: 'purchase_invoice_jobs',
  properties: {
    invoice: () => p.manyToOne(PurchaseInvoiceEntity).primary().deleteRule('cascade'),
    quoteRequest: () => p.manyToOne(QuoteRequestEntity).primary().deleteRule('restrict').index(),
    amount: money(),
  },
});

/** Table self_billing_mandates: a carrier's consent to self-billing (CGI art. 289-I-2), the text's version, until revoked. */
export const SelfBillingMandateEntity = defineEntity({
  name: 'SelfBillingMandate',
  tableName: 'self_billing_mandates',
  properties: {
    id: uuidPrimaryKey(),
    carrier: () => p.manyToOne(CarrierEntity).deleteRule('cascade').index(),
    version: p.string().length(20),
    acceptedAt: instant(),
    acceptedBy: () => p.manyToOne(CarrierPersonEntity).deleteRule('set null').nullable(),
    revokedAt: instant().nullable(),
    revokedBy: () => p.manyToOne(CarrierPersonEntity).deleteRule('set null').nullable(),
  },
});

/** Table self_billing_sequences: each carrier's self-billed numbers by year, the last one given (no gap). */
export const SelfBillingSequenceEntity = defineEntity({
  name: 'SelfBillingSequence',
  tableName: 'self_billing_sequences',
  properties: {
    carrier: () => p.manyToOne(CarrierEntity).primary().deleteRule('cascade'),
    year: p.integer().primary(),
    last: p.integer(),
  },
});
