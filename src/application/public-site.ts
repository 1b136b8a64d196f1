import type { OperatorIdentity } from '../domain/operator.ts';
import type { RetentionDays } from '../domain/privacy/retention.ts';
/** The external addresses of the header and footer (configuration, not code). */
export interface SiteLinks {
  corporate: {
    about: string;
    road: string;
    air: string;
    industries: string;
    solutions: string;
    company: string;
    shipper: string;
    carrier: string;
    contact: string;
  };
  products: { schwerdtfeger: string; speedPackEurope: string; taxicolis: string };
  /** an operator's own shipper portal; absent: the site's business account (/{lang}/account) */
  shipperPortalLogin?: string;
  social: string;
  policies: { privacy: string; legal: string; cookies: string };
  /** the demo video's embed address (a third party: loaded only after consent and a click) */
  demoVideo?: string;
}

/** The public site: its address (no trailing slash), its support contacts and external links. */
export interface PublicSite {
  url: string;
  supportEmail: string;
  /** the 24/7 line */
  supportPhone: string;
  /** an agent calls a shipper who chose an offer within this many minutes, 24/7 */
  callbackMinutes: number;
  links: SiteLinks;
  operator: OperatorIdentity;
  /** how long personal details are kept (the retention job applies it; the footer says it) */
  retention: RetentionDays;
}
