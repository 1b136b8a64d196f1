import { useMatches } from 'react-router';
import { findSitePage } from '#src/domain/site-map.ts';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { LandingPage, PAGES_WITHOUT_BOOKING } from '../components/landing/landing-page.tsx';
import { leadAction } from '../components/leads/lead-action.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageKeyOfRouteId } from '../site-pages.ts';
import type { Route } from './+types/marketing-page';

// One module serves every landing page of spec §2; the route id says which one.
export const meta: Route.MetaFunction = (args) => pageMeta(args, pageKeyOfRouteId(args.matches.at(-1)?.id ?? ''));

export async function loader({ context, request }: Route.LoaderArgs) {
  const segment = new URL(request.url).pathname.split('/').filter(Boolean)[1] ?? '';
  const pageKey = pageKeyOfRouteId(`page/${findSitePage(segment) ?? segment}`);
  return { booking: PAGES_WITHOUT_BOOKING.includes(pageKey) ? null : await bookingData(context) };
}

/** The lead forms of the create-account, demo and automotive pages post here. */
export const action = (args: Route.ActionArgs) => leadAction(args);

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  return <LandingPage pageKey={pageKeyOfRouteId(matches.at(-1)?.id ?? '')} booking={loaderData.booking} />;
}
