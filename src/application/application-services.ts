import type { Logger } from '../ports/logger.ts';
import type { AdviseVehicles } from './advise-vehicles.ts';
import type { CheckReadiness } from './check-readiness.ts';
import type { ConfirmOffer } from './confirm-offer.ts';
import type { CreateQuote } from './create-quote.ts';
import type { PriceQuote } from './price-quote.ts';
import type { RequestCallback } from './request-callback.ts';
import type { SaveContact } from './save-contact.ts';
import type { SearchAddresses } from './search-addresses.ts';

/** What the HTTP layer (BFF routes, page loaders and actions) may call. */
export interface ApplicationServices {
  logger: Logger;
  checkReadiness: CheckReadiness;
  createQuote: CreateQuote;
  priceQuote: PriceQuote;
  saveContact: SaveContact;
  confirmOffer: ConfirmOffer;
  requestCallback: RequestCallback;
  searchAddresses: SearchAddresses;
  adviseVehicles: AdviseVehicles;
}
