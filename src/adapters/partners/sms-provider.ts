import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { translatorIn } from '../../i18n/translate.ts';
import type { SmsSender } from '../../ports/sms-sender.ts';
import { smsText } from '../../texts/sms-text.ts';
import { type PartnerPolicy, SMS_POLICY } from './partner-policy.ts';
import { partnerRequest } from './partner-request.ts';

export interface SmsProviderSettings {
  /** SMS_API_URL: where messages are posted */
  url: string;
  /** SMS_API_KEY: sent as a bearer token */
  apiKey: string;
  /** SMS_SENDER: the name or number the phone shows */
  sender: string;
}

/** What the provider answers for an accepted message. */
const accepted = z.object({ id: z.string().min(1) });

/**
 * An SMS provider's HTTP API (docs/sms.md): `POST {SMS_API_URL}` with a bearer key and
 * `{ from, to, text }` as JSON, answered 2xx with the message's `id`. got sends it, cockatiel
 * retries what did not arrive (timeouts, 408, 429, 5xx: SMS_POLICY) behind a circuit breaker. Every
 * attempt of one sending carries the same Idempotency-Key, so a provider can drop a repeat whose
 * first answer was lost.
 */
export function smsProvider(settings: SmsProviderSettings, policy: PartnerPolicy = SMS_POLICY): SmsSender {
  const call = partnerRequest('sms provider', policy);
  return {
    destination: new URL(settings.url).origin,
    async send(message, sendingId = randomUUID()) {
      const text = smsText(message, translatorIn(message.language));
      // One key per sending, the same on each of its attempts (and the outbox's): sent again by an agent, it is a new message.
      const key = sendingId;
      await call({
        method: 'POST',
        url: settings.url,
        headers: { authorization: `Bearer ${settings.apiKey}`, 'idempotency-key': key },
        json: { from: settings.sender, to: message.to, text },
        response: accepted,
      });
    },
  };
}
