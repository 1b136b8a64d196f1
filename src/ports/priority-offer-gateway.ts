import type { Shipment } from '../domain/shipment/shipment.ts';
import { token } from './token.ts';

export interface PriorityPriceRequest {
  quoteId: string;
  shipment: Shipment;
  pickup: { date: string; time: string };
  delivery: { date: string; time: string };
  distanceKm: number;
  vehicleCode: string;
}

/**
 * The partner that prices the priority offer (spec §7 "Partner offer gateway"). Resolves the
 * partner's price in euros excluding tax, or undefined when it has no offer. Throws on failure.
 */
export interface PriorityOfferGateway {
  price(request: PriorityPriceRequest): Promise<number | undefined>;
}
export const PriorityOfferGateway = token<PriorityOfferGateway>('PriorityOfferGateway');
