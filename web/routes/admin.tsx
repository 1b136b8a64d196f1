import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import type { Route } from './+types/admin';

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'admin'),
  { name: 'robots', content: 'noindex' },
];

export default function Admin() {
  return <SitePage pageKey="admin" />;
}
