import { parseLanguage } from '#src/domain/language.ts';
import { pdfAnswer } from '../components/pdf-answer.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/carrier-offer-order-pdf';

/** The transport order as a PDF, for the carrier it was awarded to, by its offer's link; 404 to anyone else. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answeredAsPage(context, async () => {
    const language = parseLanguage(params.lang) ?? 'fr';
    try {
      return await pdfAnswer(context, params.lang, async () => {
        const { reference, pdf } = await context.services.carriers.offer.orderPdf(await context.actor('carrier'), language);
        return { pdf, fileName: `${reference}-transport-order.pdf` };
      });
    } catch (error) {
      if (['not_found', 'expired'].includes(context.answerFor(error)?.code ?? '')) throw pageNotFound(request, context);
      throw error;
    }
  });
}
