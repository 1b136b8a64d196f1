import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'home');

export default function Home() {
  return <SitePage pageKey="home" />;
}
