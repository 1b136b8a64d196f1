import { describe, expect, it } from 'vitest';
import type { Invoice } from './invoice.ts';
import { correctedInvoice, readInvoiceCorrection } from './invoice-correction.ts';

const CANCELLED = {
  number: 'F-2026-000123',
  issueDate: '2026-11-27',
  buyer: { name: 'Claire Martin', company: 'Martin Équipements', street: '12 rue de la République', postalCode: '69002', city: 'Lyon' },
  lines: [
    { reference: 'FL-7K3Q-9M2X', description: 'Transport', poNumber: null, amountExcludingTax: 1049.38 },
    { reference: 'FL-7K3Q-9M2X', description: 'Second conducteur', poNumber: null, amountExcludingTax: 210.05 },
  ],
  vat: { case: 'french', rate: 0.2, country: 'FR' },
  totals: { excludingTax: 1259.43, vat: 251.89, includingTax: 1511.32 },
  refersTo: null,
} as unknown as Invoice;

describe('an invoice issued again, corrected', () => {
  it('reads the buyer and the amounts as staff typed them, the others as they were', () => {
    const { correction, errors } = readInvoiceCorrection(CANCELLED, {
      reason: ' Remise oubliée ',
      street: '8 quai Perrache',
      amount1: '1 100,5',
    });
    expect(errors).toEqual([]);
    expect(correction).toEqual({
      reason: 'Remise oubliée',
      replaces: { number: 'F-2026-000123', issueDate: '2026-11-27' },
      buyer: { name: 'Claire Martin', company: 'Martin Équipements', street: '8 quai Perrache', postalCode: '69002', city: 'Lyon' },
      amounts: [1049.38, 1100.5],
    });
  });

  it('refuses no reason, a blank name and an amount that is not one; a blank company is none', () => {
    const { correction, errors } = readInvoiceCorrection(CANCELLED, { reason: '', name: '', company: '', amount0: '-5' });
    expect(errors).toEqual([
      { field: 'reason', key: 'required' },
      { field: 'name', key: 'required' },
      { field: 'amount0', key: 'amountInvalid' },
    ]);
    expect(correction.buyer.company).toBeNull();
  });

  it('recomputes the totals and refers to the invoice it replaces', () => {
    const { correction } = readInvoiceCorrection(CANCELLED, { reason: 'Remise', amount0: '949.38' });
    expect(correctedInvoice(CANCELLED, correction)).toMatchObject({
      totals: { excludingTax: 1159.43, vat: 231.89, includingTax: 1391.32 },
      refersTo: { number: 'F-2026-000123', issueDate: '2026-11-27' },
      reason: 'Remise',
    });
  });
});
