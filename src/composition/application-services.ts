import type { PublicSite } from '../application/public-site.ts';
import type { WallClock } from '../domain/shipment/local-time.ts';
import type { Logger } from '../ports/logger.ts';
import { token } from '../ports/token.ts';
import type { ShipperAccountServices } from './account-module.ts';
import type { ApiServices } from './api-module.ts';
import type { QuoteDocumentServices } from './documents-module.ts';
import type { QuoteToolServices } from './quotes-module.ts';
import type { StaffServices } from './staff-module.ts';
import type { TransportServices } from './transport-module.ts';
import type { InvoicingServices } from './invoicing-module.ts';
import type { IdentifyActor } from '../application/actor.ts';
import type { CarrierServices } from './carriers-module.ts';

/** Running the service, and what the pages show that is configuration, not code (services-module.ts). */
export interface PlatformServices {
  logger: Logger;
  /** Whether a failure means a dependency (the database) is unreachable now: 503, retry later. */
  isServiceUnavailable: (error: unknown) => boolean;
  /** Where emails go (an SMTP server, or the folder of .eml files), for staff to see. */
  mailDestination: () => string;
  /** Today's date (YYYY-MM-DD) where the business runs: the first day a pickup may be asked for. */
  today: () => string;
  /** The pickup the form proposes: now + 2 h, rounded up to the quarter hour (spec §5, §9). */
  earliestPickup: () => WallClock;
  site: PublicSite;
}

/**
 * What the HTTP layer (BFF routes, page loaders and actions) may call: what each feature module
 * registers, by the type it exports, and the platform's own.
 */
export type ApplicationServices = PlatformServices &
  QuoteToolServices & {
    quoteDocuments: QuoteDocumentServices;
    api: ApiServices;
    shipperAccount: ShipperAccountServices;
    transport: TransportServices;
    invoicing: InvoicingServices;
    /** the carriers' directory, the tenders and awards, the carrier's offer page */
    carriers: CarrierServices;
    admin: StaffServices & { staffCount: () => Promise<number> };
    /** who acts at a door of a request (src/http/actor.ts reads the credentials) */
    identify: IdentifyActor;
  };
export const ApplicationServices = token<ApplicationServices>('ApplicationServices');
