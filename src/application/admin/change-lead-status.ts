import type { LeadStatus, LeadType } from '../../domain/staff/leads.ts';
import type { AdminReadModel, AuditEntry, LeadStatusLog } from '../../ports/admin-read-model.ts';
import { InvalidInput } from '../errors.ts';

export type ChangeLeadStatus = (input: {
  staffUserId: string;
  type: LeadType;
  id: string;
  status: LeadStatus;
  note: string | null;
}) => Promise<AuditEntry[]>;

export class LeadNotFound extends Error {
  override name = 'LeadNotFound';
}

/** An agent moves a lead on (new → contacted → won or lost); every change is kept, never edited. */
export function makeChangeLeadStatus(deps: { readModel: AdminReadModel; log: LeadStatusLog }): ChangeLeadStatus {
  return async ({ staffUserId, type, id, status, note }) => {
    if (note && note.length > 2_000) throw new InvalidInput([{ field: 'note', key: 'noteTooLong' }]);
    if (!(await deps.readModel.leadExists(type, id))) throw new LeadNotFound(`${type} ${id}`);
    await deps.log.append({ type, id, status, note: note?.trim() || null, staffUserId });
    return deps.readModel.history(type, id);
  };
}
