import { useRouteLoaderData } from 'react-router';
import type { PublicSite } from '#src/application/public-site.ts';
import type { RootData } from '../i18n/root-data.ts';

/** The public site's contacts and external links, as the server's configuration gives them. */
export function useSite(): PublicSite | undefined {
  return useRouteLoaderData<RootData>('root')?.site;
}
