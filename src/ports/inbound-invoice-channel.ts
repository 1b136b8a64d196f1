import { token } from './token.ts';

/** One file a supplier sent, taken by one instance: it says once what became of it. */
export interface InboundFile {
  name: string;
  bytes: Uint8Array;
  /** recorded: the channel forgets it */
  received(): Promise<void>;
  /** not recorded (unreadable, from an unknown seller, a number already received): set aside with why */
  refused(why: string): Promise<void>;
  /** not dealt with (the database away): waiting again, for the next run */
  release(): Promise<void>;
}

/**
 * Where suppliers' invoices arrive: an approved e-invoicing platform (plateforme agréée) once
 * one is contracted; by default a folder (ADR 0073).
 */
export interface InboundInvoiceChannel {
  /**
   * The files waiting, each given to one caller only, at most `limit`. A file taken by a caller
   * that stopped before saying what became of it is waiting again a while later.
   */
  take(limit: number): Promise<InboundFile[]>;
  /** where they arrive, for staff to see */
  readonly source: string;
}
export const InboundInvoiceChannel = token<InboundInvoiceChannel>('InboundInvoiceChannel');
