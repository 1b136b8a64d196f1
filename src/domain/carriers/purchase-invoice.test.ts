import { describe, expect, it } from 'vitest';
import { type AwardedJob, type PurchaseInvoiceData, expectedPurchaseVat, matchPurchase, purchaseDueDate } from './purchase-invoice.ts';

const invoice = (overrides: Partial<PurchaseInvoiceData> = {}): PurchaseInvoiceData => ({
  number: 'TR-2026-0042',
  typeCode: '380',
  issueDate: '2026-11-30',
  dueDate: null,
  currency: 'EUR',
  seller: { name: 'Transports Morel', vatNumber: 'FR40123456789', siren: '123456789', country: 'FR' },
  orderReference: 'FL-7K3Q-9M2X',
  lines: [{ text: 'Transport Lyon → Stuttgart', amountExcludingTax: 640 }],
  vat: { category: 'S', percent: 20 },
  totals: { excludingTax: 640, vat: 128, includingTax: 768 },
  ...overrides,
});

const job = (overrides: Partial<AwardedJob> = {}): AwardedJob => ({
  quoteRequestId: 'request-1',
  reference: 'FL-7K3Q-9M2X',
  price: 640,
  delivered: true,
  invoicedBy: null,
  ...overrides,
});

describe('a carrier’s invoice checked against its orders', () => {
  it('matches the delivered job its order names, at the order’s price or below', () => {
    expect(matchPurchase(invoice(), 'FR', [job()])).toEqual({
      jobs: [{ quoteRequestId: 'request-1', reference: 'FL-7K3Q-9M2X', amount: 640 }],
      differences: [],
    });
    expect(
      matchPurchase(
        invoice({ lines: [{ text: 'x', amountExcludingTax: 600 }], totals: { excludingTax: 600, vat: 120, includingTax: 720 } }),
        'FR',
        [job()],
      ).differences,
    ).toEqual([]);
  });

  it('holds a price above the order’s with both amounts', () => {
    const above = invoice({
      lines: [{ text: 'x', amountExcludingTax: 690.5 }],
      totals: { excludingTax: 690.5, vat: 138.1, includingTax: 828.6 },
    });
    expect(matchPurchase(above, 'FR', [job()]).differences).toEqual([
      { kind: 'priceAbove', reference: 'FL-7K3Q-9M2X', ordered: 640, invoiced: 690.5 },
    ]);
  });

  it('shares its lines among the jobs each line names, and holds one not delivered or not its own', () => {
    const two = invoice({
      orderReference: null,
      lines: [
        { text: 'Transport FL-7K3Q-9M2X', amountExcludingTax: 640 },
        { text: 'Transport fl-aaaa-bbbb', amountExcludingTax: 300 },
        { text: 'Transport FL-ZZZZ-9999', amountExcludingTax: 10 },
      ],
      totals: { excludingTax: 950, vat: 190, includingTax: 1140 },
    });
    const match = matchPurchase(two, 'FR', [
      job(),
      job({ quoteRequestId: 'request-2', reference: 'FL-AAAA-BBBB', price: 300, delivered: false }),
    ]);
    expect(match.jobs.map(({ reference, amount }) => [reference, amount])).toEqual([
      ['FL-7K3Q-9M2X', 640],
      ['FL-AAAA-BBBB', 300],
    ]);
    expect(match.differences).toEqual([
      { kind: 'notDelivered', reference: 'FL-AAAA-BBBB' },
      { kind: 'unknownOrder', reference: 'FL-ZZZZ-9999' },
    ]);
  });

  it('holds an invoice naming no order, a job another invoice bills, a wrong VAT case, currency, type or sum', () => {
    expect(matchPurchase(invoice({ orderReference: 'BC 12' }), 'FR', [job()]).differences).toEqual([{ kind: 'noOrder' }]);
    expect(matchPurchase(invoice(), 'FR', [job({ invoicedBy: 'TR-2026-0041' })]).differences).toEqual([
      { kind: 'alreadyInvoiced', reference: 'FL-7K3Q-9M2X', number: 'TR-2026-0041' },
    ]);
    // A German carrier charges no French VAT: Flash accounts for it.
    expect(matchPurchase(invoice(), 'DE', [job()]).differences).toEqual([{ kind: 'vatCase', expected: 'AE', invoiced: 'S' }]);
    expect(matchPurchase(invoice({ vat: { category: 'AE', percent: 0 } }), 'DE', [job()]).differences).toEqual([]);
    expect(matchPurchase(invoice({ currency: 'CHF', typeCode: '381' }), 'FR', [job()]).differences).toEqual([
      { kind: 'notAnInvoice', typeCode: '381' },
      { kind: 'currency', invoiced: 'CHF' },
    ]);
    expect(matchPurchase(invoice({ totals: { excludingTax: 600, vat: 120, includingTax: 720 } }), 'FR', [job()]).differences).toEqual([
      { kind: 'totals', lines: 640, invoiced: 600 },
    ]);
  });

  it('expects French VAT of a French carrier, reverse charge of one elsewhere in the EU, either outside it', () => {
    expect(expectedPurchaseVat('FR')).toEqual(['S']);
    expect(expectedPurchaseVat('IT')).toEqual(['AE']);
    expect(expectedPurchaseVat('CH')).toEqual(['AE', 'O']);
  });
});

describe('a purchase’s due date', () => {
  it('is the invoice’s date plus the carrier’s term, 30 days at most, or the earlier day the invoice asks', () => {
    expect(purchaseDueDate('2026-11-30', 30, null)).toBe('2026-12-30');
    expect(purchaseDueDate('2026-11-30', 45, '2027-01-31')).toBe('2026-12-30');
    expect(purchaseDueDate('2026-11-30', 15, null)).toBe('2026-12-15');
    expect(purchaseDueDate('2026-11-30', 30, '2026-12-10')).toBe('2026-12-10');
    expect(purchaseDueDate('2026-11-30', 30, '2026-11-01')).toBe('2026-12-30');
  });
});
