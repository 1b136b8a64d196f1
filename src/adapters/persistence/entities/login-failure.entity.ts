import { defineEntity, p } from '@mikro-orm/core';
import { instant } from './columns.ts';

/** Table login_failures: failed logins by account and by address, for throttling (issue 6). */
export const LoginFailureEntity = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failures',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** 'user:<username>' or 'ip:<address>' (the address only as a SHA-256) */
    subject: p.string().length(100),
    failedAt: instant(),
  },
  indexes: [{ properties: ['subject', 'failedAt'] }],
});
