import { parseLanguage } from '#src/domain/language.ts';
import { messagesFor } from '../i18n/catalogs.server.ts';
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
    // Too many PDFs at once (this reader's, or everyone's): a wait, never a stalled server. A
    // download link opens no page: the answer says so in a line of text, in the page's language.
    const answer = args.context.answerFor(error);
    if (answer?.status !== 429) throw error;
    const { busy } = messagesFor(language, ['unavailable.busy']).unavailable as { busy: { title: string; message: string } };
    return new Response(`${busy.title}\n\n${busy.message}\n`, {
      status: 429,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Retry-After': String(answer.retryAfterSeconds ?? 2),
        'Cache-Control': 'no-store',
      },
    });
  }
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${access.document.reference}.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
