import { type Language, parseLanguage } from '../../domain/language.ts';
import { deliveryNote } from '../../domain/transport/delivery-note.ts';
import type { QuoteDocumentRenderer } from '../../ports/quote-document-renderer.ts';
import type { QuoteRepository } from '../../ports/quote-repository.ts';
import type { RateLimiter } from '../../ports/rate-limiter.ts';
import type { TransportLog } from '../../ports/transport-log.ts';
import { NotDeliveredYet, QuoteNotFound } from '../errors.ts';
import type { KeptImage } from '../../domain/transport/delivery-proof.ts';
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
 * A delivered transport's note as a PDF, for the quote's owner: the quote's route and
 * goods, and the delivery as the agent recorded it. Before the delivery there is none (NotDeliveredYet).
 */
export function makeDeliveryNotePdf(deps: {
  viewDocument: ViewQuoteDocument;
  quotes: Pick<QuoteRepository, 'quoteRequestOf'>;
  log: Pick<TransportLog, 'record' | 'proofOf'>;
  renderer: QuoteDocumentRenderer;
  limiter: RateLimiter;
}): DeliveryNotePdf {
  return async ({ quoteId, ownerKey, language, reader }) => {
    const { document } = await deps.viewDocument(quoteId, ownerKey);
    const requestId = await deps.quotes.quoteRequestOf(quoteId);
    const record = requestId ? await deps.log.record(requestId) : undefined;
    const proof = record ? await deps.log.proofOf(record.quoteRequestId) : undefined;
    const note =
      record &&
      deliveryNote(
        document,
        record.moves.map(({ move }) => move),
        proof,
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

export type DeliveryPhoto = (input: { quoteId: string; ownerKey: string }) => Promise<KeptImage>;
export const DeliveryPhoto = token<DeliveryPhoto>('DeliveryPhoto');

/** The photo the driver took at the delivery, for the quote's owner; NotDeliveredYet when there is none. */
export function makeDeliveryPhoto(deps: {
  quotes: Pick<QuoteRepository, 'findOwned' | 'quoteRequestOf'>;
  log: Pick<TransportLog, 'proofOf'>;
}): DeliveryPhoto {
  return async ({ quoteId, ownerKey }) => {
    if (!(await deps.quotes.findOwned(quoteId, ownerKey))) throw new QuoteNotFound();
    const requestId = await deps.quotes.quoteRequestOf(quoteId);
    const photo = requestId ? (await deps.log.proofOf(requestId))?.photo : undefined;
    if (!photo) throw new NotDeliveredYet();
    return photo;
  };
}
