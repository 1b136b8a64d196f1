import { describe, expect, it } from 'vitest';
import { everyFifthTown, heldOutRoads, quantile } from '../../../tests/helpers/road-estimate-errors.ts';
import { loadRoadTable } from './road-table.ts';
import { townRoadEstimate } from './town-road-estimate.ts';

const table = loadRoadTable();
const estimate = townRoadEstimate(table).between;

describe('the road estimate on towns it was not given (ADR 0063, docs/distances.md)', () => {
  // Every fifth town of the 81 held out: 16 towns, 2,320 roads to or from them, estimated from
  // the 65 others. The figures measured are in the comments; the bounds leave them a little room.
  const roads = heldOutRoads(table, everyFifthTown(table));
  const errors = roads.map((road) => road.error);

  it('holds out sixteen towns and estimates every road to or from them', () => {
    expect(roads).toHaveLength(2 * 16 * 80 - 16 * 15);
  });

  it('is within 3 % of the road at the median (measured 1.7 %) and 10 % for nine roads in ten (9.0 %)', () => {
    expect(quantile(errors, 0.5)).toBeLessThanOrEqual(0.03);
    expect(quantile(errors, 0.9)).toBeLessThanOrEqual(0.1);
  });

  it('misses by at most 40 % on a road under 50 km (36.4 %) and 20 % beyond 200 km (19.5 %)', () => {
    expect(Math.max(...roads.filter((road) => road.roadKm < 50).map((road) => road.error))).toBeLessThanOrEqual(0.4);
    expect(Math.max(...roads.filter((road) => road.roadKm >= 200).map((road) => road.error))).toBeLessThanOrEqual(0.2);
  });

  it('is closer to the road than the straight line × 1.3 it replaces (6.2 % at the median, 14.3 % for nine in ten)', () => {
    const straight = roads.map((road) => road.straightError);
    expect(quantile(errors, 0.5)).toBeLessThan(quantile(straight, 0.5) / 3);
    expect(quantile(errors, 0.9)).toBeLessThan(quantile(straight, 0.9));
  });

  it('drives within 3 % of the car’s time at the median (2.0 %)', () => {
    expect(
      quantile(
        roads.map((road) => road.timeError),
        0.5,
      ),
    ).toBeLessThanOrEqual(0.03);
  });
});

describe('the busiest lanes from their town halls', () => {
  const between = (from: { lat: number; lon: number }, to: { lat: number; lon: number }) => estimate(from, to).km;
  const paris = { lat: 48.8566, lon: 2.3522 };

  it.each([
    ['Paris → Marseille', paris, { lat: 43.2965, lon: 5.3698 }, 774.4],
    ['Paris → Lyon', paris, { lat: 45.764, lon: 4.8357 }, 466.2],
    ['Lille → Strasbourg', { lat: 50.6292, lon: 3.0573 }, { lat: 48.5734, lon: 7.7521 }, 553.9],
  ])('%s is within 3 %% of the road', (_, from, to, roadKm) => {
    expect(Math.abs(between(from, to) - roadKm) / roadKm).toBeLessThanOrEqual(0.03);
  });

  it('gives nothing for a point to itself, and a road longer than the straight line otherwise', () => {
    expect(between(paris, paris)).toBe(0);
    const orleans = { lat: 47.9029, lon: 1.9093 };
    expect(between(paris, orleans)).toBeGreaterThan(106);
  });
});
