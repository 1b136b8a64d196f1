import { useMatches } from 'react-router';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageKeyOfRouteId } from '../site-pages.ts';
import type { Route } from './+types/marketing-page';

// One module serves every landing page of spec §2; the route id says which one.
// The quote tool is on this page: header links jump to it.
export const handle = { bookingForm: true };

export const meta: Route.MetaFunction = (args) => pageMeta(args, pageKeyOfRouteId(args.matches.at(-1)?.id ?? ''));

export function loader({ context }: Route.LoaderArgs) {
  return bookingData(context);
}

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  return (
    <>
      <SitePage pageKey={pageKeyOfRouteId(matches.at(-1)?.id ?? '')} />
      <BookingSection {...loaderData} />
    </>
  );
}
