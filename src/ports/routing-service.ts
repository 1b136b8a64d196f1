import type { Coordinates } from '../domain/shipment/shipment.ts';

export interface Route {
  distanceMetres: number;
  travelTimeSeconds: number;
}

/** Road distance and travel time between two points (spec §7 "Distance"). Throws on failure. */
export interface RoutingService {
  route(request: { from: Coordinates; to: Coordinates; vehicleCode: string }): Promise<Route>;
}
