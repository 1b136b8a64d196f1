import type { EntityManager } from '@mikro-orm/postgresql';
import type { DriverPositions } from '../../../ports/driver-positions.ts';
import { DriverPositionEntity } from '../entities/index.ts';

/** driver_positions in PostgreSQL; deleted 30 days after the delivery by the retention job (personal-data.ts). */
export function sqlDriverPositions(root: EntityManager): DriverPositions {
  return {
    async add(quoteRequestId, position, at) {
      const em = root.fork();
      em.create(DriverPositionEntity, {
        quoteRequest: quoteRequestId,
        at,
        latitude: position.lat,
        longitude: position.lon,
        accuracyM: position.accuracyM,
      });
      await em.flush();
    },
    async latest(quoteRequestId) {
      const row = await root.fork().findOne(DriverPositionEntity, { quoteRequest: quoteRequestId }, { orderBy: { at: 'desc' } });
      return row
        ? { position: { lat: Number(row.latitude), lon: Number(row.longitude), accuracyM: Number(row.accuracyM) }, at: row.at }
        : undefined;
    },
  };
}
