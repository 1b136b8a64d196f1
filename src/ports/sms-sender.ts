import type { Language } from '../domain/language.ts';
import { token } from './token.ts';

/** The driver's own link to a transport (issue 52), sent to the phone the carrier gave. */
export interface DriverLinkSms {
  /** the driver's phone, as the agent recorded it */
  to: string;
  language: Language;
  driverFirstName: string;
  /** the quote's reference (FL-7K3Q-9M2X), which the driver may quote on the phone */
  reference: string;
  link: string;
}

/**
 * Text messages to a phone: an SMS provider's HTTP API when one is configured (SMS_API_URL), else
 * a folder of messages under DATA_DIR/sms. Resolves once the message is accepted; throws when it
 * was not, so that the agent can send it again.
 */
export interface SmsSender {
  send(message: DriverLinkSms): Promise<void>;
  /** where messages go (the provider's address, or the folder), for staff to see */
  readonly destination: string;
}
export const SmsSender = token<SmsSender>('SmsSender');
