import { type LookupAddress, type LookupAllOptions, type LookupOptions, lookup as lookupCallback } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { TimeoutStrategy, timeout } from 'cockatiel';
import got from 'got';
import { Webhook } from 'standardwebhooks';
import { LEGACY_SIGNATURE_UNTIL, receiverUrlProblem, signedText, WEBHOOK_SECRET_PREFIX } from '../../domain/webhooks/webhook.ts';
import { isPublicAddress } from './special-purpose-addresses.ts';
import { hmac } from '../security/hmac.ts';
import type { WebhookEndpoints, WebhookSender } from '../../ports/webhooks.ts';

export class ReceiverRefused extends Error {
  override name = 'ReceiverRefused';
}

/** A URL's host when it is an address itself (an IPv6 one without its brackets), else undefined. */
function literalAddress(hostname: string) {
  const host = hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? { address: host, family: isIP(host) } : undefined;
}

/** Whether a host resolves only to public addresses (checked when a receiver is registered). */
export async function isPublicHost(hostname: string): Promise<boolean> {
  const literal = literalAddress(hostname);
  const addresses = literal ? [literal] : await lookup(hostname, { all: true }).catch(() => []);
  return addresses.length > 0 && addresses.every(isPublicAddress);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The resolver a delivery connects through: the addresses it connects to are the ones checked,
 * so a name that answered a public address at the check and a private one at the connection
 * (DNS rebinding) is refused at the connection. A literal address is checked before (net skips
 * the lookup for those).
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookupCallback(hostname, { ...options, all: true } satisfies LookupAllOptions, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || !addresses.every(isPublicAddress)) {
      const refused: NodeJS.ErrnoException = new ReceiverRefused(`${hostname} resolves to an address that is not public`);
      refused.code = 'ERECEIVERREFUSED';
      return callback(refused, []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/**
 * Posts a delivery with got, within 10 s, signed the Standard Webhooks way (ADR 0051):
 * `webhook-id` (the delivery's id, the same on every attempt, for the receiver to drop a repeat),
 * `webhook-timestamp` (Unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>` over
 * `id.timestamp.body`, made by the `standardwebhooks` library with the receiver's secret, and
 * `Flash-Event`. Until LEGACY_SIGNATURE_UNTIL also ADR 0041's `Flash-Signature: t=…,v1=<hex>`
 * and `Flash-Delivery`. Anything but a 2xx is a failure the outbox retries with backoff.
 */
export function webhookSender(deps: { endpoints: Pick<WebhookEndpoints, 'secretOf'>; allowPrivateReceivers: boolean }): WebhookSender {
  const withinTime = timeout(10_000, TimeoutStrategy.Aggressive);
  return {
    allowsHost: async (hostname) => deps.allowPrivateReceivers || (await isPublicHost(hostname)),
    async send(delivery, deliveryId) {
      const secret = await deps.endpoints.secretOf(delivery.endpointId);
      if (!secret) throw new ReceiverRefused('the endpoint was removed');
      const url = new URL(delivery.url);
      // A receiver registered before the ports were checked is held to them too.
      if (receiverUrlProblem(delivery.url, { allowHttp: deps.allowPrivateReceivers }) === 'port')
        throw new ReceiverRefused(`port ${url.port} is not a receiver's`);
      const literal = literalAddress(url.hostname);
      if (!deps.allowPrivateReceivers && literal && !isPublicAddress(literal))
        throw new ReceiverRefused(`${url.hostname} is not a public address`);
      const body = JSON.stringify(delivery.payload);
      const now = new Date();
      const timestamp = Math.floor(now.getTime() / 1000);
      // The key is the bytes after `whsec_`: base64 now, base64url in secrets given before ADR 0051.
      const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), 'base64');
      const legacy =
        now < LEGACY_SIGNATURE_UNTIL
          ? {
              'flash-delivery': deliveryId,
              'flash-signature': `t=${timestamp},v1=${hmac(secret, signedText(timestamp, body)).toString('hex')}`,
            }
          : {};
      const response = await withinTime.execute(({ signal }) =>
        got.post(url, {
          body,
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Flash-Webhooks/1',
            'flash-event': delivery.event,
            'webhook-id': deliveryId,
            'webhook-timestamp': String(timestamp),
            'webhook-signature': new Webhook(key, { format: 'raw' }).sign(deliveryId, now, body),
            ...legacy,
          },
          retry: { limit: 0 },
          followRedirect: false,
          ...(deps.allowPrivateReceivers ? {} : { dnsLookup: publicOnlyLookup }),
          signal,
        }),
      );
      if (response.statusCode < 200 || response.statusCode > 299) throw new Error(`the receiver answered ${response.statusCode}`);
    },
  };
}
