import { type AppLoadContext, redirect } from 'react-router';
import { refusedAs } from '#src/domain/application-error.ts';
import type { QuoteDocument } from '#src/domain/quote/quote-document.ts';
import { pageNotFound } from '../../not-found.server.ts';
import { answeredAsPage } from '../../unavailable.server.ts';
import { owner } from './offer-page.server.ts';

interface Args {
  request: Request;
  params: { lang: string; id: string };
  context: AppLoadContext;
}

export type DocumentAccess =
  | { kind: 'owner'; document: QuoteDocument; shareUrl: string; access: string | null }
  | { kind: 'shared'; document: QuoteDocument; share: string }
  | { kind: 'expired' };

/**
 * The quote document for its shipper (their browser, or their email's link), or for
 * whoever holds its read-only link (`?share=`) until the quote's validity ends. Before the
 * shipper's details are given there is no document: the quote's page asks for them.
 */
export function documentAccess({ request, params, context }: Args): Promise<DocumentAccess> {
  return answeredAsPage(context, async () => {
    const url = new URL(request.url);
    const share = url.searchParams.get('share');
    if (share) {
      const shared = await context.services.quoteDocuments.shared(params.id, share);
      if (shared === 'expired') return { kind: 'expired' };
      if (!shared) throw pageNotFound(request, context);
      return { kind: 'shared', document: shared, share };
    }
    const key = await owner(request, context, params.id);
    try {
      const { document, shareToken } = await context.services.quoteDocuments.view(params.id, key);
      const shareUrl = `${context.services.site.url}/${params.lang.toUpperCase()}/quote/${params.id}/document?share=${shareToken}`;
      return { kind: 'owner', document, shareUrl, access: url.searchParams.get('access') };
    } catch (error) {
      if (refusedAs(error, 'documentNotReady')) throw redirect(`/${params.lang.toUpperCase()}/quote/${params.id}${url.search}`, 303);
      if (context.answerFor(error)?.code === 'not_found') throw pageNotFound(request, context);
      throw error;
    }
  });
}
