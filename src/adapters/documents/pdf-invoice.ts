import type { Invoice } from '../../domain/invoicing/invoice.ts';
import { calendarDayIn, moneyIn } from '../../domain/formats.ts';
import type { Language } from '../../domain/language.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { invoiceDocumentText, invoiceMentions } from '../../texts/invoice-text.ts';
import { facturXOf } from './e-invoice.ts';
import { BRAND, MARGIN, MUTED, openPdf, pageNumbers, rows, section, tableRow, text } from './pdf-layout.ts';

/** The amount column, aligned right. */
const AMOUNT = new Set([2]);

/**
 * An invoice or a credit note as Factur-X (EN 16931 profile): its PDF, in the buyer's
 * language with the legal mentions in French, made PDF/A-3 with its CII XML inside.
 */
export async function invoicePdf(invoice: Invoice, language: Language): Promise<Uint8Array> {
  const mentions = invoiceMentions(invoice, translatorIn('fr'));
  const money = moneyIn(language);
  const day = calendarDayIn(language, 'long');
  const words = invoiceDocumentText(invoice, translatorIn(language), mentions, {
    money: (value) => money.format(value),
    date: (date) => day.format(new Date(`${date}T12:00:00Z`)),
  });
  const { pdf, written } = await openPdf({ title: words.title, author: invoice.seller.name, language }, words);
  const half = (pdf.page.width - 2 * MARGIN) / 2;
  text(pdf, words.title, { bold: true, size: 20, color: BRAND });
  pdf.moveDown(0.6);
  const top = pdf.y;
  text(pdf, words.sellerHeading, { bold: true, size: 10, color: MUTED, at: { x: MARGIN, y: top } });
  for (const line of words.seller) text(pdf, line, { size: 9.5, width: half - 12 });
  const sellerBottom = pdf.y;
  text(pdf, words.buyerHeading, { bold: true, size: 10, color: MUTED, at: { x: MARGIN + half, y: top } });
  for (const line of words.buyer) text(pdf, line, { size: 9.5, at: { x: MARGIN + half, y: pdf.y }, width: half });
  pdf.x = MARGIN;
  pdf.y = Math.max(pdf.y, sellerBottom);
  pdf.moveDown(0.8);
  rows(pdf, words.facts);
  pdf.moveDown(0.8);
  const widths = [110, pdf.page.width - 2 * MARGIN - 110 - 100, 100];
  const line = (cells: string[], bold: boolean) => tableRow(pdf, cells, widths, { bold, size: 9.5, figures: AMOUNT });
  line(words.columns, true);
  for (const cells of words.lines) line(cells, false);
  pdf.moveDown(0.6);
  rows(pdf, words.totals);
  pdf.moveDown(0.3);
  text(pdf, words.vatMention, { bold: true, size: 9.5, width: pdf.page.width - 2 * MARGIN });
  section(pdf, words.legalHeading);
  for (const note of words.legal) text(pdf, note, { size: 8.5, width: pdf.page.width - 2 * MARGIN });
  pageNumbers(pdf, words.page);
  pdf.end();
  return facturXOf(invoice, mentions, new Uint8Array(await written));
}
