import { parseLanguage } from '#src/domain/language.ts';
import { documentAccess } from '../components/booking/quote-document.server.ts';
import type { Route } from './+types/quote-document-pdf';

/** Issue 28: the quote document as a PDF, for the same readers as its page. */
export async function loader(args: Route.LoaderArgs) {
  const access = await documentAccess(args);
  if (access.kind === 'expired') return new Response(null, { status: 410 });
  const language = parseLanguage(args.params.lang) ?? 'fr';
  const pdf = await args.context.services.quoteDocuments.renderer.pdf(access.document, language);
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${access.document.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
