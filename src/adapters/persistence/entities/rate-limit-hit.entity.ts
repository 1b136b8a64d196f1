import { defineEntity, p } from '@mikro-orm/core';
import { instant } from './columns.ts';

/** Table rate_limit_hits: public writes per address, shared by every app instance. */
export const RateLimitHitEntity = defineEntity({
  name: 'RateLimitHit',
  tableName: 'rate_limit_hits',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** '<what>:<sha-256 of the address>' */
    bucket: p.string().length(120),
    hitAt: instant(),
  },
  indexes: [{ properties: ['bucket', 'hitAt'] }],
});
