import type { EntityManager } from '@mikro-orm/postgresql';
import type { Database } from '../adapters/persistence/database.ts';
import type { PublicSite } from '../application/public-site.ts';
import type { Config } from '../config.ts';
import type { OperatorIdentity } from '../domain/operator.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { Outbox } from '../ports/outbox.ts';
import { token } from '../ports/token.ts';

// What every feature is given: made before the container (src/container.ts), bound as they are.
// A port's name is declared beside its interface (src/ports), a use case's beside its type
// (src/application), a feature's services beside its module.

export const GIVEN = {
  Config: token<Config>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Database: token<Database>('Database'),
  EntityManager: token<EntityManager>('EntityManager'),
  Outbox: token<Outbox>('Outbox'),
  SiteLinks: token<() => PublicSite['links']>('SiteLinks'),
  Operator: token<OperatorIdentity>('Operator'),
};
