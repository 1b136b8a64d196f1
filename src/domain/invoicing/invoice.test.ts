import { describe, expect, it } from 'vitest';
import { type Invoice, cancellingCreditNote, daysAfter, invoiceNumber, invoiceTotals } from './invoice.ts';
import { vatCategoryOf } from './vat-category.ts';

describe('an invoice', () => {
  it('is numbered F- or A-, the year, six figures', () => {
    expect(invoiceNumber('invoice', 2026, 123)).toBe('F-2026-000123');
    expect(invoiceNumber('creditNote', 2026, 7)).toBe('A-2026-000007');
  });

  it('bears its VAT on the sum of its lines, to the cent', () => {
    expect(invoiceTotals([{ amountExcludingTax: 1049.38 }, { amountExcludingTax: 210.05 }], { rate: 0.2 })).toEqual({
      excludingTax: 1259.43,
      vat: 251.89,
      includingTax: 1511.32,
    });
    expect(invoiceTotals([{ amountExcludingTax: 980 }], { rate: 0 })).toEqual({ excludingTax: 980, vat: 0, includingTax: 980 });
  });

  it('is cancelled by a credit note of the same lines, negative, referring to it', () => {
    const invoice = {
      number: 'F-2026-000123',
      kind: 'invoice',
      issueDate: '2026-11-27',
      dueDate: '2026-12-27',
      lines: [{ reference: 'FL-1', description: 'Transport', poNumber: null, amountExcludingTax: 500 }],
      vat: { case: 'french', rate: 0.2, country: 'FR' },
      totals: { excludingTax: 500, vat: 100, includingTax: 600 },
    } as Invoice;
    const credit = cancellingCreditNote(invoice, 'A-2026-000001', '2026-11-30', 'Montant erroné');
    expect(credit).toMatchObject({
      reason: 'Montant erroné',
      number: 'A-2026-000001',
      kind: 'creditNote',
      issueDate: '2026-11-30',
      totals: { excludingTax: -500, vat: -100, includingTax: -600 },
      refersTo: { number: 'F-2026-000123', issueDate: '2026-11-27' },
    });
    expect(credit.lines[0]!.amountExcludingTax).toBe(-500);
  });

  it('falls due 30 days after its date, across months and years', () => {
    expect(daysAfter('2026-11-27', 30)).toBe('2026-12-27');
    expect(daysAfter('2026-12-15', 30)).toBe('2027-01-14');
  });

  it('names each VAT case by its EN 16931 category', () => {
    expect(vatCategoryOf({ case: 'french', rate: 0.2, country: 'FR' })).toEqual({ code: 'S', percent: 20, exemptionCode: null });
    expect(vatCategoryOf({ case: 'departureCountry', rate: 0.19, country: 'DE' })).toEqual({ code: 'S', percent: 19, exemptionCode: null });
    expect(vatCategoryOf({ case: 'reverseCharge', rate: 0, country: null }).code).toBe('AE');
    expect(vatCategoryOf({ case: 'exempt', rate: 0, country: null }).code).toBe('E');
    expect(vatCategoryOf({ case: 'outsideScope', rate: 0, country: null }).code).toBe('O');
  });
});
