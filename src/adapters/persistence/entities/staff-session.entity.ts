import { defineEntity, p } from '@mikro-orm/core';
import { instant } from './columns.ts';
import { StaffUserEntity } from './staff-user.entity.ts';

/**
 * Table staff_sessions, shared by every app instance. The key is the SHA-256 of the token the
 * browser holds, so a leaked table does not hand out sessions.
 */
export const StaffSessionEntity = defineEntity({
  name: 'StaffSession',
  tableName: 'staff_sessions',
  properties: {
    tokenHash: p.string().length(64).primary(),
    user: () => p.manyToOne(StaffUserEntity).deleteRule('cascade'),
    csrfToken: p.string().length(64),
    createdAt: instant(),
    lastSeenAt: instant(),
  },
  indexes: [{ properties: ['lastSeenAt'] }],
});
