import type { Clock } from '../../ports/clock.ts';
import { type InvoiceCorrection, readInvoiceCorrection } from '../../domain/invoicing/invoice-correction.ts';
import { InvalidInput } from '../errors.ts';
import { ApplicationError } from '../../domain/application-error.ts';
import { type PaymentRefusal, whyNotPayable } from '../../domain/invoicing/invoice-state.ts';
import type { InvoiceQuery, Invoices, IssuedInvoice } from '../../ports/invoices.ts';
import { token } from '../../ports/token.ts';
import type { IssueInvoice, IssueMonthlyInvoices } from './issue-invoice.ts';

export type StaffInvoices = (query: InvoiceQuery) => Promise<{ invoices: IssuedInvoice[]; total: number }>;
export const StaffInvoices = token<StaffInvoices>('StaffInvoices');

/** The staff's invoices tab: every invoice and credit note, newest first, paged. */
export function makeStaffInvoices(deps: { invoices: Pick<Invoices, 'all'> }): StaffInvoices {
  return (query) => deps.invoices.all(query);
}

export type MarkInvoicePaid = (invoiceId: string) => Promise<IssuedInvoice | undefined>;
export const MarkInvoicePaid = token<MarkInvoicePaid>('MarkInvoicePaid');

/**
 * An agent records that an invoice was paid, now; the account's documents show it. Undefined for
 * none such; InvoicePaymentRefused for a credit note or a cancelled invoice (invoice-state.ts),
 * also when its credit note was issued in between.
 */
export function makeMarkInvoicePaid(deps: { invoices: Pick<Invoices, 'find' | 'markPaid'>; clock: Clock }): MarkInvoicePaid {
  const refuseUnpayable = (issued: IssuedInvoice) => {
    const refusal = whyNotPayable(issued);
    if (refusal) throw new InvoicePaymentRefused(refusal);
  };
  return async (invoiceId) => {
    const issued = await deps.invoices.find(invoiceId);
    if (!issued) return undefined;
    if (issued.paidAt) return issued;
    refuseUnpayable(issued);
    const paid = await deps.invoices.markPaid(invoiceId, deps.clock.now());
    if (paid && !paid.paidAt) refuseUnpayable(paid);
    return paid;
  };
}

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    invoicePaymentRefused: InvoicePaymentRefused;
  }
}

/** A payment the invoice's state refuses: answered 409 with the reason. */
export class InvoicePaymentRefused extends ApplicationError<'invoicePaymentRefused'> {
  override name = 'InvoicePaymentRefused';
  readonly code = 'invoicePaymentRefused';
  readonly reason: PaymentRefusal;
  constructor(reason: PaymentRefusal) {
    super(`payment refused: ${reason}`);
    this.reason = reason;
  }
}

export type InvoicesForAccounting = (days: { from?: string; to?: string }) => Promise<IssuedInvoice[]>;
export const InvoicesForAccounting = token<InvoicesForAccounting>('InvoicesForAccounting');

const EXPORT_PAGE = 500;

/** Every invoice and credit note issued between two days (all when none is given), oldest first, for the accounting's export. */
export function makeInvoicesForAccounting(deps: { invoices: Pick<Invoices, 'all'> }): InvoicesForAccounting {
  return async ({ from, to }) => {
    const found: IssuedInvoice[] = [];
    for (let page = 1; ; page++) {
      const { invoices, total } = await deps.invoices.all({ from, to, page, pageSize: EXPORT_PAGE });
      found.push(...invoices);
      if (invoices.length === 0 || found.length >= total) break;
    }
    return found.reverse();
  };
}

/** `input`: the correction form's values (invoice-correction.ts); none, the transports invoiced as they stand. */
export type InvoiceAgain = (invoiceId: string, input?: Record<string, unknown>) => Promise<IssuedInvoice | undefined>;
export const InvoiceAgain = token<InvoiceAgain>('InvoiceAgain');

/**
 * A cancelled invoice's transports invoiced anew, as the month's invoice they were or each as its
 * own: as they stand (the buyer's details set right since, say), or with the correction staff typed
 * (the buyer's name and address, each line's amount, and why), referring to the cancelled one.
 * Undefined for an invoice not cancelled, a credit note, or none such; InvalidInput for a wrong field.
 */
export function makeInvoiceAgain(deps: {
  invoices: Pick<Invoices, 'find'>;
  issue: IssueInvoice;
  issueMonthly: IssueMonthlyInvoices;
}): InvoiceAgain {
  return async (invoiceId, input) => {
    const cancelled = await deps.invoices.find(invoiceId);
    if (!cancelled || cancelled.invoice.kind !== 'invoice' || !cancelled.cancelledBy) return undefined;
    let correction: InvoiceCorrection | undefined;
    if (input) {
      const read = readInvoiceCorrection(cancelled.invoice, input);
      if (read.errors.length > 0) throw new InvalidInput(read.errors);
      correction = read.correction;
    }
    const [only, ...more] = cancelled.quoteRequestIds;
    const [again] =
      more.length > 0 ? await deps.issueMonthly(cancelled.quoteRequestIds, correction) : [await deps.issue(only!, correction)];
    return again;
  };
}
