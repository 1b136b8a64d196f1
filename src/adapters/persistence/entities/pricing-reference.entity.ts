import { defineEntity, p } from '@mikro-orm/core';

/**
 * Table pricing (spec §3 "Pricing reference"): gross revenue per km by period, vehicle type and
 * distance range, the basis of the standard offer.
 */
export const PricingReferenceEntity = defineEntity({
  name: 'PricingReference',
  tableName: 'pricing',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** e.g. 2026-10; the latest period (sorted descending) is the one in force. */
    period: p.string().length(20),
    vehicleType: p.string().length(20),
    /** short, medium or long (spec §9 "Pricing ranges") */
    distanceRangeMain: p.string().length(10),
    /** '0' for rows not managed by line haul; other values, null or '' otherwise (spec §7). */
    managedByLineHaul: p.string().length(10).nullable(),
    grossRevkm: p.decimal('string').precision(10).scale(4),
  },
  indexes: [{ properties: ['period', 'vehicleType', 'distanceRangeMain'] }],
});
