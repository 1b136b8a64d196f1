import { z } from 'zod';
import type { RoutingService } from '../../ports/routing-service.ts';
import { DISTANCE_POLICY, type PartnerPolicy } from './partner-policy.ts';
import { partnerRequest } from './partner-request.ts';
import { withSlash } from './ptv-routing.ts';

// OSRM's HTTP API, route service (project-osrm.org/docs/v5.24.0/api/#route-service): the
// fastest route's length in metres and duration in seconds, on the profile the server was built
// with, and its simplified course as a GeoJSON LineString of [longitude, latitude] points (the
// countries it crosses are read along it).
const position = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]).rest(z.number());
const answer = z.object({
  code: z.literal('Ok'),
  routes: z
    .array(
      z.object({
        distance: z.number().nonnegative(),
        duration: z.number().nonnegative(),
        geometry: z.object({ type: z.literal('LineString'), coordinates: z.array(position) }).optional(),
      }),
    )
    .min(1),
});

/** The profile in OSRM's path; osrm-routed serves the one its data was prepared with, whatever the name. */
const PROFILE = 'driving';

/**
 * Spec §7 "Distance" from an OSRM server: GET {OSRM_URL}/route/v1/driving/{lon},{lat};{lon},{lat}.
 * OSRM's stock profiles drive a car: a vehicle takes at least the route's length at `averageSpeedKmh`.
 */
export function osrmRouting(baseUrl: string, averageSpeedKmh: number, policy: PartnerPolicy = DISTANCE_POLICY): RoutingService {
  const call = partnerRequest('OSRM route', policy);
  return {
    async route({ from, to }) {
      const points = [from, to].map((point) => `${point.lon},${point.lat}`).join(';');
      const { routes } = await call({
        method: 'GET',
        url: new URL(`route/v1/${PROFILE}/${points}`, withSlash(baseUrl)).toString(),
        searchParams: { alternatives: 'false', steps: 'false', overview: 'simplified', geometries: 'geojson' },
        response: answer,
      });
      const { distance, duration, geometry } = routes[0]!;
      const seconds = Math.max(duration, (distance / 1000 / averageSpeedKmh) * 3600);
      const course = geometry?.coordinates.map(([lon, lat]) => ({ lat, lon }));
      return {
        distanceMetres: Math.round(distance),
        travelTimeSeconds: Math.round(seconds),
        source: 'routing',
        ...(course && course.length > 1 ? { course } : {}),
      };
    },
  };
}
