// Spec §2 "Routes": the named pages that exist under /{lang}/… Their unprefixed form
// redirects to the French version; any other path is not found.
export const SITE_PAGES = [
  'SPL',
  'landing-page-demo',
  'landing-page-reservation',
  'landing-page-creer-compte',
  'landing-page-shipper-portal',
  'solutions-equipementiers',
  'transport-urgent',
  'transport-premium',
  'solutions-automobile',
  'index2',
  'admin',
] as const;
export type SitePage = (typeof SITE_PAGES)[number];

/** home-{name}: a home variant, for any non-empty name. */
const HOME_VARIANT = /^home-[^/]+$/i;

export function isHomeVariant(segment: string): boolean {
  return HOME_VARIANT.test(segment);
}

export function findSitePage(segment: string): SitePage | undefined {
  const wanted = segment.toLowerCase();
  return SITE_PAGES.find((page) => page.toLowerCase() === wanted);
}

/** A path that names a page without its language prefix, e.g. /landing-page-demo. */
export function isUnprefixedPagePath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.length !== 1) return false;
  const [segment] = segments as [string];
  return findSitePage(segment) !== undefined || isHomeVariant(segment);
}
