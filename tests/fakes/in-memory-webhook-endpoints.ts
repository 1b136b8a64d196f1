import { randomUUID } from 'node:crypto';
import type { WebhookEndpoint } from '#src/domain/webhooks/webhook.ts';
import type { WebhookEndpoints } from '#src/ports/webhooks.ts';

/** Receivers, and which account each owner key is, shared by the stores made over them (app instances). */
export interface WebhookData {
  endpoints: Map<string, WebhookEndpoint & { secret: string; removed: boolean }>;
  accountOfOwnerKey: Map<string, string>;
  quoteRequests: Map<string, { quoteId: string; reference: string; ownerKey: string }>;
}

export const emptyWebhookData = (): WebhookData => ({ endpoints: new Map(), accountOfOwnerKey: new Map(), quoteRequests: new Map() });

/** WebhookEndpoints in memory, for use-case tests: same contract, no database. */
export function inMemoryWebhookEndpoints(data: WebhookData = emptyWebhookData()): WebhookEndpoints {
  const live = () => [...data.endpoints.values()].filter((endpoint) => !endpoint.removed);
  const view = ({ secret: _secret, removed: _removed, ...endpoint }: WebhookEndpoint & { secret: string; removed: boolean }) => ({
    ...endpoint,
    events: [...endpoint.events],
  });
  const forOwnerKey = async (ownerKey: string) =>
    live()
      .filter((endpoint) => endpoint.accountId === data.accountOfOwnerKey.get(ownerKey))
      .map(view);
  return {
    async register({ accountId, url, events, secret }) {
      const endpoint = { id: randomUUID(), accountId, url, events: [...events], createdAt: new Date(), secret, removed: false };
      data.endpoints.set(endpoint.id, endpoint);
      return view(endpoint);
    },
    async list(accountId) {
      return live()
        .filter((endpoint) => endpoint.accountId === accountId)
        .map(view);
    },
    async remove(accountId, id) {
      const endpoint = data.endpoints.get(id);
      if (!endpoint || endpoint.removed || endpoint.accountId !== accountId) return false;
      endpoint.removed = true;
      return true;
    },
    forOwnerKey,
    async forQuoteRequest(quoteRequestId) {
      const request = data.quoteRequests.get(quoteRequestId);
      if (!request) return undefined;
      return { endpoints: await forOwnerKey(request.ownerKey), quoteId: request.quoteId, reference: request.reference };
    },
    async secretOf(endpointId) {
      const endpoint = data.endpoints.get(endpointId);
      return endpoint && !endpoint.removed ? endpoint.secret : undefined;
    },
  };
}
