import type { Coordinates } from '../domain/shipment/shipment.ts';
import { token } from './token.ts';

export interface Route {
  distanceMetres: number;
  travelTimeSeconds: number;
}

/** Road distance and travel time between two points (spec §7 "Distance"). Throws on failure. */
export interface RoutingService {
  route(request: { from: Coordinates; to: Coordinates; vehicleCode: string }): Promise<Route>;
}
export const RoutingService = token<RoutingService>('RoutingService');
/** The routing asked when RoutingService fails: its distance is only an estimate. */
export const FallbackRouting = token<RoutingService>('FallbackRouting');
