// The catalog is one JSON file per language and namespace: src/i18n/locales/{language}/{namespace}.json.
// A namespace is a part of the site (the header, the quote tool, the staff page…); a page carries
// only the namespaces, or the parts of them, it shows (web/i18n/text-parts.ts). A key names its
// namespace first: `booking.offers.cheapest` is `offers.cheapest` in booking.json.
export const NAMESPACES = [
  'account',
  'admin',
  'adminUi',
  'booking',
  'brand',
  'carrier',
  'countries',
  'dates',
  'drive',
  'error',
  'footer',
  'header',
  'invoicing',
  'landing',
  'languageSwitcher',
  'languages',
  'layout',
  'leads',
  'mail',
  'notFound',
  'pages',
  'quoteErrors',
  'requestErrors',
  'scripts',
  'seo',
  'support',
  'unavailable',
  'validation',
  'widget',
] as const;

export type Namespace = (typeof NAMESPACES)[number];
