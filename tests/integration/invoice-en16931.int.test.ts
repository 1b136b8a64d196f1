import { beforeAll, describe, expect, it } from 'vitest';
import { ciiXmlOf } from '#src/adapters/documents/e-invoice.ts';
import { type Invoice, cancellingCreditNote, invoiceTotals } from '#src/domain/invoicing/invoice.ts';
import type { VatTreatment } from '#src/domain/tax/vat-treatment.ts';
import { translatorIn } from '#src/i18n/translate.ts';
import { invoiceMentions } from '#src/texts/invoice-text.ts';
import { compiledEn16931Rules, en16931FailedAsserts } from '../helpers/en16931.ts';

// Issue 53: the CII XML of one invoice per VAT case, and of a credit note, checked against the
// official EN 16931 rules for CII: no fatal failed assertion.

let rules: string;
beforeAll(() => {
  rules = compiledEn16931Rules();
}, 200_000);

const SELLER: Invoice['seller'] = {
  name: 'Flash Transport SAS',
  street: "1 rue de l'Exemple",
  postalCode: '75001',
  city: 'Paris',
  country: 'FR',
  siren: '123456789',
  registration: 'RCS Paris 123 456 789',
  shareCapital: 'SAS au capital de 10 000 €',
  vatNumber: 'FR32123456789',
  email: 'factures@flash.example',
};

function invoiceFor(vat: VatTreatment, buyer: Partial<Invoice['buyer']>, route = 'Lyon (FR) → Stuttgart (DE)'): Invoice {
  const lines = [
    {
      reference: 'FL-7K3Q-9M2X',
      description: `Transport ${route}, livré le 27/11/2026`,
      poNumber: 'PO-2026-0042',
      amountExcludingTax: 1049.38,
    },
    {
      reference: 'FL-7K3Q-9M2X',
      description: 'Second conducteur, transport FL-7K3Q-9M2X',
      poNumber: 'PO-2026-0042',
      amountExcludingTax: 210.05,
    },
  ];
  return {
    number: 'F-2026-000123',
    kind: 'invoice',
    issueDate: '2026-11-27',
    deliveryDate: '2026-11-27',
    dueDate: '2026-12-27',
    seller: SELLER,
    buyer: {
      name: 'Claire Martin',
      company: 'Martin Équipements',
      street: '12 rue de la République',
      postalCode: '69002',
      city: 'Lyon',
      country: 'FR',
      vatNumber: null,
      siren: null,
      email: 'claire@martin.example',
      ...buyer,
    },
    deliveryAddress: { line: 'Königstraße 1, 70173 Stuttgart', country: 'DE' },
    lines,
    vat,
    totals: invoiceTotals(lines, vat),
    currency: 'EUR',
    language: 'fr',
    refersTo: null,
  };
}

const CASES: Array<[string, Invoice]> = [
  ['a French business, 20 %', invoiceFor({ case: 'french', rate: 0.2, country: 'FR' }, { siren: '552100554' })],
  [
    'a German business with its VAT number: reverse charge',
    invoiceFor(
      { case: 'reverseCharge', rate: 0, country: null, vatNumber: { number: 'DE123456789', status: 'valid' } },
      { company: 'Müller GmbH', street: 'Königstraße 1', postalCode: '70173', city: 'Stuttgart', country: 'DE', vatNumber: 'DE123456789' },
    ),
  ],
  [
    'Lyon → Genève, linked to an export: exempt',
    invoiceFor({ case: 'exempt', rate: 0, country: null }, { siren: '552100554' }, 'Lyon (FR) → Genève (CH)'),
  ],
  [
    'a Swiss business: outside the scope of French VAT',
    invoiceFor(
      { case: 'outsideScope', rate: 0, country: null },
      { company: 'Uhren AG', street: 'Bahnhofstrasse 1', postalCode: '8001', city: 'Zürich', country: 'CH' },
    ),
  ],
  [
    'a private sender from Germany: the departure country’s rate',
    invoiceFor(
      { case: 'departureCountry', rate: 0.19, country: 'DE' },
      { company: null, street: 'Hauptstraße 5', postalCode: '79098', city: 'Freiburg', country: 'DE' },
      'Freiburg (DE) → Lyon (FR)',
    ),
  ],
];

const french = translatorIn('fr');
const ciiOf = (invoice: Invoice) => ciiXmlOf(invoice, invoiceMentions(invoice, french));
const fatal = (cii: string) => en16931FailedAsserts(rules, cii).filter(({ flag }) => flag === 'fatal');

describe('the invoice as EN 16931 CII (issue 53)', () => {
  for (const [name, invoice] of CASES) {
    it(`${name}: passes the official rules`, async () => {
      const cii = await ciiOf(invoice);
      expect(fatal(cii)).toEqual([]);
      expect(cii).toContain('<ram:ID>F-2026-000123</ram:ID>');
    });
  }

  it('carries each VAT case’s own mention, in French', async () => {
    expect(await ciiOf(CASES[1]![1])).toContain('Autoliquidation');
    expect(await ciiOf(CASES[2]![1])).toContain('article 262 I du CGI');
    expect(await ciiOf(CASES[3]![1])).toContain('article 259 du CGI');
    expect(await ciiOf(CASES[0]![1])).toContain('prestations de services');
  });

  it('a credit note refers to its invoice, its totals negative in the books, and passes the rules', async () => {
    const credit = cancellingCreditNote(CASES[0]![1], 'A-2026-000007', '2026-11-30', 'Livraison annulée par le client');
    expect(credit.totals.includingTax).toBeLessThan(0);
    const cii = await ciiOf(credit);
    expect(fatal(cii)).toEqual([]);
    // Why it cancels the invoice is one of its notes.
    expect(cii).toContain('Motif de l’avoir\u202f: Livraison annulée par le client');
    expect(cii).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(cii).toContain('F-2026-000123');
  });

  it('a month’s invoice of three transports with two orders and no one delivery address passes the rules, each line naming its order', async () => {
    const [, french] = CASES[0]!;
    const lines = [
      {
        reference: 'FL-AAAA-1111',
        description: 'Transport Lyon (FR) → Stuttgart (DE), livré le 03/11/2026',
        poNumber: 'PO-1',
        amountExcludingTax: 812.4,
      },
      {
        reference: 'FL-BBBB-2222',
        description: 'Transport Lyon (FR) → Paris (FR), livré le 12/11/2026',
        poNumber: 'PO-2',
        amountExcludingTax: 455,
      },
      {
        reference: 'FL-CCCC-3333',
        description: 'Transport Lille (FR) → Lyon (FR), livré le 28/11/2026',
        poNumber: null,
        amountExcludingTax: 610.1,
      },
    ];
    const month: Invoice = {
      ...french,
      deliveryDate: '2026-11-28',
      deliveryAddress: null,
      lines,
      totals: invoiceTotals(lines, french.vat),
    };
    const cii = await ciiOf(month);
    expect(fatal(cii)).toEqual([]);
    expect(cii).not.toContain('<ram:BuyerOrderReferencedDocument>');
    expect(cii).toContain('FL-AAAA-1111 — PO-1');
    expect(cii).toContain('FL-BBBB-2222 — PO-2');
  });

  it('is checked for real: a reverse charge without the buyer’s VAT number breaks a rule', async () => {
    const [, reverse] = CASES[1]!;
    const broken = await ciiOf({ ...reverse, buyer: { ...reverse.buyer, vatNumber: null }, vat: { ...reverse.vat, vatNumber: undefined } });
    expect(fatal(broken).map(({ id }) => id)).toContain('BR-AE-02');
  });
});
