import type { LeadStatus, LeadType } from '../../domain/staff/leads.ts';
import type { BusinessAccounts } from '../../ports/business-accounts.ts';
import type { AdminReadModel, AuditEntry, LeadStatusLog } from '../../ports/admin-read-model.ts';
import { InvalidInput } from '../errors.ts';
import { type Notification, webhookNotifications } from '../../domain/notifications/notification.ts';
import { webhookDeliveries } from '../../domain/webhooks/webhook.ts';
import type { Clock } from '../../ports/clock.ts';
import type { WebhookEndpoints } from '../../ports/webhooks.ts';
import { ApplicationError } from '../../domain/application-error.ts';
import { token } from '../../ports/token.ts';

// This module's refusals, answered by the tables of src/http (ADR 0052).
declare module '../../domain/application-error.ts' {
  interface ApplicationErrors {
    leadNotFound: LeadNotFound;
  }
}

export type ChangeLeadStatus = (input: {
  staffUserId: string;
  type: LeadType;
  id: string;
  status: LeadStatus;
  note: string | null;
}) => Promise<AuditEntry[]>;
export const ChangeLeadStatus = token<ChangeLeadStatus>('ChangeLeadStatus');

export class LeadNotFound extends ApplicationError<'leadNotFound'> {
  override name = 'LeadNotFound';
  readonly code = 'leadNotFound';
}

/**
 * An agent moves a lead on (new → taken → contacted or done → won or lost); every change is kept,
 * never edited. A confirmed quote of an account using /api/v1 tells its systems.
 */
export function makeChangeLeadStatus(deps: {
  readModel: AdminReadModel;
  log: LeadStatusLog;
  webhooks: Pick<WebhookEndpoints, 'forQuoteRequest'>;
  /** who asked for a business account, told when staff accept it */
  accounts: Pick<BusinessAccounts, 'requesterOf'>;
  siteUrl: string;
  clock: Clock;
  outbox: { wake(): void };
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
    const welcome = type === 'account' && status === 'won' ? await acceptedEmail(deps, id) : [];
    // Told once per acceptance: not again while it stays accepted, decided under the lead's lock.
    await deps.log.append({ type, id, status, note: note?.trim() || null, staffUserId }, (before) =>
      before === 'won' ? notifications : [...notifications, ...welcome],
    );
    if (notifications.length + welcome.length > 0) deps.outbox.wake();
    return deps.readModel.history(type, id);
  };
}

/**
 * The person who asked for a business account is told when staff accept it, with the way
 * to sign in; once per acceptance (not again while it stays accepted).
 */
async function acceptedEmail(
  deps: { accounts: Pick<BusinessAccounts, 'requesterOf'>; siteUrl: string },
  accountId: string,
): Promise<Notification[]> {
  const requester = await deps.accounts.requesterOf(accountId);
  if (!requester) return [];
  const signIn = `${deps.siteUrl.replace(/\/$/, '')}/${requester.language.toUpperCase()}/account/sign-in`;
  return [
    {
      kind: 'account-accepted',
      audience: 'visitor',
      email: requester.email,
      language: requester.language,
      reference: accountId,
      summary: { company: requester.company, name: requester.name, signIn },
    },
  ];
}
