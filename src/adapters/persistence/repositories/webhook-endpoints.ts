import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookEndpoint, WebhookEvent } from '../../../domain/webhooks/webhook.ts';
import type { WebhookEndpoints } from '../../../ports/webhooks.ts';
import { WebhookEndpointEntity } from '../entities/index.ts';

const endpointOf = (row: {
  id: string;
  account: { id: string };
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
}): WebhookEndpoint => ({
  id: row.id,
  accountId: row.account.id,
  url: row.url,
  events: row.events,
  createdAt: row.createdAt,
});

export function mikroOrmWebhookEndpoints(root: EntityManager): WebhookEndpoints {
  return {
    async register(endpoint) {
      const em = root.fork();
      const created = em.create(WebhookEndpointEntity, {
        account: endpoint.accountId,
        url: endpoint.url,
        events: endpoint.events,
        secret: endpoint.secret,
      });
      await em.flush();
      return endpointOf(created);
    },
    async list(accountId) {
      return (
        await root.fork().find(WebhookEndpointEntity, { account: accountId, removedAt: null }, { orderBy: { createdAt: 'asc' } })
      ).map(endpointOf);
    },
    async remove(accountId, id) {
      return (
        (await root.fork().nativeUpdate(WebhookEndpointEntity, { id, account: accountId, removedAt: null }, { removedAt: new Date() })) ===
        1
      );
    },
    async forOwnerKey(ownerKey) {
      const rows = await root
        .getConnection()
        .execute<Array<{ id: string; account_id: string; url: string; events: WebhookEvent[] | string; created_at: Date }>>(
          `select w.id, w.account_id, w.url, w.events, w.created_at from webhook_endpoints w
            where w.removed_at is null and w.account_id in (select k.account_id from api_keys k where k.owner_key = ?)
            order by w.created_at`,
          [ownerKey],
        );
      return rows.map((row) => ({
        id: row.id,
        accountId: row.account_id,
        url: row.url,
        events: typeof row.events === 'string' ? (JSON.parse(row.events) as WebhookEvent[]) : row.events,
        createdAt: new Date(row.created_at),
      }));
    },
    async forQuoteRequest(quoteRequestId) {
      const [quote] = await root
        .getConnection()
        .execute<Array<{ id: string; reference: string; owner_key: string }>>(
          `select q.id, q.reference, q.owner_key from quote_requests r join quotes q on q.id = r.quote_id where r.id = ?`,
          [quoteRequestId],
        );
      if (!quote) return undefined;
      return { endpoints: await this.forOwnerKey(quote.owner_key), quoteId: quote.id, reference: quote.reference };
    },
    async secretOf(endpointId) {
      const row = await root.fork().findOne(WebhookEndpointEntity, { id: endpointId, removedAt: null }, { fields: ['secret'] });
      return row?.secret;
    },
  };
}
