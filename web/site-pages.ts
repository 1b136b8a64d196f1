import { findSitePage, SITE_PAGES, type SitePage } from '#src/domain/site-map.ts';

// Which catalog entry (pages.<key>) describes each page.
export type PageKey =
  | 'home'
  | 'homeVariant'
  | 'spl'
  | 'landingPageDemo'
  | 'landingPageReservation'
  | 'landingPageCreerCompte'
  | 'landingPageShipperPortal'
  | 'solutionsEquipementiers'
  | 'transportUrgent'
  | 'transportPremium'
  | 'solutionsAutomobile'
  | 'index2'
  | 'admin'
  | 'quote'
  | 'account'
  | 'accountAddresses'
  | 'accountAddress'
  | 'accountIntegrations'
  | 'accountInvoices'
  | 'accountInvitation'
  | 'drive'
  | 'carrierOffer'
  | 'carrierPortal'
  | 'legalNotice';

const KEY_OF_PAGE: Record<SitePage, PageKey> = {
  SPL: 'spl',
  'landing-page-demo': 'landingPageDemo',
  'landing-page-reservation': 'landingPageReservation',
  'landing-page-creer-compte': 'landingPageCreerCompte',
  'landing-page-shipper-portal': 'landingPageShipperPortal',
  'solutions-equipementiers': 'solutionsEquipementiers',
  'transport-urgent': 'transportUrgent',
  'transport-premium': 'transportPremium',
  'solutions-automobile': 'solutionsAutomobile',
  index2: 'index2',
  admin: 'admin',
};

/** The pages whose own form takes the place of the quote tool. */
const PAGES_WITHOUT_BOOKING: readonly PageKey[] = ['landingPageDemo', 'landingPageCreerCompte', 'solutionsAutomobile'];

export const MARKETING_PAGES = SITE_PAGES.filter((page) => page !== 'admin').map((page) => ({
  path: page,
  id: `page/${page}`,
  key: KEY_OF_PAGE[page],
  withBooking: !PAGES_WITHOUT_BOOKING.includes(KEY_OF_PAGE[page]),
}));

/** The page a marketing route serves, from its address (/{lang}/{page}, any case, as routes match). */
export function pageKeyOfUrl(url: string): PageKey {
  const page = findSitePage(new URL(url).pathname.split('/')[2] ?? '');
  return page ? KEY_OF_PAGE[page] : 'home';
}
