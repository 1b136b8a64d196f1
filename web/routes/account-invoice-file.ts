import { z } from 'zod';
import { pdfAnswer } from '../components/pdf-answer.server.ts';
import { signedInPerson } from '../components/account/signed-in-person.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/account-invoice-file';

/**
 * One of the company's invoices as its Factur-X PDF (in the page's language) or its CII
 * XML; another company's, like an unknown one, is the 404 page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, params, context } = args;
  return answeredAsPage(context, async () => {
    const person = await signedInPerson(args);
    const id = z.uuid().safeParse(params.id);
    if (!id.success || (params.format !== 'pdf' && params.format !== 'xml')) throw pageNotFound(request, context);
    const { invoicing } = context.services;
    if (params.format === 'xml') {
      const made = await invoicing.cii(id.data, person.accountId);
      if (!made) throw pageNotFound(request, context);
      return new Response(made.xml, {
        headers: {
          'Content-Type': 'application/xml; charset=utf-8',
          'Content-Disposition': `attachment; filename="${made.number}.xml"`,
          'Cache-Control': 'private, no-store',
        },
      });
    }
    return pdfAnswer(context, params.lang, async () => {
      const made = await invoicing.pdf(id.data, person.accountId);
      if (!made) throw pageNotFound(request, context);
      return { pdf: made.pdf, fileName: `${made.number}.pdf` };
    });
  });
}
