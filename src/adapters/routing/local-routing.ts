import type { Coordinates } from '../../domain/shipment/shipment.ts';
import type { RoutingService } from '../../ports/routing-service.ts';

export interface LocalRoutingOptions {
  /** Road distance ÷ great-circle distance; 1.3 is typical for European road networks. */
  roadFactor: number;
  /** Average door-to-door speed of a dedicated vehicle, km/h. */
  averageSpeedKmh: number;
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle distance between two points, in km (haversine). */
export function greatCircleKm(from: Coordinates, to: Coordinates): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.lat - from.lat);
  const dLon = rad(to.lon - from.lon);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(from.lat)) * Math.cos(rad(to.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

/**
 * Works with no network: the great-circle distance times a road factor, driven at an average
 * speed. Both are configurable (LOCAL_ROAD_FACTOR, LOCAL_AVERAGE_SPEED_KMH).
 */
export function localRouting(options: LocalRoutingOptions): RoutingService {
  return {
    async route({ from, to }) {
      const roadKm = greatCircleKm(from, to) * options.roadFactor;
      return {
        distanceMetres: Math.round(roadKm * 1000),
        travelTimeSeconds: Math.round((roadKm / options.averageSpeedKmh) * 3600),
      };
    },
  };
}
