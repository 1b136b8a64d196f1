import { LandingPage } from '../components/landing/landing-page.tsx';
import { leadAction } from '../components/leads/lead-action.server.ts';
import { pageMessages } from '../i18n/catalogs.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { landingTexts } from '../i18n/text-parts.ts';
import { PageTexts } from '../i18n/use-translation.tsx';
import { pageKeyOfUrl } from '../site-pages.ts';
import type { Route } from './+types/lead-page';

// The landing pages whose own form (demo, business account, expert contact) takes the place of
// the quote tool (PAGES_WITHOUT_BOOKING): they neither price anything nor load the tool's code.
export const meta: Route.MetaFunction = (args) => pageMeta(args, args.loaderData?.pageKey ?? 'home');

export function loader({ params, request }: Route.LoaderArgs) {
  const pageKey = pageKeyOfUrl(request.url);
  return { pageKey, messages: pageMessages(params, landingTexts(pageKey)) };
}

/** The create-account, demo and automotive pages' forms post here. */
export const action = (args: Route.ActionArgs) => leadAction(args);

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageTexts messages={loaderData.messages}>
      <LandingPage pageKey={loaderData.pageKey} />
    </PageTexts>
  );
}
