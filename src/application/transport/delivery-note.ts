import { type Language, parseLanguage } from '../../domain/language.ts';
import { deliveryNote } from '../../domain/transport/delivery-note.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { NotDeliveredYet } from '../errors.ts';
import { type ViewQuoteDocument, withinPdfQuota } from '../quote-document.ts';
import { token } from '../../ports/token.ts';

export type DeliveryNotePdf = (input: {
  quoteId: string;
  ownerKey: string;
  /** the page's language; the quote's when absent (the API) */
  language?: Language;
  /** whose PDF quota it counts against: a visitor's address, an API key */
  reader: string;
}) => Promise<{ reference: string; pdf: Buffer }>;
export const DeliveryNotePdf = token<DeliveryNotePdf>('DeliveryNotePdf');

/**
 * A delivered transport's note as a PDF, for the quote's owner (issue 38): the quote's route and
 * goods, and the delivery as the agent recorded it. Before the delivery there is none (NotDeliveredYet).
 */
export function makeDeliveryNotePdf(deps: {
  viewDocument: ViewQuoteDocument;
  quotes: Pick<QuoteRepository, 'quoteRequestOf'>;
  log: Pick<TransportLog, 'record'>;
  renderer: QuoteDocumentRenderer;
  limiter: RateLimiter;
}): DeliveryNotePdf {
  return async ({ quoteId, ownerKey, language, reader }) => {
    const { document } = await deps.viewDocument(quoteId, ownerKey);
    const requestId = await deps.quotes.quoteRequestOf(quoteId);
    const record = requestId ? await deps.log.record(requestId) : undefined;
    const note =
      record &&
      deliveryNote(
        document,
        record.moves.map(({ move }) => move),
      );
    if (!note) throw new NotDeliveredYet();
    return {
      reference: note.reference,
      pdf: await withinPdfQuota(deps.limiter, reader, () =>
        deps.renderer.deliveryNote(note, language ?? parseLanguage(document.language) ?? 'fr'),
      ),
    };
  };
}
