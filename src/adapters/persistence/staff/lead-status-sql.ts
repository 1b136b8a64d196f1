import type { EntityManager } from '@mikro-orm/postgresql';
import type { LeadType } from '../../../domain/staff/leads.ts';

// A lead's status is its latest row of lead_status_changes; whoever adds one holds the lead's lock
// for the rest of its transaction, so that two writers (an agent's change, a booking) see each other.

/** The latest status of the lead whose type and id follow as parameters; null when it has none (new). */
export const LATEST_LEAD_STATUS = `(select status from lead_status_changes where lead_type = ? and lead_id = ?
  order by created_at desc, id desc limit 1)`;

/** Takes the lead's lock until `em`'s transaction ends. */
export async function lockLeadStatus(em: EntityManager, type: LeadType, id: string): Promise<void> {
  await em
    .getConnection()
    .execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`lead-status:${type}:${id}`], 'run', em.getTransactionContext());
}
