import { makeOpenSharedDocument, makeRenderQuotePdf, makeViewQuoteDocument } from '../application/quote-document.ts';
import { makeDeliveryNotePdf } from '../application/transport/delivery-note.ts';
import { featureModule } from './binding.ts';
import { GIVEN, PORTS, USE_CASES, SERVICE_PARTS } from './tokens.ts';

/** The quote's documents: the printable page, its PDF, the shared link, the delivery note. */
export const documentsModule = featureModule(({ resolved, record }) => {
  const { Clock: clock } = GIVEN;
  const U = USE_CASES;
  const documentDeps = [PORTS.Quotes, U.PriceQuote, PORTS.Secrets, clock, GIVEN.Operator] as const;
  resolved(U.ViewQuoteDocument, [...documentDeps], (quotes, priceQuote, secrets, now, operator) =>
    makeViewQuoteDocument({ quotes, priceQuote, secrets, clock: now, operator }),
  );
  resolved(U.OpenSharedDocument, [...documentDeps], (quotes, priceQuote, secrets, now, operator) =>
    makeOpenSharedDocument({ quotes, priceQuote, secrets, clock: now, operator }),
  );
  resolved(U.RenderQuotePdf, [PORTS.DocumentRenderer, PORTS.RateLimiter], (renderer, limiter) => makeRenderQuotePdf({ renderer, limiter }));
  resolved(
    U.DeliveryNotePdf,
    [U.ViewQuoteDocument, PORTS.Quotes, PORTS.TransportLog, PORTS.DocumentRenderer, PORTS.RateLimiter],
    (viewDocument, quotes, log, renderer, limiter) => makeDeliveryNotePdf({ viewDocument, quotes, log, renderer, limiter }),
  );
  record(SERVICE_PARTS.QuoteDocuments, {
    view: U.ViewQuoteDocument,
    shared: U.OpenSharedDocument,
    pdf: U.RenderQuotePdf,
    deliveryNote: U.DeliveryNotePdf,
  });
});
