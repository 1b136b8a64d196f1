import { defineEntity, p } from '@mikro-orm/core';
import { instant } from './columns.ts';
import { StaffUserEntity } from './staff-user.entity.ts';

/**
 * Table staff_known_addresses: where each staff account has logged in successfully (the address
 * only as its SHA-256 digest). From a known address the account-wide login limit does not apply, so
 * failures sent from elsewhere cannot lock the real person out (ADR 0012).
 */
export const StaffKnownAddressEntity = defineEntity({
  name: 'StaffKnownAddress',
  tableName: 'staff_known_addresses',
  properties: {
    user: () => p.manyToOne(StaffUserEntity).deleteRule('cascade').primary(),
    addressKey: p.string().length(64).primary(),
    lastLoginAt: instant(),
  },
});
