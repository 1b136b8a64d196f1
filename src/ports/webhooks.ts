import type { WebhookDelivery, WebhookEndpoint, WebhookEvent } from '../domain/webhooks/webhook.ts';
import { token } from './token.ts';

/** The webhook endpoints business accounts registered. */
export interface WebhookEndpoints {
  register(endpoint: { accountId: string; url: string; events: WebhookEvent[]; secret: string }): Promise<WebhookEndpoint>;
  list(accountId: string): Promise<WebhookEndpoint[]>;
  /** false when the account has no such endpoint */
  remove(accountId: string, id: string): Promise<boolean>;
  /** The endpoints of the account whose keys own quotes under this owner key. */
  forOwnerKey(ownerKey: string): Promise<WebhookEndpoint[]>;
  /** The endpoints, and the quote, of the quote request confirmed from an account's quote. */
  forQuoteRequest(quoteRequestId: string): Promise<{ endpoints: WebhookEndpoint[]; quoteId: string; reference: string } | undefined>;
  /** The signing secret of an endpoint still registered. */
  secretOf(endpointId: string): Promise<string | undefined>;
}
export const WebhookEndpoints = token<WebhookEndpoints>('WebhookEndpoints');

/** Posts one delivery to its endpoint, signed; throws when the receiver did not take it (2xx). */
export interface WebhookSender {
  send(delivery: WebhookDelivery, deliveryId: string): Promise<void>;
  /** Whether a receiver may be registered at this host (not this machine, not a private network). */
  allowsHost(hostname: string): Promise<boolean>;
}
export const WebhookSender = token<WebhookSender>('WebhookSender');
