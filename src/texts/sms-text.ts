import type { Translate } from './translate.ts';

export type SmsTextKey = 'mail.sms.driverLink';

/** The driver's text message: who it is for, which transport, and the link. */
export function driverLinkSmsText(message: { driverFirstName: string; reference: string; link: string }, t: Translate<SmsTextKey>): string {
  return t('mail.sms.driverLink', { name: message.driverFirstName, reference: message.reference, link: message.link });
}
