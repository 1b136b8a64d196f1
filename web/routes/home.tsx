import { bookingData } from '../components/booking/booking-data.server.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { LandingPage } from '../components/landing/landing-page.tsx';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { landingTexts, QUOTE_TOOL_TEXTS } from '../i18n/text-parts.ts';
import { PageTexts } from '../i18n/use-translation.tsx';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = (args) => pageMeta(args, 'home');

export async function loader({ context, params }: Route.LoaderArgs) {
  return { booking: await bookingData(context), messages: pageMessages(params, [...landingTexts('home'), ...QUOTE_TOOL_TEXTS]) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <LandingPage pageKey="home" tool={<BookingSection {...loaderData.booking} inHero />} />
    </PageTexts>
  );
}
