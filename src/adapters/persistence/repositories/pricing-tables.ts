import type { EntityManager } from '@mikro-orm/postgresql';
import type { DistanceRange } from '../../../domain/pricing/distance.ts';
import { lineHaulMatches } from '../../../domain/pricing/line-haul.ts';
import type { PricingTables } from '../../../ports/pricing-tables.ts';
import { CrewTariffEntity, EconomyPricingEntity, PricingReferenceEntity } from '../entities/index.ts';

interface Snapshot {
  loadedAt: number;
  /** rows of the latest period only (spec §7: "latest Period … then rows matching Period") */
  standard: Array<{ vehicleType: string; range: string; managedByLineHaul: string | null; grossRevkm: number }>;
  /** the economy rows of each pair of countries, under `${from} ${to}` */
  economy: Map<string, Array<{ kmMin: number; kmMax: number; pricePerKm: number }>>;
  /** the latest period's second driver, per hour */
  secondDriverPerHour: number | undefined;
}

const pairOf = (countryFrom: string, countryTo: string) => `${countryFrom} ${countryTo}`;

function byPair(rows: Array<{ countryFrom: string; countryTo: string; kmMin: number; kmMax: number; pricePerKm: unknown }>) {
  const pairs: Snapshot['economy'] = new Map();
  for (const row of rows) {
    const pair = pairOf(row.countryFrom, row.countryTo);
    let ranges = pairs.get(pair);
    if (!ranges) pairs.set(pair, (ranges = []));
    ranges.push({ kmMin: row.kmMin, kmMax: row.kmMax, pricePerKm: Number(row.pricePerKm) });
  }
  return pairs;
}

/**
 * Spec §7 "SELECT Pricing" and "SELECT UGO_SPOTNL" (and the crew tariff), answered from a snapshot of the small
 * reference tables held in memory and reloaded every `refreshMs`: pricing a quote then costs no
 * query at all, and a table that staff replace is in force within that delay.
 */
export function mikroOrmPricingTables(root: EntityManager, options: { refreshMs: number }): PricingTables {
  let current: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;

  async function load(): Promise<Snapshot> {
    const em = root.fork();
    const latest = await em.findOne(PricingReferenceEntity, { period: { $ne: null } }, { orderBy: { period: 'desc' }, fields: ['period'] });
    const standard = latest ? await em.find(PricingReferenceEntity, { period: latest.period }) : [];
    const economy = await em.find(EconomyPricingEntity, {});
    const crew = await em.findOne(CrewTariffEntity, { period: { $ne: null } }, { orderBy: { period: 'desc', id: 'desc' } });
    const secondDriverPerHour = crew ? Number(crew.secondDriverPerHour) : undefined;
    return {
      loadedAt: Date.now(),
      standard: standard.map((row) => ({
        vehicleType: row.vehicleType,
        range: row.distanceRangeMain,
        managedByLineHaul: row.managedByLineHaul ?? null,
        grossRevkm: Number(row.grossRevkm),
      })),
      economy: byPair(economy),
      secondDriverPerHour: secondDriverPerHour !== undefined && secondDriverPerHour > 0 ? secondDriverPerHour : undefined,
    };
  }

  async function snapshot(): Promise<Snapshot> {
    if (current && Date.now() - current.loadedAt < options.refreshMs) return current;
    loading ??= load().then(
      (fresh) => {
        current = fresh;
        loading = undefined;
        return fresh;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    // While a reload runs, the previous snapshot keeps answering.
    return current ?? loading;
  }

  return {
    async economyBands(countryFrom, countryTo) {
      return [...((await snapshot()).economy.get(pairOf(countryFrom, countryTo)) ?? [])];
    },

    async grossRevenuesByRange(vehicleCode, managedByLineHaul) {
      const rows = (await snapshot()).standard.filter(
        (row) =>
          row.vehicleType === vehicleCode && lineHaulMatches(row.managedByLineHaul, managedByLineHaul) && Number.isFinite(row.grossRevkm),
      );
      const of = (range: DistanceRange) => rows.filter((row) => row.range === range).map((row) => row.grossRevkm);
      return { short: of('short'), medium: of('medium'), long: of('long') };
    },

    async secondDriverPerHour() {
      return (await snapshot()).secondDriverPerHour;
    },
  };
}
