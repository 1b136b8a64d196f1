import { defineEntity, p } from '@mikro-orm/core';

/**
 * Table crew_tariff: what a second driver costs, by period (ADR 0030). An offer whose drive goes
 * beyond one driver's day adds it, per hour aboard, to its price; the latest period is in force.
 */
export const CrewTariffEntity = defineEntity({
  name: 'CrewTariff',
  tableName: 'crew_tariff',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** e.g. 2026-10 */
    period: p.string().length(20),
    /** euros excluding VAT per hour the second driver is aboard */
    secondDriverPerHour: p.decimal('string').precision(10).scale(2),
  },
});
