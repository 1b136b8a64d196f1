import { isHomeVariant } from '../../src/domain/site-map.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageNotFound } from '../not-found.server.ts';
import type { Route } from './+types/home-variant';

/** /{lang}/home-{name}: the home variant. Any other single segment is not found. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isHomeVariant(params.slug)) throw pageNotFound(request, context);
  return bookingData(context);
}

// The quote tool is on this page: header links jump to it.
export const handle = { bookingForm: true };

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'homeVariant');

export default function HomeVariant({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <SitePage pageKey="homeVariant" />
      <BookingSection {...loaderData} />
    </>
  );
}
