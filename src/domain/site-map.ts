import { type Language, languagePrefix, parseLanguage, pathInLanguage } from './language.ts';
import { isUuid } from './uuid.ts';

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

/** The legal notice: who publishes the site (the operator's identity). */
export const LEGAL_NOTICE_PAGE = 'legal-notice';

/** Whether a path names a page of the site: /{lang}, a named page, a home variant, the quote pages. */
export function namesAPage(pathname: string): boolean {
  const [language, page, id, ...rest] = pathname.split('/').filter(Boolean);
  if (!parseLanguage(language) || rest.length > 0) return false;
  if (page === undefined) return true;
  if (page.toLowerCase() === 'quote') return id === undefined || isUuid(id);
  if (page.toLowerCase() === LEGAL_NOTICE_PAGE) return id === undefined;
  return id === undefined && (findSitePage(page) !== undefined || isHomeVariant(page));
}

/**
 * The same page in another language; that language's home for a path that names no page, so a
 * "not found" page never repeats what was typed in its links.
 */
export function pageInLanguage(pathname: string, language: Language): string {
  return namesAPage(pathname) ? pathInLanguage(pathname, language) : languagePrefix(language);
}
