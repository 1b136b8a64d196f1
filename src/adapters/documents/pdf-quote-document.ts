import { quoteDocumentText } from '../../texts/quote-document-text.ts';
import { translatorIn } from '../../i18n/translate.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import { deliveryNotePdf } from './pdf-delivery-note.ts';
import { statementPdf } from './pdf-statement.ts';
import { invoicePdf } from './pdf-invoice.ts';
import { transportOrderPdf } from './pdf-transport-order.ts';
import { consignmentNotePdf } from './pdf-consignment-note.ts';
import { BRAND, type Doc, INK, MARGIN, MUTED, openPdf, pageNumbers, rows, section, text, writeOpening } from './pdf-layout.ts';

/** The quote document as a PDF (A4), in the language asked: the same facts as its printable page; and the delivery note. */
export function pdfQuoteDocuments(): QuoteDocumentRenderer {
  return {
    async pdf(document, language) {
      const words = quoteDocumentText(document, language, translatorIn(language));
      const { pdf, written } = await openPdf({ title: words.title, author: document.operator.name, language }, words);
      write(pdf, words);
      pdf.end();
      return written;
    },
    deliveryNote: deliveryNotePdf,
    statement: statementPdf,
    invoice: async (invoice, language) => Buffer.from(await invoicePdf(invoice, language)),
    transportOrder: transportOrderPdf,
    consignmentNote: consignmentNotePdf,
  };
}

function write(pdf: Doc, words: ReturnType<typeof quoteDocumentText>) {
  const width = pdf.page.width - 2 * MARGIN;

  // The carrier, the title and dates, then who, where and what.
  writeOpening(pdf, words, words.dates);

  section(pdf, words.offersHeading);
  const columns = words.offerColumns;
  for (const offer of words.offers) {
    if (pdf.y > pdf.page.height - MARGIN - 110) pdf.addPage();
    const top = pdf.y;
    text(pdf, `${offer.title}${offer.chosen ? ` — ${words.chosen}` : ''}`, { bold: true, size: 11.5, color: offer.chosen ? BRAND : INK });
    rows(pdf, [
      [columns.pickupWindow, offer.pickupWindow],
      [columns.estimatedDelivery, offer.estimatedDelivery],
      ...(offer.drive ? ([[columns.drive, offer.drive]] as Array<[string, string]>) : []),
      [columns.priceExcludingTax, offer.priceExcludingTax],
      [columns.vat, offer.vat],
      [columns.priceIncludingTax, offer.priceIncludingTax],
      ...(offer.co2e ? ([[columns.co2e, `${offer.co2e.figure} — ${offer.co2e.method}`]] as Array<[string, string]>) : []),
    ]);
    if (offer.chosen)
      pdf
        .rect(MARGIN - 8, top - 4, 3, pdf.y - top)
        .fill(BRAND)
        .fillColor(INK);
    pdf.moveDown(0.5);
  }

  pdf.moveDown(0.5);
  text(pdf, words.validUntil, { bold: true, size: 10 });
  text(pdf, words.vatNote, { size: 9.5, width });
  text(pdf, words.priceTerms, { size: 9.5, color: MUTED, width });
  pdf.moveDown(0.5);
  text(pdf, words.contact, { size: 9.5, width });

  pageNumbers(pdf, words.page);
}
