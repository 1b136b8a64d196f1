import type { StatementDocument } from '../../domain/account/statement.ts';
import { statementText } from '../../texts/statement-text.ts';
import type { Language } from '../../domain/language.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { BRAND, type Doc, MARGIN, MUTED, openPdf, pageNumbers, tableRow, text } from './pdf-layout.ts';

// Landscape A4: the route is the widest column, the figures line up on the right.
const WIDTHS = [82, 66, 0, 80, 74, 64, 74, 52];
const FIGURES = new Set([4, 5, 6, 7]);

/** A month's statement as a PDF table: one line per confirmed transport, the totals last. */
export async function statementPdf(document: StatementDocument, language: Language): Promise<Buffer> {
  const words = statementText(document, language, translatorIn(language));
  const { pdf, written } = await openPdf({ title: words.title, author: document.operator.name, language, layout: 'landscape' }, words);
  const width = pdf.page.width - 2 * MARGIN;
  const widths = WIDTHS.map((column) => column || width - WIDTHS.reduce((sum, other) => sum + other, 0));
  text(pdf, words.operatorName, { bold: true, size: 16, color: BRAND });
  text(pdf, words.operatorLine, { size: 8.5, color: MUTED });
  pdf.moveDown(0.8);
  text(pdf, words.title, { bold: true, size: 18 });
  text(pdf, words.subtitle, { size: 10, color: MUTED });
  pdf.moveDown(0.8);
  row(pdf, words.columns, widths, { bold: true, color: MUTED });
  if (words.rows.length === 0) text(pdf, words.empty, { size: 10, at: { x: MARGIN, y: pdf.y + 4 } });
  for (const cells of words.rows) {
    // A line never splits across pages: the heading comes again on the next.
    if (pdf.y > pdf.page.height - MARGIN - 40) {
      pdf.addPage();
      row(pdf, words.columns, widths, { bold: true, color: MUTED });
    }
    row(pdf, cells, widths, {});
  }
  row(pdf, words.total, widths, { bold: true });
  pageNumbers(pdf, words.page);
  pdf.end();
  return written;
}

const row = (pdf: Doc, cells: string[], widths: number[], style: { bold?: boolean; color?: string }) =>
  tableRow(pdf, cells, widths, { ...style, figures: FIGURES });
