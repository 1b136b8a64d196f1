import type { AppLoadContext } from 'react-router';
import type { Door } from '#src/application/actor.ts';
import { parseLanguage } from '#src/domain/language.ts';
import { pdfAnswer } from '../pdf-answer.server.ts';
import { pageNotFound } from '../../not-found.server.ts';
import { answeredAsPage } from '../../unavailable.server.ts';

/** A job's consignment note as a PDF, for whoever the link at this door makes its carrier or driver; 404 to anyone else. */
export function consignmentNoteAnswer(door: Extract<Door, 'carrier' | 'driver'>, request: Request, lang: string, context: AppLoadContext) {
  return answeredAsPage(context, async () => {
    const language = parseLanguage(lang) ?? 'fr';
    try {
      return await pdfAnswer(context, lang, async () => {
        const { reference, pdf } = await context.services.carriers.offer.consignmentNotePdf(await context.actor(door), { language });
        return { pdf, fileName: `${reference}-consignment-note.pdf` };
      });
    } catch (error) {
      if (['not_found', 'expired'].includes(context.answerFor(error)?.code ?? '')) throw pageNotFound(request, context);
      throw error;
    }
  });
}
