import { isHomeVariant } from '#src/domain/site-map.ts';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { LandingPage } from '../components/landing/landing-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageNotFound } from '../not-found.server.ts';
import type { Route } from './+types/home-variant';

/** /{lang}/home-{name}: the home variant. Any other single segment is not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isHomeVariant(params.slug)) throw pageNotFound(request, context);
  return { booking: await bookingData(context) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'homeVariant');

export default function HomeVariant({ loaderData }: Route.ComponentProps) {
  return <LandingPage pageKey="homeVariant" tool={<BookingSection {...loaderData.booking} inHero />} />;
}
