import { isHomeVariant } from '#src/domain/site-map.ts';
import { bookingData } from '../components/booking/booking-data.server.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { LandingPage } from '../components/landing/landing-page.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { landingTexts, QUOTE_TOOL_TEXTS } from '../i18n/text-parts.ts';
import { PageTexts } from '../i18n/use-translation.tsx';
import { pageNotFound } from '../not-found.server.ts';
import type { Route } from './+types/home-variant';

/** /{lang}/home-{name}: the home variant. Any other single segment is not found. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isHomeVariant(params.slug)) throw pageNotFound(request, context);
  return { booking: await bookingData(context), messages: pageMessages(params, [...landingTexts('homeVariant'), ...QUOTE_TOOL_TEXTS]) };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'homeVariant');

export default function HomeVariant({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <LandingPage pageKey="homeVariant" tool={<BookingSection {...loaderData.booking} inHero />} />
    </PageTexts>
  );
}
