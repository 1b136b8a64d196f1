import { useMatches } from 'react-router';
import { LandingPage } from '../components/landing/landing-page.tsx';
import { leadAction } from '../components/leads/lead-action.server.ts';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageKeyOfMatches } from '../site-pages.ts';
import type { Route } from './+types/lead-page';

// The landing pages whose own form (demo, business account, expert contact) takes the place of
// the quote tool (PAGES_WITHOUT_BOOKING): they neither price anything nor load the tool's code.
export const meta: Route.MetaFunction = (args) => pageMeta(args, pageKeyOfMatches(args.matches));

/** The create-account, demo and automotive pages' forms post here. */
export const action = (args: Route.ActionArgs) => leadAction(args);

export default function LeadPage() {
  const matches = useMatches();
  return <LandingPage pageKey={pageKeyOfMatches(matches)} />;
}
