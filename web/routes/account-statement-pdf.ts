import { parseLanguage } from '#src/domain/language.ts';
import { pdfAnswer } from '../components/pdf-answer.server.ts';
import { signedInPerson } from '../components/account/signed-in-person.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-statement-pdf';

/** A month's statement of the company's confirmed transports as a PDF to file, its totals last. */
export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  const language = parseLanguage(params.lang) ?? 'fr';
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args);
    const month = new URL(request.url).searchParams.get('month') ?? '';
    try {
      return await pdfAnswer(context, params.lang, async () => {
        const { pdf } = await context.services.shipperAccount.statementPdf(person, month, language);
        return { pdf, fileName: `statement-${month}.pdf` };
      });
    } catch (error) {
      if (context.answerFor(error)?.status === 400)
        return new Response('month: YYYY-MM\n', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
      throw error;
    }
  });
}
