import type { EntityManager } from '@mikro-orm/postgresql';
import { AccountRequestEntity } from '#src/adapters/persistence/entities/index.ts';

/** A business account request as the lead form stores it, for suites that need one row to hang data on. */
export function accountRequestRow(em: EntityManager, email = 'achats@atelier.example') {
  return em.create(AccountRequestEntity, {
    prenom: 'Claire',
    nom: 'Martin',
    email,
    societe: 'Atelier Martin',
    telephone: '+33 4 72 00 00 00',
    pays: 'France',
    createdAt: new Date(),
  });
}
