import type { Language } from '../domain/language.ts';
import type { TextMessage } from '../domain/notifications/notification.ts';
import { instantIn, moneyIn } from '../domain/formats.ts';
import type { Translate } from './translate.ts';

export type SmsTextKey = 'mail.sms.driverLink' | 'mail.sms.carrierOffer';

/** The driver's text message: who it is for, which transport, and the link. */
export function driverLinkSmsText(message: { driverFirstName: string; reference: string; link: string }, t: Translate<SmsTextKey>): string {
  return t('mail.sms.driverLink', { name: message.driverFirstName, reference: message.reference, link: message.link });
}

/** A text message as sent: the driver's link, or a job offered to a carrier (lane, price excl. VAT, deadline, link). */
export function smsText(message: TextMessage, t: Translate<SmsTextKey>): string {
  if ('driverFirstName' in message) return driverLinkSmsText(message, t);
  const language: Language = message.language;
  return t('mail.sms.carrierOffer', {
    from: message.offer.from,
    to: message.offer.to,
    price: moneyIn(language).format(message.offer.priceEuros),
    deadline: instantIn(language, 'short').format(new Date(message.offer.deadline)),
    link: message.link,
  });
}
