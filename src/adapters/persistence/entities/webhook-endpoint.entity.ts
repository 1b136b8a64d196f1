import { defineEntity, p } from '@mikro-orm/core';
import type { WebhookEvent } from '../../../domain/webhooks/webhook.ts';
import { AccountRequestEntity } from './account-request.entity.ts';
import { createdAt, instant, uuidPrimaryKey } from './columns.ts';

/** Table webhook_endpoints: where a business account's events go, and the secret they are signed with. */
export const WebhookEndpointEntity = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoints',
  properties: {
    id: uuidPrimaryKey(),
    createdAt: createdAt(),
    account: () => p.manyToOne(AccountRequestEntity).deleteRule('cascade'),
    url: p.text(),
    events: p.json<WebhookEvent[]>(),
    /** the HMAC key: given to the account once, kept to sign every delivery */
    secret: p.string().length(64),
    removedAt: instant().nullable(),
  },
});
