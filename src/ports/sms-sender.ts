import type { DriverLinkSms } from '../domain/transport/driver-link-message.ts';
import type { TextMessage } from '../domain/notifications/notification.ts';
import { token } from './token.ts';

/**
 * Text messages to a phone: an SMS provider's HTTP API when one is configured (SMS_API_URL), else
 * a folder of messages under DATA_DIR/sms. Resolves once the message is accepted; throws when it
 * was not, so that the agent can send it again.
 */
export interface SmsSender {
  /** `sendingId` names this sending across its attempts (the outbox message's id): a provider drops a repeat. */
  send(message: TextMessage, sendingId?: string): Promise<void>;
  /** where messages go (the provider's address, or the folder), for staff to see */
  readonly destination: string;
}
export type { DriverLinkSms };
export const SmsSender = token<SmsSender>('SmsSender');
