import { isHomeVariant } from '../../src/domain/site-map.ts';
import { SitePage } from '../components/site-page.tsx';
import { pageMeta } from '../i18n/page-meta.ts';
import { pageNotFound } from '../not-found.server.ts';
import type { Route } from './+types/home-variant';

/** /{lang}/home-{name}: the home variant. Any other single segment is not found. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isHomeVariant(params.slug)) throw pageNotFound(request, context);
  return null;
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'homeVariant');

export default function HomeVariant() {
  return <SitePage pageKey="homeVariant" />;
}
