import type { MetaDescriptor } from 'react-router';
import { LANGUAGES, LOCALE_OF, languagePrefix, pathInLanguage, type Language } from '#src/domain/language.ts';
import type { PageKey } from '../site-pages.ts';
import { type MetaMatch, rootDataFromMatches, translatorFromMatches } from './root-data.ts';

interface MetaArgs {
  matches: ReadonlyArray<MetaMatch>;
  location: { pathname: string };
}

/** The address of a path on the public site, with the language segment as links write it. */
function publicUrl(site: string, pathname: string, language: Language): string {
  return `${site}${pathInLanguage(pathname, language)}`;
}

/**
 * Search-engine metadata of a public page: title, description, keywords, canonical
 * URL, hreflang alternates for the five languages plus x-default, Open Graph, and JSON-LD
 * (Organization and Service, with a BreadcrumbList below the home page).
 */
export function pageMeta({ matches, location }: MetaArgs, pageKey: PageKey): MetaDescriptor[] {
  const t = translatorFromMatches(matches);
  const root = rootDataFromMatches(matches);
  if (!root) return [{ title: t(`pages.${pageKey}.title`) }];
  const { language, site } = root;
  const title = `${t(`pages.${pageKey}.title`)} | ${t('brand.name')}`;
  const description = t(`pages.${pageKey}.description`);
  const canonical = publicUrl(site.url, location.pathname, language);
  const home = `${site.url}${languagePrefix(language)}`;
  const isHome = canonical === home;
  const organization = {
    '@type': 'Organization',
    '@id': `${site.url}/#organization`,
    name: t('brand.name'),
    url: site.url,
    logo: `${site.url}/favicon.svg`,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: site.supportEmail,
      availableLanguage: ['French', 'English', 'German', 'Spanish', 'Italian'],
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    },
  };
  const service = {
    '@type': 'Service',
    name: t(`pages.${pageKey}.heading`),
    description,
    serviceType: t('seo.serviceType'),
    areaServed: { '@type': 'Place', name: t('seo.areaServed') },
    provider: { '@id': `${site.url}/#organization` },
    url: canonical,
    inLanguage: language,
  };
  const breadcrumb = {
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: t('pages.home.heading'), item: home },
      { '@type': 'ListItem', position: 2, name: t(`pages.${pageKey}.heading`), item: canonical },
    ],
  };
  return [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: t(`pages.${pageKey}.keywords`) },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...LANGUAGES.map((code) => ({ tagName: 'link', rel: 'alternate', hrefLang: code, href: publicUrl(site.url, location.pathname, code) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: publicUrl(site.url, location.pathname, 'fr') },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: t('brand.name') },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: LOCALE_OF[language].replace('-', '_') },
    ...LANGUAGES.filter((code) => code !== language).map((code) => ({
      property: 'og:locale:alternate',
      content: LOCALE_OF[code].replace('-', '_'),
    })),
    { name: 'twitter:card', content: 'summary' },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@graph': isHome ? [organization, service] : [organization, service, breadcrumb],
      },
    },
  ];
}

/** Pages that search engines should not list (the back office, a visitor's own quote). */
export function privatePageMeta(matches: ReadonlyArray<MetaMatch>, pageKey: PageKey): MetaDescriptor[] {
  const t = translatorFromMatches(matches);
  return [
    { title: `${t(`pages.${pageKey}.title`)} | ${t('brand.name')}` },
    { name: 'description', content: t(`pages.${pageKey}.description`) },
    { name: 'robots', content: 'noindex' },
  ];
}
