import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginFailures, StaffAccounts, StaffSessions } from '../../../ports/staff-auth.ts';
import { LoginFailureEntity, StaffSessionEntity, StaffUserEntity } from '../entities/index.ts';

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

export function mikroOrmLoginFailures(root: EntityManager): LoginFailures {
  return {
    async since(subjects, since) {
      const rows = await root.fork().find(LoginFailureEntity, { subject: { $in: subjects }, failedAt: { $gte: since } }, { fields: ['subject', 'failedAt'] });
      const bySubject = new Map<string, Date[]>(subjects.map((subject) => [subject, []]));
      for (const row of rows) bySubject.get(row.subject)?.push(row.failedAt);
      return bySubject;
    },
    async record(subjects, at) {
      await root.fork().insertMany(LoginFailureEntity, subjects.map((subject) => ({ subject, failedAt: at })));
    },
    async clear(subject) {
      await root.fork().nativeDelete(LoginFailureEntity, { subject });
    },
  };
}
