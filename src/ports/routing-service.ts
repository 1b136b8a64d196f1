import type { DistanceSource } from '../domain/pricing/distance.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';
import type { Coordinates } from '../domain/shipment/shipment.ts';
import { token } from './token.ts';

export interface Route {
  distanceMetres: number;
  travelTimeSeconds: number;
  source: DistanceSource;
  /** the road's course from end to end, points in order, when the routing engine gives it: the countries it crosses are read along it */
  course?: readonly Coordinates[];
}

export interface RouteRequest {
  from: Coordinates;
  to: Coordinates;
  vehicleCode: string;
  /** each end's country, when known: an estimate reads its table by them */
  countries?: { from: CountryCode; to: CountryCode };
}

/** Road distance and travel time between two points (spec §7 "Distance"). Throws on failure. */
export interface RoutingService {
  route(request: RouteRequest): Promise<Route>;
}
export const RoutingService = token<RoutingService>('RoutingService');
/** The routing asked when RoutingService fails: its distance is only an estimate. */
export const FallbackRouting = token<RoutingService>('FallbackRouting');
