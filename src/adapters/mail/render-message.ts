import { accountAccepted, accountInvitation, signInLink } from './account-mails.ts';
import { agentLeadMail, agentReminder, visitorLeadConfirmation } from './lead-mails.ts';
import { agentMail, visitorConfirmation } from './quote-mails.ts';
import { transportNews } from './transport-mails.ts';
import { invoiceMail } from './invoice-mails.ts';
import { carrierAward, carrierJobTaken, carrierOffer, carrierSelfBilled, carrierSignIn } from './carrier-mails.ts';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '../../domain/language.ts';
import type { EmailNotification, NotificationContent } from '../../domain/notifications/notification.ts';
import type { OperatorIdentity } from '../../domain/operator.ts';
import { translate } from '../../i18n/translate.ts';

import type { RenderedMail } from './rendered-mail.ts';

export { escapeHtml } from './mail-layout.ts';
export { headerSafe, type RenderedMail } from './rendered-mail.ts';

/** Renders a queued notification; agents read theirs in `agentLanguage`, visitors in their page's. */
export function renderMessage(
  notification: NotificationContent<EmailNotification>,
  agentLanguage: Language,
  operator?: OperatorIdentity,
): RenderedMail {
  const visitorLanguage = parseLanguage(notification.language) ?? DEFAULT_LANGUAGE;
  switch (notification.kind) {
    case 'quote-summary':
      // Spec §5: "New quote request" and the name, in the agents' language.
      return agentMail(
        notification.summary,
        agentLanguage,
        translate(agentLanguage, 'mail.summary.subject', { name: notification.summary.client.name }),
        'mail.summary',
      );
    case 'callback-request':
      return agentMail(
        notification.summary,
        agentLanguage,
        `${translate(agentLanguage, 'mail.callback.subject')} — ${notification.summary.client.name}`,
        'mail.callback',
      );
    case 'quote-confirmation':
      return visitorConfirmation(notification.summary, visitorLanguage, operator);
    case 'account-request':
    case 'demo-request':
    case 'expert-contact':
      return agentLeadMail(notification.summary, agentLanguage);
    case 'lead-confirmation':
      return visitorLeadConfirmation(notification.summary, visitorLanguage, operator);
    case 'lead-reminder':
      return agentReminder(notification.summary, agentLanguage);
    case 'transport-news':
      return transportNews(notification.summary, visitorLanguage, operator);
    case 'account-sign-in':
      return signInLink(notification.summary, visitorLanguage, operator);
    case 'account-accepted':
      return accountAccepted(notification.summary, visitorLanguage, operator);
    case 'account-invitation':
      return accountInvitation(notification.summary, visitorLanguage, operator);
    case 'invoice':
      return invoiceMail(notification.summary, visitorLanguage, operator);
    case 'carrier-offer':
      return carrierOffer(notification.summary, visitorLanguage, operator);
    case 'carrier-award':
      return carrierAward(notification.summary, visitorLanguage, operator);
    case 'carrier-job-taken':
      return carrierJobTaken(notification.summary, visitorLanguage, operator);
    case 'carrier-sign-in':
      return carrierSignIn(notification.summary, visitorLanguage, operator);
    case 'carrier-self-billed':
      return carrierSelfBilled(notification.summary, visitorLanguage, operator);
  }
}
