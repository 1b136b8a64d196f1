import type { EntityManager } from '@mikro-orm/postgresql';
import type { Notification } from '../../../domain/notifications/notification.ts';
import type { LeadRepository } from '../../../ports/lead-repository.ts';
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
    saveAccountRequest: (id, form, pageLanguage, notifications) =>
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
          hasVat: form.hasVat || Boolean(form.vatNumber),
          vatNumber: form.vatNumber ?? null,
          acceptsMarketing: form.acceptsMarketing,
          pageLanguage,
        });
      }, notifications),
    saveDemoRequest: (id, form, pageLanguage, notifications) =>
      save((em) => {
        em.create(DemoRequestEntity, {
          id,
          prenom: form.firstName.trim(),
          nom: form.lastName.trim(),
          societe: form.company.trim(),
          email: form.email.trim(),
          telephone: form.phone.trim(),
          langue: form.language,
          pageLanguage,
        });
      }, notifications),
    saveExpertContact: (id, form, pageLanguage, notifications) =>
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
          pageLanguage,
        });
      }, notifications),
  };
}
