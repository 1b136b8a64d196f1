import { bookingData } from '../components/booking/booking-data.server.ts';
import { BookingSection } from '../components/booking/booking-section.tsx';
import { LandingPage } from '../components/landing/landing-page.tsx';
import { leadAction } from '../components/leads/lead-action.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { landingTexts, QUOTE_TOOL_TEXTS } from '../i18n/text-parts.ts';
import { PageTexts } from '../i18n/use-translation.tsx';
import { pageKeyOfUrl } from '../site-pages.ts';
import type { Route } from './+types/marketing-page';

// One module serves every landing page of spec §2 that carries the quote tool; its address says
// which one. The pages without it have their own module (lead-page.tsx), which does not load it.
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.pageKey ?? 'home');

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pageKey = pageKeyOfUrl(request.url);
  return {
    pageKey,
    booking: await bookingData(context),
    messages: pageMessages(params, [...landingTexts(pageKey), ...QUOTE_TOOL_TEXTS]),
  };
}

/** The lead forms of the pages that show one beside the tool post here. */
export const action = (args: Route.ActionArgs) => leadAction(args);

export default function MarketingPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <LandingPage pageKey={loaderData.pageKey} tool={<BookingSection {...loaderData.booking} inHero />} />
    </PageTexts>
  );
}
