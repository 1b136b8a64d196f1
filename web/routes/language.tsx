import { Outlet } from 'react-router';
import { parseLanguage } from '#src/domain/language.ts';
import { RouteError, routeErrorMeta } from '../components/route-error.tsx';
import { pageNotFound } from '../not-found.server.ts';
import type { Route } from './+types/language';

/** /{lang}: FR, EN, DE, ES or IT in any case; any other first segment is not a page. */
export function loader({ params, request, context }: Route.LoaderArgs) {
  if (!parseLanguage(params.lang)) throw pageNotFound(request, context);
  return null;
}

export default function LanguageLayout() {
  return <Outlet />;
}

export const meta: Route.MetaFunction = ({ error, matches }) => routeErrorMeta({ error, matches });

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
