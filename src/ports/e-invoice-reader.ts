import type { PurchaseFormat, PurchaseInvoiceData } from '../domain/carriers/purchase-invoice.ts';
import { token } from './token.ts';

/** What a supplier's file says: its EN 16931 data, a plain PDF for staff to type in, or nothing readable. */
export type ReadEInvoice =
  | { format: Exclude<PurchaseFormat, 'pdf'>; data: PurchaseInvoiceData }
  | { format: 'pdf'; data: null }
  | { format: null; problem: 'unreadable' | 'incomplete' };

/** Reads a Factur-X PDF, a CII or UBL XML, or sees a plain PDF. */
export type EInvoiceReader = (bytes: Uint8Array) => Promise<ReadEInvoice>;
export const EInvoiceReader = token<EInvoiceReader>('EInvoiceReader');
