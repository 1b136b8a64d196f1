import type { Language } from '../../domain/language.ts';
import type { QuoteDocument } from '../../domain/quote/quote-document.ts';
import { pdfQuoteDocuments } from './pdf-quote-document.ts';

// Runs in a worker thread of the document pool (pooled-pdf-documents.ts): a PDF takes about
// 180 ms of CPU, which the request's event loop must not spend.
const renderer = pdfQuoteDocuments();

export default async function render({ document, language }: { document: QuoteDocument; language: Language }): Promise<Uint8Array> {
  return new Uint8Array(await renderer.pdf(document, language));
}
