import { useMatches } from 'react-router';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { LandingPage } from '../components/landing/landing-page.tsx';
import { leadAction } from '../components/leads/lead-action.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageKeyOfMatches } from '../site-pages.ts';
import type { Route } from './+types/marketing-page';

// One module serves every landing page of spec §2 that carries the quote tool; the route id says
// which one. The pages without it have their own module (lead-page.tsx), which does not load it.
export const meta: Route.MetaFunction = (args) => pageMeta(args, pageKeyOfMatches(args.matches));

export async function loader({ context }: Route.LoaderArgs) {
  return { booking: await bookingData(context) };
}

/** The lead forms of the pages that show one beside the tool post here. */
export const action = (args: Route.ActionArgs) => leadAction(args);

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  const matches = useMatches();
  return <LandingPage pageKey={pageKeyOfMatches(matches)} tool={<BookingSection {...loaderData.booking} inHero />} />;
}
