import { defineEntity, p } from '@mikro-orm/core';
import { countryCode } from './columns.ts';

/** Table ugo_spotnl (spec §3 "Economy pricing table"): price per km by country pair and km band. */
export const EconomyPricingEntity = defineEntity({
  name: 'EconomyPricing',
  tableName: 'ugo_spotnl',
  properties: {
    id: p.integer().primary().autoincrement(),
    countryFrom: countryCode(),
    countryTo: countryCode(),
    kmMin: p.integer(),
    kmMax: p.integer(),
    pricePerKm: p.decimal('string').precision(10).scale(4),
  },
  indexes: [{ properties: ['countryFrom', 'countryTo', 'kmMin', 'kmMax'] }],
});
