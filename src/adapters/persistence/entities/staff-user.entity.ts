import { defineEntity, p } from '@mikro-orm/core';
import { createdAt, instant, uuidPrimaryKey } from './columns.ts';

/** Table staff_users: the people who may open the back office. Passwords as argon2id hashes only. */
export const StaffUserEntity = defineEntity({
  name: 'StaffUser',
  tableName: 'staff_users',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    /** stored lower-case: usernames are compared without case */
    username: p.string().length(100).unique(),
    passwordHash: p.text().hidden(),
    passwordChangedAt: instant().onCreate(() => new Date()),
  },
});
