import { owner } from '../components/booking/offer-page.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/quote-delivery-photo';

/** The photo the driver took at the delivery, for its shipper; 404 for anyone else, or without a photo. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return answeredAsPage(context, async () => {
    const ownerKey = await owner(request, context, params.id);
    try {
      const photo = await context.services.quoteDocuments.deliveryPhoto({ quoteId: params.id, ownerKey });
      return new Response(new Uint8Array(photo.bytes), {
        headers: {
          'Content-Type': photo.type,
          'Cache-Control': 'private, no-store',
          // The kept photo's hash (RFC 3230), so that a copy can be checked against it.
          Digest: `sha-256=${Buffer.from(photo.sha256, 'hex').toString('base64')}`,
        },
      });
    } catch (error) {
      if (['not_found', 'conflict'].includes(context.answerFor(error)?.code ?? '')) throw pageNotFound(request, context);
      throw error;
    }
  });
}
