import { describe, expect, it } from 'vitest';
import { InvoiceService } from '@e-invoice-eu/core';
import { eInvoiceOf } from '../documents/e-invoice.ts';
import { type Invoice, invoiceTotals } from '../../domain/invoicing/invoice.ts';
import { readEInvoice } from './read-e-invoice.ts';
import { FLASH_AS_BUYER } from '../../../tests/helpers/carrier-invoice.ts';

// A supplier's invoice read back as EN 16931 says it, whichever syntax carries it.

const lines = [
  { reference: 'FL-7K3Q-9M2X', description: 'Transport FL-7K3Q-9M2X Lyon → Milano', poNumber: null, amountExcludingTax: 910 },
  { reference: 'FL-AAAA-BBBB', description: 'Transport FL-AAAA-BBBB Lyon → Torino', poNumber: null, amountExcludingTax: 455.5 },
];
const vat = { case: 'reverseCharge', rate: 0, country: 'FR' } as const;
const invoice: Invoice = {
  number: 'TI-2026/0042',
  kind: 'invoice',
  issueDate: '2026-11-30',
  deliveryDate: '2026-11-29',
  dueDate: '2026-12-20',
  seller: {
    name: 'Trasporti Rossi Srl',
    street: 'Via Roma 1',
    postalCode: '10121',
    city: 'Torino',
    country: 'IT',
    siren: '123456789',
    registration: 'REA TO-123456',
    shareCapital: 'Srl, capitale 10 000 €',
    vatNumber: 'IT01234567890',
    email: 'fatture@rossi.example',
  },
  buyer: FLASH_AS_BUYER,
  deliveryAddress: null,
  lines,
  vat: vat as never,
  totals: invoiceTotals(lines, vat),
  currency: 'EUR',
  language: 'it',
  refersTo: null,
  paymentAccount: { iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' },
};
const words = { vatMention: 'Inversione contabile', notes: [], paymentTerms: '20 giorni', seller: 'Srl' };

const ubl = async () =>
  String(
    await new InvoiceService({ log: () => undefined, warn: () => undefined, error: () => undefined }).generate(eInvoiceOf(invoice, words), {
      format: 'UBL',
      lang: 'it',
      noWarnings: true,
    }),
  );

describe('reading a supplier’s e-invoice', () => {
  it('reads a UBL invoice by its terms: number, type, dates, seller, the account to pay, each line with its text, the VAT category, the totals', async () => {
    const read = await readEInvoice(new TextEncoder().encode(await ubl()));
    expect(read).toEqual({
      format: 'ubl',
      data: {
        number: 'TI-2026/0042',
        typeCode: '380',
        issueDate: '2026-11-30',
        dueDate: '2026-12-20',
        currency: 'EUR',
        seller: { name: 'Trasporti Rossi Srl', vatNumber: 'IT01234567890', siren: '123456789', country: 'IT' },
        orderReference: null,
        payeeAccount: { iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22XXX' },
        lines: [
          { text: expect.stringContaining('FL-7K3Q-9M2X') as string, amountExcludingTax: 910 },
          { text: expect.stringContaining('FL-AAAA-BBBB') as string, amountExcludingTax: 455.5 },
        ],
        vat: { category: 'AE', percent: 0 },
        totals: { excludingTax: 1365.5, vat: 0, includingTax: 1365.5 },
      },
    });
  });

  it('refuses a document type and its entities, XML that is no invoice, a broken or missing term, and bytes of no kind', async () => {
    const bytes = (text: string) => new TextEncoder().encode(text);
    expect(await readEInvoice(bytes('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'))).toEqual({
      format: null,
      problem: 'unreadable',
    });
    expect(await readEInvoice(bytes('<order xmlns="urn:example"/>'))).toEqual({ format: null, problem: 'unreadable' });
    expect(await readEInvoice(bytes('<Invoice'))).toEqual({ format: null, problem: 'unreadable' });
    expect(await readEInvoice(bytes((await ubl()).replace(/<cbc:ID>TI-2026\/0042<\/cbc:ID>/, '')))).toEqual({
      format: null,
      problem: 'incomplete',
    });
    expect(await readEInvoice(bytes('PK\u0003\u0004 a zip'))).toEqual({ format: null, problem: 'unreadable' });
    expect(await readEInvoice(bytes('%PDF-1.7 broken'))).toEqual({ format: null, problem: 'unreadable' });
  });
});
