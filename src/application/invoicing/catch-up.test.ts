import { describe, expect, it } from 'vitest';
import type { Invoice } from '../../domain/invoicing/invoice.ts';
import type { IssuedInvoice } from '../../ports/invoices.ts';
import { makeCatchUpInvoicing } from './catch-up.ts';

const issued = (id: string, number: string) => ({ id, invoice: { number, language: 'fr' } as Invoice }) as IssuedInvoice;

describe('the invoicing job', () => {
  it('sets aside what fails and does the rest: each issuing and each transmission on its own', async () => {
    const sent: string[] = [];
    const marked: string[] = [];
    const catchUp = makeCatchUpInvoicing({
      invoices: {
        deliveredWithoutInvoice: async () => ['gone', 'r2'],
        monthlyDue: async () => [{ accountId: 'a1', quoteRequestIds: ['m1', 'm2'] }],
        awaitingTransmission: async () => [issued('i1', 'F-2026-000001'), issued('i2', 'F-2026-000002')],
        markTransmitted: async (id) => void marked.push(id),
      },
      issue: async (quoteRequestId) => {
        if (quoteRequestId === 'gone') throw new Error('no such quote');
        return issued(`for-${quoteRequestId}`, 'F');
      },
      issueMonthly: async () => [issued('m', 'F'), issued('n', 'F')],
      renderer: { invoice: async () => Buffer.from('%PDF-') },
      channel: {
        destination: 'the test',
        send: async ({ number }) => {
          if (number === 'F-2026-000001') throw new Error('platform refused');
          sent.push(number);
        },
      },
      clock: { now: () => new Date('2026-12-01T08:00:00Z') },
    });
    expect(await catchUp()).toEqual({
      issued: 3,
      transmitted: 1,
      failed: [
        { what: 'invoice of gone', error: 'no such quote' },
        { what: 'transmission of F-2026-000001', error: 'platform refused' },
      ],
    });
    expect(sent).toEqual(['F-2026-000002']);
    expect(marked).toEqual(['i2']);
  });
});
