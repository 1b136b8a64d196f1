import type { TransportOrder } from '../../domain/carriers/transport-order.ts';
import type { Language } from '../../domain/language.ts';
import { translatorIn } from '../../i18n/translate.ts';
import { transportOrderText } from '../../texts/transport-order-text.ts';
import { MARGIN, openPdf, pageNumbers, rows, section, text, writeHeading } from './pdf-layout.ts';

/** The transport order as a PDF (A4), in the carrier's language: parties, places, goods, price and clauses. */
export async function transportOrderPdf(order: TransportOrder, language: Language): Promise<Buffer> {
  const words = transportOrderText(order, language, translatorIn(language));
  const { pdf, written } = await openPdf({ title: words.title, author: words.operatorName, language }, words);
  const width = pdf.page.width - 2 * MARGIN;
  writeHeading(pdf, words, words.issued);
  section(pdf, words.partiesHeading);
  rows(pdf, words.orderingParty);
  section(pdf, words.carrierHeading);
  rows(pdf, words.carrier);
  section(pdf, words.placesHeading);
  rows(pdf, words.places);
  section(pdf, words.goodsHeading);
  rows(pdf, [...words.goodsLines.map((line, index): [string, string] => [`#${index + 1}`, line]), ...words.goods]);
  pdf.moveDown(0.5);
  rows(pdf, words.price);
  section(pdf, words.termsHeading);
  for (const clause of words.clauses) {
    text(pdf, clause, { size: 9.5, width });
    pdf.moveDown(0.4);
  }
  pageNumbers(pdf, words.page);
  pdf.end();
  return written;
}
