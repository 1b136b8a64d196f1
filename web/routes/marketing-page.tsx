import { useMatches } from 'react-router';
import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageKeyOfRouteId } from '../site-pages.ts';
import type { Route } from './+types/marketing-page';

// One module serves every landing page of spec §2; the route id says which one.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, pageKeyOfRouteId(matches.at(-1)?.id ?? ''));

export default function MarketingPage() {
  const matches = useMatches();
  return <SitePage pageKey={pageKeyOfRouteId(matches.at(-1)?.id ?? '')} />;
}
