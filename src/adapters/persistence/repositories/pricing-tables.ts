import type { EntityManager } from '@mikro-orm/postgresql';
import type { PricingTables } from '../../../ports/pricing-tables.ts';
import { EconomyPricingEntity, PricingReferenceEntity } from '../entities/index.ts';

/** Spec §7: SELECT UGO_SPOTNL and SELECT Pricing, as written there. */
export function mikroOrmPricingTables(root: EntityManager): PricingTables {
  return {
    async economyPricePerKm(countryFrom, countryTo, km) {
      const row = await root.fork().findOne(
        EconomyPricingEntity,
        { countryFrom, countryTo, kmMin: { $lte: km }, kmMax: { $gte: km } },
        { orderBy: { pricePerKm: 'asc' }, fields: ['pricePerKm'] },
      );
      return row ? Number(row.pricePerKm) : undefined;
    },

    async grossRevenuesPerKm(vehicleCode, range, managedByLineHaul) {
      const em = root.fork();
      const latest = await em.findOne(
        PricingReferenceEntity,
        { period: { $ne: null } },
        { orderBy: { period: 'desc' }, fields: ['period'] },
      );
      if (!latest) return [];
      const lineHaul =
        managedByLineHaul === 0
          ? { managedByLineHaul: '0' }
          : managedByLineHaul === 1
            ? { managedByLineHaul: { $nin: ['0', ''], $ne: null } }
            : {};
      const rows = await em.find(
        PricingReferenceEntity,
        { period: latest.period, vehicleType: vehicleCode, distanceRangeMain: range, ...lineHaul },
        { fields: ['grossRevkm'] },
      );
      return rows.map((row) => Number(row.grossRevkm)).filter((value) => Number.isFinite(value));
    },
  };
}
