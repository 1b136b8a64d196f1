import type { ConsignmentNote } from '../../domain/carriers/consignment-note.ts';
import type { Language } from '../../domain/language.ts';
import { operatorLine } from '../../domain/operator.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { consignmentNoteText } from '../../texts/consignment-note-text.ts';
import { MARGIN, openPdf, pageNumbers, rows, section, text, writeHeading } from './pdf-layout.ts';

/** The consignment note as a PDF (A4): the parties, the places, the goods and their ADR entries, and the steps signed so far. */
export async function consignmentNotePdf(note: ConsignmentNote, language: Language): Promise<Buffer> {
  const { operator } = note;
  const t = translatorIn(language);
  const words = consignmentNoteText(note, language, t);
  const { pdf, written } = await openPdf({ title: words.title, author: operator.name, language }, words);
  const width = pdf.page.width - 2 * MARGIN;
  writeHeading(
    pdf,
    { operatorName: operator.name, operatorLine: operatorLine(operator, language, t('footer.operator.vat')), title: words.title },
    words.issued,
  );
  section(pdf, words.title);
  rows(pdf, words.parties);
  section(pdf, words.goodsHeading);
  rows(pdf, words.goods);
  if (words.dangerous.length > 0) {
    section(pdf, words.dangerousHeading);
    for (const line of words.dangerous) text(pdf, line, { size: 10, width });
  }
  section(pdf, words.signatureLabel);
  rows(pdf, words.steps);
  const signature = note.delivered?.signaturePng;
  if (signature) {
    pdf.moveDown(0.5);
    pdf.image(Buffer.from(signature), { fit: [240, 90] });
  }
  pageNumbers(pdf, words.page);
  pdf.end();
  return written;
}
