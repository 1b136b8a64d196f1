// What a business account's systems are told as it happens, signed so they can trust it.

export const WEBHOOK_EVENTS = [
  'quote.confirmed',
  'quote.status_changed',
  // The transport after the call
  'shipment.booked',
  'shipment.picked_up',
  'shipment.eta_changed',
  'shipment.incident',
  'shipment.delivered',
  'shipment.cancelled',
  // A step's time set right
  'shipment.corrected',
  // The driver's own steps
  'shipment.arrived',
  'shipment.loaded',
  // The carrier of the directory that takes the job: its name and the vehicle's plate only
  'shipment.carrier_assigned',
  // An invoice or a credit note issued
  'invoice.issued',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
export const isWebhookEvent = (value: unknown): value is WebhookEvent => (WEBHOOK_EVENTS as readonly unknown[]).includes(value);

/** An endpoint an account registered: where its events go. */
export interface WebhookEndpoint {
  id: string;
  accountId: string;
  url: string;
  events: WebhookEvent[];
  createdAt: Date;
}

/** One event for one endpoint, as queued in the outbox (the secret is read at delivery). */
export interface WebhookDelivery {
  endpointId: string;
  url: string;
  event: WebhookEvent;
  /** the body sent, once serialised: the same bytes on every attempt, so one signature scheme */
  payload: { id: string; type: WebhookEvent; createdAt: string; data: Record<string, unknown> };
}

/** The deliveries of an event to every endpoint of the account that listens to it. */
export function webhookDeliveries(
  endpoints: readonly WebhookEndpoint[],
  event: WebhookEvent,
  eventId: string,
  at: Date,
  data: Record<string, unknown>,
): WebhookDelivery[] {
  return endpoints
    .filter((endpoint) => endpoint.events.includes(event))
    .map((endpoint) => ({
      endpointId: endpoint.id,
      url: endpoint.url,
      event,
      payload: { id: `${eventId}:${endpoint.id}`, type: event, createdAt: at.toISOString(), data },
    }));
}

/**
 * ADR 0041's signed text, kept for `Flash-Signature` until LEGACY_SIGNATURE_UNTIL: the timestamp
 * (Unix seconds), a dot, then the body as sent.
 */
export const signedText = (timestamp: number, body: string) => `${timestamp}.${body}`;

/**
 * Deliveries are signed the Standard Webhooks way (ADR 0051); the older `Flash-Signature`,
 * `Flash-Delivery` headers are sent beside it until this instant, then no more.
 */
export const LEGACY_SIGNATURE_UNTIL = new Date('2027-06-01T00:00:00Z');

/**
 * A receiver's signing secret as Standard Webhooks writes one: `whsec_` and the key in base64,
 * from random bytes given in base64url. Secrets given before ADR 0051 were base64url; the key is
 * the same bytes whichever alphabet wrote it.
 */
export function webhookSecret(randomBase64url: string): string {
  const base64 = randomBase64url.replaceAll('-', '+').replaceAll('_', '/');
  return `${WEBHOOK_SECRET_PREFIX}${base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')}`;
}

/** What a signing secret starts with; the key is what follows. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/**
 * A receiver URL an account may register: https on HTTPS's port (http, and any port, only where
 * the operator allows it, for tests), no credentials in it, at most 2,000 characters. Whether its host is private is checked
 * where names are resolved (the sender).
 */
export function receiverUrlProblem(raw: string, options: { allowHttp: boolean }): 'invalid' | 'https' | 'port' | undefined {
  if (raw.length > 2_000) return 'invalid';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password || !url.hostname) return 'invalid';
  if (url.protocol === 'https:') return options.allowHttp || RECEIVER_PORTS.has(url.port) ? undefined : 'port';
  return url.protocol === 'http:' && options.allowHttp ? undefined : 'https';
}

/**
 * The ports a receiver may listen on: HTTPS's own and its usual alternative. Others (22, 25,
 * 6379…) are other services' doors, which a webhook must not knock on ('' is the default, 443).
 */
const RECEIVER_PORTS = new Set(['', '443', '8443']);
