import {
  receiverUrlProblem,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  type WebhookEvent,
  webhookSecret,
} from '../../domain/webhooks/webhook.ts';
import type { Secrets } from '../../ports/staff-auth.ts';
import type { WebhookEndpoints, WebhookSender } from '../../ports/webhooks.ts';
import { InvalidInput } from '../errors.ts';
import { token } from '../../ports/token.ts';

/** An account registers at most this many endpoints. */
const MAX_ENDPOINTS = 10;

export interface RegisteredWebhook {
  endpoint: WebhookEndpoint;
  /** the signing secret: given once */
  secret: string;
}

export type RegisterWebhook = (accountId: string, input: { url: string; events?: WebhookEvent[] }) => Promise<RegisteredWebhook>;
export const RegisterWebhook = token<RegisterWebhook>('RegisterWebhook');

const PROBLEM_KEYS = { https: 'webhookHttps', invalid: 'webhookUrl', port: 'webhookPort' } as const;

/**
 * An account registers where its events go. The receiver must be https and public (not
 * this machine, not a private network) unless the operator allows otherwise for tests.
 */
export function makeRegisterWebhook(deps: {
  endpoints: WebhookEndpoints;
  sender: Pick<WebhookSender, 'allowsHost'>;
  secrets: Secrets;
  allowPrivateReceivers: boolean;
}): RegisterWebhook {
  return async (accountId, { url, events = [...WEBHOOK_EVENTS] }) => {
    const problem = receiverUrlProblem(url, { allowHttp: deps.allowPrivateReceivers });
    if (problem) throw new InvalidInput([{ field: 'url', key: PROBLEM_KEYS[problem] }]);
    if (!(await deps.sender.allowsHost(new URL(url).hostname))) throw new InvalidInput([{ field: 'url', key: 'webhookPrivate' }]);
    if (events.length === 0) throw new InvalidInput([{ field: 'events', key: 'webhookEvents' }]);
    if ((await deps.endpoints.list(accountId)).length >= MAX_ENDPOINTS) throw new InvalidInput([{ field: 'url', key: 'webhookTooMany' }]);
    const secret = webhookSecret(deps.secrets.randomToken());
    const endpoint = await deps.endpoints.register({ accountId, url, events: [...new Set(events)], secret });
    return { endpoint, secret };
  };
}

export type ListWebhooks = (accountId: string) => Promise<WebhookEndpoint[]>;
export const ListWebhooks = token<ListWebhooks>('ListWebhooks');
export const makeListWebhooks =
  ({ endpoints }: { endpoints: Pick<WebhookEndpoints, 'list'> }): ListWebhooks =>
  (accountId) =>
    endpoints.list(accountId);

/** Only the account's own receiver; false when it has none of that id. */
export type RemoveWebhook = (accountId: string, id: string) => Promise<boolean>;
export const RemoveWebhook = token<RemoveWebhook>('RemoveWebhook');
export const makeRemoveWebhook =
  ({ endpoints }: { endpoints: Pick<WebhookEndpoints, 'remove'> }): RemoveWebhook =>
  (accountId, id) =>
    endpoints.remove(accountId, id);
