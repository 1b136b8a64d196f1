import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translatorFromMatches } from '../i18n/root-data.ts';
import { ErrorPage } from './error-page.tsx';
import { LinkExpiredPage } from './link-expired-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { UnavailablePage } from './unavailable-page.tsx';

// The error screens, for the root and for the /{lang} layout. An error below /{lang} stops at the
// layout, so the page keeps the root's data (its language, texts, header and footer).

const statusOf = (error: unknown) => (isRouteErrorResponse(error) ? error.status : 500);

export function RouteError({ error }: { error: unknown }) {
  const status = statusOf(error);
  if (status === 404) return <NotFoundPage />;
  if (status === 410) return <LinkExpiredPage />;
  if (status === 503) return <UnavailablePage />;
  return <ErrorPage status={status} />;
}

export function routeErrorMeta({
  error,
  matches,
}: {
  error?: unknown;
  matches: Parameters<typeof translatorFromMatches>[0];
}): MetaDescriptor[] {
  if (!error) return [];
  const status = statusOf(error);
  const t = translatorFromMatches(matches);
  const title =
    status === 404
      ? 'notFound.metaTitle'
      : status === 410
        ? 'notFound.linkExpired.metaTitle'
        : status === 503
          ? 'unavailable.metaTitle'
          : 'error.metaTitle';
  return [{ title: t(title) }];
}
