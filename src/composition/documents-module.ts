import {
  makeOpenSharedDocument,
  makeRenderQuotePdf,
  makeViewQuoteDocument,
  OpenSharedDocument,
  RenderQuotePdf,
  ViewQuoteDocument,
} from '../application/quote-document.ts';
import { DeliveryNotePdf, DeliveryPhoto, makeDeliveryNotePdf, makeDeliveryPhoto } from '../application/transport/delivery-note.ts';
import { featureModule } from './binding.ts';
import { GIVEN } from './tokens.ts';
import { QuoteRepository } from '../ports/quote-repository.ts';
import { Secrets } from '../ports/staff-auth.ts';
import { QuoteDocumentRenderer } from '../ports/quote-document-renderer.ts';
import { RateLimiter } from '../ports/rate-limiter.ts';
import { TransportLog } from '../ports/transport-log.ts';
import { PriceQuote } from '../application/price-quote.ts';
import { type Resolved, token } from '../ports/token.ts';

/** The quote as a document: for its shipper, for whom they share it with, as a PDF. */
const quoteDocuments = {
  view: ViewQuoteDocument,
  shared: OpenSharedDocument,
  pdf: RenderQuotePdf,
  /** a delivered transport's note, for its shipper */
  deliveryNote: DeliveryNotePdf,
  /** the photo the driver took at the delivery */
  deliveryPhoto: DeliveryPhoto,
};
export type QuoteDocumentServices = Resolved<typeof quoteDocuments>;
export const QuoteDocumentServices = token<QuoteDocumentServices>('QuoteDocumentServices');

/** The quote's documents: the printable page, its PDF, the shared link, the delivery note. */
export const documentsModule = featureModule(({ resolved, record }) => {
  const { Clock: clock } = GIVEN;
  const documentDeps = [QuoteRepository, PriceQuote, Secrets, clock, GIVEN.Operator] as const;
  resolved(ViewQuoteDocument, [...documentDeps], (quotes, priceQuote, secrets, now, operator) =>
    makeViewQuoteDocument({ quotes, priceQuote, secrets, clock: now, operator }),
  );
  resolved(OpenSharedDocument, [...documentDeps], (quotes, priceQuote, secrets, now, operator) =>
    makeOpenSharedDocument({ quotes, priceQuote, secrets, clock: now, operator }),
  );
  resolved(RenderQuotePdf, [QuoteDocumentRenderer, RateLimiter], (renderer, limiter) => makeRenderQuotePdf({ renderer, limiter }));
  resolved(
    DeliveryNotePdf,
    [ViewQuoteDocument, QuoteRepository, TransportLog, QuoteDocumentRenderer, RateLimiter],
    (viewDocument, quotes, log, renderer, limiter) => makeDeliveryNotePdf({ viewDocument, quotes, log, renderer, limiter }),
  );
  resolved(DeliveryPhoto, [QuoteRepository, TransportLog], (quotes, log) => makeDeliveryPhoto({ quotes, log }));
  record(QuoteDocumentServices, quoteDocuments);
});
