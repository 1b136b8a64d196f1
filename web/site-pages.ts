import { SITE_PAGES, type SitePage } from '#src/domain/site-map.ts';

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
  | 'quote';

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

/** Marketing pages share one route module; their route id carries the page. */
/** The pages whose own form takes the place of the quote tool. */
const PAGES_WITHOUT_BOOKING: readonly PageKey[] = ['landingPageDemo', 'landingPageCreerCompte', 'solutionsAutomobile'];

export const MARKETING_PAGES = SITE_PAGES.filter((page) => page !== 'admin').map((page) => ({
  path: page,
  id: `page/${page}`,
  key: KEY_OF_PAGE[page],
  withBooking: !PAGES_WITHOUT_BOOKING.includes(KEY_OF_PAGE[page]),
}));

/** The page a marketing route serves, from its route id (the last of the matches). */
export function pageKeyOfMatches(matches: ReadonlyArray<{ id: string } | undefined>): PageKey {
  const routeId = matches.at(-1)?.id;
  const page = MARKETING_PAGES.find((candidate) => candidate.id === routeId);
  return page?.key ?? 'home';
}
