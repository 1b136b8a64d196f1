import { parseLanguage } from '#src/domain/language.ts';
import { documentAccess } from '../components/booking/quote-document.server.ts';
import { pdfAnswer } from '../components/pdf-answer.server.ts';
import type { Route } from './+types/quote-document-pdf';

/** The quote document as a PDF, for the same readers as its page. */
export async function loader(args: Route.LoaderArgs) {
  const access = await documentAccess(args);
  if (access.kind === 'expired') return new Response(null, { status: 410 });
  const language = parseLanguage(args.params.lang) ?? 'fr';
  return pdfAnswer(args.context, args.params.lang, async () => ({
    pdf: await args.context.services.quoteDocuments.pdf(access.document, language, args.context.clientAddress),
    fileName: `${access.document.reference}.pdf`,
  }));
}
