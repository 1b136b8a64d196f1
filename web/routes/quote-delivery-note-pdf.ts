import { parseLanguage } from '#src/domain/language.ts';
import { owner } from '../components/booking/offer-page.server.ts';
import { pdfAnswer } from '../components/pdf-answer.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/quote-delivery-note-pdf';

/** A delivered transport's note as a PDF, for its shipper (their browser, or their email's link); 404 before the delivery. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answeredAsPage(context, async () => {
    const ownerKey = await owner(request, context, params.id);
    const language = parseLanguage(params.lang) ?? 'fr';
    try {
      return await pdfAnswer(context, params.lang, async () => {
        const { reference, pdf } = await context.services.quoteDocuments.deliveryNote({
          quoteId: params.id,
          ownerKey,
          language,
          reader: context.clientAddress,
        });
        return { pdf, fileName: `${reference}-delivery-note.pdf` };
      });
    } catch (error) {
      // Before the delivery there is no note to give, as for a quote that is not theirs.
      if (['not_found', 'conflict'].includes(context.answerFor(error)?.code ?? '')) throw pageNotFound(request, context);
      throw error;
    }
  });
}
