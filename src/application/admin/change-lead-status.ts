import type { LeadStatus, LeadType } from '../../domain/staff/leads.ts';
import type { AdminReadModel, AuditEntry, LeadStatusLog } from '../../ports/admin-read-model.ts';
import { InvalidInput } from '../errors.ts';
import { webhookNotifications } from '../../domain/notifications/notification.ts';
import { webhookDeliveries } from '../../domain/webhooks/webhook.ts';
import type { Clock } from '../../ports/clock.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';

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

/**
 * An agent moves a lead on (new → taken → contacted or done → won or lost); every change is kept,
 * never edited. A confirmed quote of an account using /api/v1 tells its systems (issue 28).
 */
export function makeChangeLeadStatus(deps: {
  readModel: AdminReadModel;
  log: LeadStatusLog;
  webhooks: Pick<WebhookEndpoints, 'forQuoteRequest'>;
  clock: Clock;
}): ChangeLeadStatus {
  return async ({ staffUserId, type, id, status, note }) => {
    if (note && note.length > 2_000) throw new InvalidInput([{ field: 'note', key: 'noteTooLong' }]);
    if (!(await deps.readModel.leadExists(type, id))) throw new LeadNotFound(`${type} ${id}`);
    const account = type === 'quote-request' ? await deps.webhooks.forQuoteRequest(id) : undefined;
    const now = deps.clock.now();
    const notifications = account
      ? webhookNotifications(
          webhookDeliveries(account.endpoints, 'quote.status_changed', `status:${id}:${now.getTime()}`, now, {
            quoteId: account.quoteId,
            reference: account.reference,
            quoteRequestId: id,
            status,
          }),
          account.quoteId,
        )
      : [];
    await deps.log.append({ type, id, status, note: note?.trim() || null, staffUserId }, notifications);
    return deps.readModel.history(type, id);
  };
}
