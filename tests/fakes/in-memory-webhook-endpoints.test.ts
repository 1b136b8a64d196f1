import { randomUUID } from 'node:crypto';
import { webhookEndpointsContract } from '../contracts/webhook-endpoints-contract.ts';
import { emptyWebhookData, inMemoryWebhookEndpoints } from './in-memory-webhook-endpoints.ts';

webhookEndpointsContract('in memory', () => {
  const data = emptyWebhookData();
  return {
    endpoints: () => inMemoryWebhookEndpoints(data),
    account: async () => randomUUID(),
    async ownerKeyOf(accountId) {
      const ownerKey = `owner-${randomUUID()}`;
      data.accountOfOwnerKey.set(ownerKey, accountId);
      return ownerKey;
    },
  };
});
