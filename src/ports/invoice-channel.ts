import { token } from './token.ts';

/**
 * Where issued invoices go to reach their buyers lawfully: an approved e-invoicing
 * platform (plateforme agréée) once one is contracted; by default a folder (ADR 0058).
 */
export interface InvoiceChannel {
  /** Hands over one Factur-X file; resolves once it is taken, throws when it was not (it is tried again). */
  send(file: { number: string; pdf: Uint8Array }): Promise<void>;
  /** where the files go, for staff to see */
  readonly destination: string;
}
export const InvoiceChannel = token<InvoiceChannel>('InvoiceChannel');
