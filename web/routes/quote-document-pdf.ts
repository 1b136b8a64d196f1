import { data } from 'react-router';
import { parseLanguage } from '#src/domain/language.ts';
import { documentAccess } from '../components/booking/quote-document.server.ts';
import type { Route } from './+types/quote-document-pdf';

/** Issue 28: the quote document as a PDF, for the same readers as its page. */
export async function loader(args: Route.LoaderArgs) {
  const access = await documentAccess(args);
  if (access.kind === 'expired') return new Response(null, { status: 410 });
  const language = parseLanguage(args.params.lang) ?? 'fr';
  let pdf: Buffer;
  try {
    pdf = await args.context.services.quoteDocuments.pdf(access.document, language, args.context.clientAddress);
  } catch (error) {
    // Too many PDFs at once (this reader's, or everyone's): a wait, never a stalled server.
    const answer = args.context.answerFor(error);
    if (answer?.status !== 429) throw error;
    throw data(null, { status: 429, headers: { 'Retry-After': String(answer.retryAfterSeconds ?? 2) } });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${access.document.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
