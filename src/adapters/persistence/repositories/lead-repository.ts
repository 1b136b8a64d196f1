import type { EntityManager } from '@mikro-orm/postgresql';
import type { Notification } from '../../../domain/notifications/notification.ts';
import type { LeadRepository } from '../../../ports/lead-repository.ts';
import type { RateLimiter } from '../../../ports/rate-limiter.ts';
import { AccountRequestEntity, ContactRequestEntity, DemoRequestEntity, OutboxMessageEntity } from '../entities/index.ts';

/** Spec §7: INSERT account_requests, demande_demo, contact_automobile — each with its outbox rows. */
export function mikroOrmLeadRepository(root: EntityManager): LeadRepository {
  const save = (work: (em: EntityManager) => void, notifications: Notification[]) =>
    root.fork().transactional(async (em) => {
      work(em);
      for (const notification of notifications) em.create(OutboxMessageEntity, notification);
      await em.flush();
    });
  return {
    saveAccountRequest: (id, form, notifications) =>
      save((em) => {
        em.create(AccountRequestEntity, {
          id,
          prenom: form.firstName.trim(),
          nom: form.lastName.trim(),
          email: form.email.trim(),
          societe: form.company.trim(),
          telephone: form.phone.trim(),
          pays: form.country,
          langue: form.language || 'Français',
          hasVat: form.hasVat,
          acceptsMarketing: form.acceptsMarketing,
        });
      }, notifications),
    saveDemoRequest: (id, form, notifications) =>
      save((em) => {
        em.create(DemoRequestEntity, { id, prenom: form.firstName.trim(), nom: form.lastName.trim(), societe: form.company.trim(), email: form.email.trim(), telephone: form.phone.trim(), langue: form.language });
      }, notifications),
    saveExpertContact: (id, form, notifications) =>
      save((em) => {
        em.create(ContactRequestEntity, {
          id,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          company: form.company.trim(),
          email: form.email.trim(),
          phone: form.phone.trim(),
          country: form.country?.trim() || 'France',
          sector: form.sector.trim(),
          jobTitle: form.jobTitle?.trim() || null,
          message: form.message.trim(),
        });
      }, notifications),
  };
}

/**
 * Sliding-window counting in rate_limit_hits, in one statement: prune the bucket's old hits,
 * count the recent ones, and record this hit only while under the limit.
 */
export function sqlRateLimiter(root: EntityManager): RateLimiter {
  return {
    async hit(bucket, limit, windowMs) {
      const rows = await root.getConnection().execute<Array<{ allowed: boolean; oldest: Date | string | null }>>(
        `with window_start as (select now() - (? * interval '1 millisecond') as since),
              pruned as (delete from rate_limit_hits where bucket = ? and hit_at < (select since from window_start)),
              recent as (select count(*) as hits, min(hit_at) as oldest from rate_limit_hits
                          where bucket = ? and hit_at >= (select since from window_start)),
              recorded as (insert into rate_limit_hits (bucket, hit_at) select ?, now() from recent where hits < ? returning id)
         select exists (select 1 from recorded) as allowed, (select oldest from recent) as oldest`,
        [windowMs, bucket, bucket, bucket, limit],
      );
      const row = rows[0];
      if (row?.allowed) return { allowed: true, retryAfterMs: 0 };
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : Date.now();
      return { allowed: false, retryAfterMs: Math.max(1_000, oldest + windowMs - Date.now()) };
    },
  };
}
