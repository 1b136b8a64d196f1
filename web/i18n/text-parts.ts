import type { PageKey } from '../site-pages.ts';

// Which parts of the catalog each kind of page carries (a page carries only its own
// texts). A text outside its page's parts is said as its key and reported in the browser's
// console (translator.ts), which fails the browser tests.

/** What every public page shows: header, footer, cookie bar, support widget, the business-account dialog, the error screens. */
export const LAYOUT_TEXTS = [
  'brand',
  'layout',
  'seo',
  'scripts',
  'header',
  'footer',
  'languageSwitcher',
  'languages',
  'countries',
  'widget',
  'support',
  'notFound',
  'error',
  'unavailable',
  'landing.cookies',
  'leads',
  'booking.contact',
  'booking.form',
  'validation.invalid',
  // What typed text may not carry (typed-text.ts), which every form of names may be refused for.
  'validation.formattingCharacters',
  'validation.webAddressInName',
] as const;

/** Why an API key or a webhook receiver was refused: the staff's record and the account's integrations say it from the action's answer. */
export const KEY_AND_RECEIVER_REFUSALS = [
  'validation.keyNameTooLong',
  'validation.webhookUrl',
  'validation.webhookHttps',
  'validation.webhookPrivate',
  'validation.webhookPort',
  'validation.webhookTooMany',
  'validation.webhookEvents',
] as const;

/** The staff's page: its own bar and dashboard, and the error screens. */
export const BACK_OFFICE_TEXTS = [
  ...LAYOUT_TEXTS,
  'admin',
  'adminUi',
  'pages.admin',
  'booking.vehicles',
  'booking.timeline',
  'booking.summary',
  'booking.parcelTypes',
  'booking.yes',
  'booking.no',
  // A record's detail says its VAT, its greenhouse gases and its dangerous goods as the shipper read them.
  'booking.vat',
  'booking.co2e',
  'booking.crossings',
  'booking.dangerousGoods',
  'booking.transport',
  // A carrier's decline, as its answer says it on the record.
  'carrier.offer.reasons',
  'validation.required',
  ...KEY_AND_RECEIVER_REFUSALS,
] as const;

/** The quote tool, wherever it is shown. */
export const QUOTE_TOOL_TEXTS = ['booking', 'validation', 'quoteErrors', 'dates'] as const;

/** A landing page of spec §2: its sections, its heading and meta, and the home page's heading for the breadcrumb. */
export function landingTexts(pageKey: PageKey): string[] {
  return ['landing', `pages.${pageKey}`, 'pages.home.heading'];
}
