import { bookingData } from '../components/booking/booking-data.server.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { LandingPage } from '../components/landing/landing-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'home');

export async function loader({ context }: Route.LoaderArgs) {
  return { booking: await bookingData(context) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <LandingPage pageKey="home" tool={<BookingSection {...loaderData.booking} inHero />} />;
}
