import type { Coordinates } from '../../domain/shipment/shipment.ts';
import type { RouteRequest, RoutingService } from '../../ports/routing-service.ts';
import { countryPairDetour } from './country-pair-detours.ts';
import { greatCircleKm } from './great-circle.ts';
import type { RoadTable } from './road-table.ts';
import { townRoadEstimate } from './town-road-estimate.ts';

export interface EstimatedRoutingOptions {
  /** road distances and car times between French towns (fixtures/road-distances) */
  table: RoadTable;
  /** the fastest a vehicle averages over a trip, km/h: no faster than the car's time, no faster than this */
  averageSpeedKmh: number;
}

/** Without the ends' countries, a point this close to a town of the table is taken to be in France. */
const NEAR_A_TOWN_KM = 80;

/**
 * Works with no network (spec §9 "Estimated distance table by city pair or country pair", ADR
 * 0063): in France, the road from the roads between the towns nearest each end; elsewhere, the
 * crow-flies distance times its country pair's detour. Every answer says it is an estimate.
 */
export function estimatedRouting({ table, averageSpeedKmh }: EstimatedRoutingOptions): RoutingService {
  const roads = townRoadEstimate(table);
  const detour = countryPairDetour((straightKm) => roads.ofALength(straightKm).detour);
  // Abroad, a road of this length is driven at the pace of French roads of that length.
  const abroad = (straight: number, countries: RouteRequest['countries']) => {
    const usual = roads.ofALength(straight);
    const km = straight * (countries ? detour(countries.from, countries.to, straight) : usual.detour);
    return { km, carMinutes: km * usual.pace };
  };
  const nearATown = (point: Coordinates) => table.towns.some((town) => greatCircleKm(point, town) <= NEAR_A_TOWN_KM);
  return {
    async route({ from, to, countries }) {
      const domestic = countries ? countries.from === 'FR' && countries.to === 'FR' : nearATown(from) && nearATown(to);
      const straight = greatCircleKm(from, to);
      const road = domestic ? roads.between(from, to) : abroad(straight, countries);
      const seconds = Math.max(road.carMinutes * 60, (road.km / averageSpeedKmh) * 3600);
      return { distanceMetres: Math.round(road.km * 1000), travelTimeSeconds: Math.round(seconds), source: 'estimate' };
    },
  };
}
