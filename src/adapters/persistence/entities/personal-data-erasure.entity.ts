import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, uuidPrimaryKey } from './columns.ts';
import { StaffUserEntity } from './staff-user.entity.ts';

/**
 * Table personal_data_erasures: that someone's data was erased, when, by which staff member and
 * how many records it touched, never whose (the audit keeps the fact without the person).
 */
export const PersonalDataErasureEntity = defineEntity({
  name: 'PersonalDataErasure',
  tableName: 'personal_data_erasures',
  properties: {
    id: uuidPrimaryKey(),
    erasedAt: createdAt(),
    erasedBy: () => p.manyToOne(StaffUserEntity).deleteRule('set null').nullable(),
    records: p.integer(),
  },
});
