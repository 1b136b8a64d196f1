import type { EntityManager } from '@mikro-orm/postgresql';
import type { StaffAccounts, StaffSessions } from '../../../ports/staff-auth.ts';
import { StaffKnownAddressEntity, StaffSessionEntity, StaffUserEntity } from '../entities/index.ts';

export function mikroOrmStaffAccounts(root: EntityManager): StaffAccounts {
  return {
    async findByUsername(username) {
      const user = await root.fork().findOne(StaffUserEntity, { username }, { fields: ['id', 'username', 'passwordHash'] });
      return user ? { id: user.id, username: user.username, passwordHash: user.passwordHash } : undefined;
    },
    async save(username, passwordHash) {
      const em = root.fork();
      const user = await em.findOne(StaffUserEntity, { username });
      if (user) {
        user.passwordHash = passwordHash;
        user.passwordChangedAt = new Date();
      } else {
        em.create(StaffUserEntity, { username, passwordHash });
      }
      await em.flush();
      return user ? 'updated' : 'created';
    },
    count: () => root.fork().count(StaffUserEntity, {}),
    async knowsAddress(userId, addressKey) {
      return (await root.fork().count(StaffKnownAddressEntity, { user: userId, addressKey })) > 0;
    },
    async rememberAddress(userId, addressKey, at) {
      await root.getConnection().execute(
        `insert into staff_known_addresses (user_id, address_key, last_login_at) values (?, ?, ?)
           on conflict (user_id, address_key) do update set last_login_at = excluded.last_login_at`,
        [userId, addressKey, at],
        'run',
      );
    },
  };
}

export function mikroOrmStaffSessions(root: EntityManager): StaffSessions {
  return {
    async create(session) {
      await root.fork().insert(StaffSessionEntity, {
        tokenHash: session.tokenHash,
        user: session.userId,
        csrfToken: session.csrfToken,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
      });
    },
    async find(tokenHash) {
      const session = await root.fork().findOne(StaffSessionEntity, { tokenHash }, { populate: ['user'], disableIdentityMap: true });
      if (!session) return undefined;
      return {
        tokenHash: session.tokenHash,
        userId: session.user.id,
        username: session.user.username,
        csrfToken: session.csrfToken,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
      };
    },
    async touch(tokenHash, at) {
      await root.fork().nativeUpdate(StaffSessionEntity, { tokenHash }, { lastSeenAt: at });
    },
    async remove(tokenHash) {
      await root.fork().nativeDelete(StaffSessionEntity, { tokenHash });
    },
    async removeForUser(userId) {
      await root.fork().nativeDelete(StaffSessionEntity, { user: userId });
    },
  };
}
