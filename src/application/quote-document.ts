import type { OperatorIdentity } from '../domain/operator.ts';
import { type QuoteDocument, quoteDocument } from '../domain/quote/quote-document.ts';
import type { Language } from '../domain/language.ts';
import type { Clock } from '../ports/clock.ts';
import type { QuoteDocumentRenderer } from '../ports/quote-document-renderer.ts';
import { QuotaSpent, type RateLimiter } from '../ports/rate-limiter.ts';
import type { QuoteRepository } from '../ports/quote-repository.ts';
import type { Secrets } from '../ports/staff-auth.ts';
import { QuoteNotFound, TooManySubmissions } from './errors.ts';
import type { PriceQuote } from './price-quote.ts';
import { ApplicationError } from '../domain/application-error.ts';
import { token } from '../ports/token.ts';
import { type LinkGrant, linkOpens, linkToken } from './signed-link.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../domain/application-error.ts' {
  interface ApplicationErrors {
    documentNotReady: DocumentNotReady;
  }
}

// The quote as a document, for its shipper once their details are given, and for
// whoever they share its read-only link with, until the quote's validity ends.

/** What a shared link grants: this quote of this owner, for reading. */
const sharedDocument = (id: string, ownerKey: string): LinkGrant => ({ purpose: 'quote-share', subject: [id, ownerKey] });

/** The capability a shared link carries: this quote's document, read only. */
export function shareToken(secrets: Secrets, id: string, ownerKey: string): string {
  return linkToken(secrets, sharedDocument(id, ownerKey));
}

/** The quote's details are not given yet: its prices, hence its document, are not shown. */
export class DocumentNotReady extends ApplicationError<'documentNotReady'> {
  override name = 'DocumentNotReady';
  readonly code = 'documentNotReady';
}

export interface OwnedDocument {
  document: QuoteDocument;
  /** the read-only link's token, for the shipper to share */
  shareToken: string;
}

export type ViewQuoteDocument = (id: string, ownerKey: string) => Promise<OwnedDocument>;
export const ViewQuoteDocument = token<ViewQuoteDocument>('ViewQuoteDocument');
/** The shared document; 'expired' once the quote's validity has ended; undefined for a wrong link. */
export type OpenSharedDocument = (id: string, token: string) => Promise<QuoteDocument | 'expired' | undefined>;
export const OpenSharedDocument = token<OpenSharedDocument>('OpenSharedDocument');

interface Deps {
  quotes: QuoteRepository;
  priceQuote: PriceQuote;
  secrets: Secrets;
  clock: Clock;
  operator: OperatorIdentity;
}

async function documentOf(deps: Deps, id: string, ownerKey: string): Promise<QuoteDocument> {
  // Priced once and stored: a later call reads what was priced, never prices again.
  const priced = await deps.priceQuote(id, ownerKey);
  const quote = await deps.quotes.findOwned(id, ownerKey);
  if (!quote) throw new QuoteNotFound();
  if (!quote.contact || !(priced.pricesVisible || priced.status === 'offer_confirmed')) throw new DocumentNotReady();
  const purchase = priced.status === 'offer_confirmed' ? await deps.quotes.purchaseOf(id) : undefined;
  return quoteDocument(quote, priced.offers, quote.contact, priced.selectedOffer, deps.operator, purchase);
}

export function makeViewQuoteDocument(deps: Deps): ViewQuoteDocument {
  return async (id, ownerKey) => ({ document: await documentOf(deps, id, ownerKey), shareToken: shareToken(deps.secrets, id, ownerKey) });
}

export function makeOpenSharedDocument(deps: Deps): OpenSharedDocument {
  return async (id, token) => {
    const ownerKey = await deps.quotes.ownerKeyOf(id);
    if (!ownerKey || !linkOpens(deps.secrets, sharedDocument(id, ownerKey), token, deps.clock.now())) return undefined;
    try {
      const document = await documentOf(deps, id, ownerKey);
      // Past its offers' validity the shared link expires with them, unless one was confirmed: then it is the order's record.
      const confirmed = document.offers.some((offer) => offer.chosen);
      return !confirmed && deps.clock.now().getTime() > Date.parse(document.validUntil) ? 'expired' : document;
    } catch (error) {
      if (error instanceof DocumentNotReady) return undefined;
      throw error;
    }
  };
}

/** PDFs one reader (a visitor's address, an API key) may have in a minute. */
export const PDFS_PER_MINUTE = 20;

/** The document as a PDF for `reader`; TooManySubmissions past their limit or while the renderer is full. */
export type RenderQuotePdf = (document: QuoteDocument, language: Language, reader: string) => Promise<Buffer>;
export const RenderQuotePdf = token<RenderQuotePdf>('RenderQuotePdf');

export function makeRenderQuotePdf(deps: { renderer: QuoteDocumentRenderer; limiter: RateLimiter }): RenderQuotePdf {
  return (document, language, reader) => withinPdfQuota(deps.limiter, reader, () => deps.renderer.pdf(document, language));
}

/** Renders a PDF (a quote document, a delivery note) within `reader`'s share: TooManySubmissions past it or while the renderer is full. */
export async function withinPdfQuota(limiter: RateLimiter, reader: string, render: () => Promise<Buffer>): Promise<Buffer> {
  const { allowed, retryAfterMs } = await limiter.hit(`quote-pdf:${reader}`, PDFS_PER_MINUTE, 60_000);
  if (!allowed) throw new TooManySubmissions(retryAfterMs);
  try {
    return await render();
  } catch (error) {
    if (error instanceof QuotaSpent) throw new TooManySubmissions(error.retryAfterMs);
    throw error;
  }
}
