import { PageTexts, useTranslation } from '#web/i18n/use-translation.tsx';
import { data } from 'react-router';
import { endAddress } from '#src/domain/shipment/address-line.ts';
import { TransportTimeline } from '../components/booking/transport-timeline.tsx';
import { answeredAsPage } from '../unavailable.server.ts';
import { pageNotFound } from '../not-found.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { privatePageMeta } from '../i18n/page-meta.ts';
import { QUOTE_TOOL_TEXTS } from '../i18n/text-parts.ts';
import type { Route } from './+types/quote-track';

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches, 'quote');

/** The receiving site's link — the transport's steps by their own signed token, no price, no buyer. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const followed = await answeredAsPage(context, () => context.services.followAsConsignee(params.id, token));
  if (!followed) throw pageNotFound(request, context);
  const headers = { 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' };
  return data({ id: params.id, live: true, followed, messages: pageMessages(params, ['pages.quote', ...QUOTE_TOOL_TEXTS]) }, { headers });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export default function QuoteTrackPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <ConsigneeView id={loaderData.id} followed={loaderData.followed} />
    </PageTexts>
  );
}

function ConsigneeView({ id, followed }: { id: string; followed: Route.ComponentProps['loaderData']['followed'] }) {
  const { t } = useTranslation();
  const place = (end: typeof followed.departure) =>
    `${endAddress(end.street, end.location, end.country)} (${t(`countries.${end.country}`)})`;
  return (
    <section className="container booking-outcome">
      <h1>{t('booking.transport.consigneeTitle', { reference: followed.reference })}</h1>
      <p>{t('booking.transport.route', { from: place(followed.departure), to: place(followed.arrival) })}</p>
      <TransportTimeline quoteId={id} transport={followed.transport} level={2} />
    </section>
  );
}
