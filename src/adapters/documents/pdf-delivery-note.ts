import type { Language } from '../../domain/language.ts';
import type { DeliveryNote } from '../../domain/transport/delivery-note.ts';
import { deliveryNoteText } from '../../texts/delivery-note-text.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { MUTED, openPdf, pageNumbers, rows, section, text, writeOpening } from './pdf-layout.ts';

/** The delivery note as a PDF (A4), in the language asked: route, goods, and who received them when. */
export async function deliveryNotePdf(note: DeliveryNote, language: Language): Promise<Buffer> {
  const words = deliveryNoteText(note, language, translatorIn(language));
  const { pdf, written } = await openPdf({ title: words.title, author: note.operator.name, language }, words);
  writeOpening(pdf, words);
  section(pdf, words.proofHeading);
  rows(pdf, words.proof);
  const signature = note.proof?.signaturePng;
  if (signature) {
    // The consignee's signature as drawn on the driver's phone.
    pdf.moveDown(0.5);
    text(pdf, words.signatureLabel, { size: 9.5, color: MUTED });
    pdf.image(Buffer.from(signature), { fit: [240, 90] });
  }
  pdf.moveDown(1);
  text(pdf, words.contact, { size: 9.5, width: pdf.page.width - 2 * pdf.page.margins.left });
  pageNumbers(pdf, words.page);
  pdf.end();
  return written;
}
