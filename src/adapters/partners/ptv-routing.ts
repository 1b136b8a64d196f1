import { z } from 'zod';
import { drivesAsVan } from '../../domain/pricing/vehicles.ts';
import type { RoutingService } from '../../ports/routing-service.ts';
import { DISTANCE_POLICY, type PartnerPolicy } from './partner-policy.ts';
import { partnerRequest } from './partner-request.ts';

/** Spec §9: routes avoid Switzerland, Ukraine, Serbia and Belarus. */
export const EXCLUDED_COUNTRIES = ['CH', 'UA', 'RS', 'BY'] as const;

const answer = z.object({ ptvResponse: z.object({ distance: z.number().nonnegative(), travelTime: z.number().nonnegative() }) });

/** The PTV routing profile for a vehicle code: vans drive as vans, the rest as trucks. */
export function ptvProfile(vehicleCode: string): string {
  return drivesAsVan(vehicleCode) ? 'EUR_VAN' : 'EUR_TRUCK_7_49T';
}

/** Spec §7 "Distance": POST {distance proxy}/extended-route. */
export function ptvRouting(baseUrl: string, policy: PartnerPolicy = DISTANCE_POLICY): RoutingService {
  const call = partnerRequest('PTV extended-route', policy);
  return {
    async route({ from, to, vehicleCode }) {
      const { ptvResponse } = await call({
        method: 'POST',
        url: new URL('extended-route', withSlash(baseUrl)).toString(),
        json: {
          waypoints: [{ onRoad: { latitude: from.lat, longitude: from.lon } }, { onRoad: { latitude: to.lat, longitude: to.lon } }],
          vehicleType: vehicleCode,
          excludedCountries: EXCLUDED_COUNTRIES,
          profile: ptvProfile(vehicleCode),
          trafficMode: 'AVERAGE',
        },
        response: answer,
      });
      return { distanceMetres: ptvResponse.distance, travelTimeSeconds: ptvResponse.travelTime, source: 'routing' };
    },
  };
}

export const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);
