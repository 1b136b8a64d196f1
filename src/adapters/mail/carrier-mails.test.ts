import { describe, expect, it } from 'vitest';
import type { SelfBilledSummary } from '../../domain/carriers/carrier-messages.ts';
import { renderMessage } from './render-message.ts';

const invoice: SelfBilledSummary = {
  name: 'Luca Bianchi',
  company: 'Trasporti Bianchi Srl',
  language: 'it',
  purchaseInvoiceId: '019acb00-0000-7000-8000-000000000001',
  number: 'AF-IT01234567890-2026-0003',
  kind: 'invoice',
  totalIncludingTax: 920,
  issueDate: '2026-11-29',
  dueDate: '2026-12-29',
  refersTo: null,
  contestDays: 15,
  link: 'https://flash.example/it/carrier',
};

const self = (summary: SelfBilledSummary) => renderMessage({ kind: 'carrier-self-billed', language: summary.language, summary }, 'fr');

describe("a self-billed invoice's email to its carrier", () => {
  it('says in the person’s language what was issued in the carrier’s name, when it is paid, how long to contest it, and links the carriers’ pages', () => {
    const mail = self(invoice);
    expect(mail.subject).toBe('Autofatturazione: fattura AF-IT01234567890-2026-0003 emessa per conto di Trasporti Bianchi Srl');
    expect(mail.text).toContain('Buongiorno Luca Bianchi');
    expect(mail.text).toContain('la fattura AF-IT01234567890-2026-0003 del 29 novembre 2026');
    expect(mail.text).toContain('920,00');
    expect(mail.text).toContain('entro il 29 dicembre 2026');
    expect(mail.text).toContain('entro 15 giorni');
    expect(mail.text).toContain('https://flash.example/it/carrier');
    expect(mail.html).toContain('href="https://flash.example/it/carrier"');
  });

  it('names the invoice a credit note cancels and the one a corrected invoice replaces, and offers no contest of a credit note', () => {
    const credit = self({ ...invoice, language: 'fr', kind: 'creditNote', dueDate: null, refersTo: 'AF-IT01234567890-2026-0001' });
    expect(credit.subject).toBe('Autofacturation\u202f: avoir AF-IT01234567890-2026-0003 émis au nom de Trasporti Bianchi Srl');
    expect(credit.text).toContain('qui annule la facture AF-IT01234567890-2026-0001');
    expect(credit.text).not.toContain('contester');
    const corrected = self({ ...invoice, language: 'de', refersTo: 'AF-IT01234567890-2026-0001' });
    expect(corrected.text).toContain('die die Rechnung AF-IT01234567890-2026-0001 ersetzt');
    expect(corrected.text).toContain('innerhalb von 15 Tagen');
  });
});
