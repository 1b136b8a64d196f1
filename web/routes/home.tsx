import { BookingSection } from '../components/booking/booking-section.tsx';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/home';

// The quote tool is on this page: header links jump to it.
export const handle = { bookingForm: true };

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'home');

export function loader({ context }: Route.LoaderArgs) {
  return bookingData(context);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SitePage pageKey="home" />
      <BookingSection {...loaderData} />
    </>
  );
}
