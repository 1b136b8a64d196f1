import { scanResponse } from '../components/carrier/scan-response.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/carrier-invoice-file';

/** One of the signed-in carrier's invoices to Flash as it sent it; another carrier's, like an unknown one, is the 404 page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answeredAsPage(context, async () => {
    const actor = await context.actor('carrierPortal');
    try {
      return scanResponse(await context.services.carriers.portal.invoiceFile(actor, params.id));
    } catch (error) {
      if (context.answerFor(error)?.code === 'not_found') throw pageNotFound(request, context);
      throw error;
    }
  });
}
