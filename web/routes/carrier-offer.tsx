import { data, redirect } from 'react-router';
import { PageTexts } from '#web/i18n/use-translation.tsx';
import { CarrierOfferPage, OfferClosed, type OfferFormOutcome } from '../components/carrier/offer-page.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { pageNotFound } from '../not-found.server.ts';
import { readForm } from '../read-form.server.ts';
import { answeredAsPage } from '../unavailable.server.ts';
import type { Route } from './+types/carrier-offer';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'carrierOffer');

// The link is the carrier's key: no cache keeps the page (and no Referer carries it: security-headers.ts).
const NO_LEAK = { 'Cache-Control': 'private, no-store' };
const TEXTS = [
  'pages.carrierOffer',
  'carrier.offer',
  'carrier.yes',
  'carrier.no',
  'booking.summary',
  'booking.parcelTypes',
  'booking.vehicles',
  'languages',
] as const;

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return [...actionHeaders.keys()].length > 0 ? actionHeaders : loaderHeaders;
}

/** The offer a carrier's link opens; 404 for a forged link or another carrier's offer, 410 once closed or taken by another. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const messages = pageMessages(params, TEXTS);
  return answeredAsPage(context, async () => {
    try {
      const offer = await context.services.carriers.offer.view(await context.actor('carrier'));
      const saved = new URL(request.url).searchParams.get('saved') === '1';
      return data(
        { offer, closed: false, outcome: (saved ? 'saved' : null) as OfferFormOutcome, messages },
        { status: offer.status === 'taken' ? 410 : 200, headers: NO_LEAK },
      );
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.status === 410) return data({ offer: null, closed: true, outcome: null, messages }, { status: 410, headers: NO_LEAK });
      if (answer?.code === 'not_found') throw pageNotFound(request, context);
      throw error;
    }
  });
}

/** An answer or the driver named, from the page's forms: kept, then the page again (303); a refusal said on the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
  return answeredAsPage(context, async () => {
    const actor = await context.actor('carrier');
    const url = new URL(request.url);
    url.searchParams.delete('saved');
    try {
      if (fields.intent === 'confirm') await context.services.carriers.offer.confirm(actor, fields);
      else await context.services.carriers.offer.answer(actor, fields);
      url.searchParams.set('saved', '1');
    } catch (error) {
      const answer = context.answerFor(error);
      if (answer?.code === 'not_found') throw pageNotFound(request, context);
      if (answer?.code === 'invalid')
        return data({ outcome: { invalid: answer.fieldErrors } as OfferFormOutcome }, { status: 400, headers: NO_LEAK });
      // Too late, answered already, taken by another: nothing was kept, and the page says where the offer stands now.
      if (!answer) throw error;
    }
    throw redirect(`${url.pathname}${url.search}`, { status: 303, headers: NO_LEAK });
  });
}

export default function CarrierOfferRoute({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      {loaderData.offer ? (
        <CarrierOfferPage
          offer={loaderData.offer}
          outcome={actionData?.outcome ?? loaderData.outcome}
          orderHref={`/${params.lang}/carrier/offer/${params.link}/transport-order.pdf`}
        />
      ) : (
        <OfferClosed />
      )}
    </PageTexts>
  );
}
