import type { TransportNewsSummary } from '../transport/transport-news.ts';
import type { AccountAcceptedSummary, AccountInvitationSummary, SignInLinkSummary } from '../account/sign-in-link.ts';
import type { LeadReminderSummary } from './lead-reminder.ts';
import type { WebhookDelivery } from '../webhooks/webhook.ts';
import type { DriverLinkSms } from '../transport/driver-link-message.ts';
import type { LeadSummary } from './lead-summary.ts';
import type { QuoteSummary } from './quote-summary.ts';
import type { InvoiceEmailSummary } from '../invoicing/invoice-email.ts';
import type {
  CarrierAwardSummary,
  CarrierJobTakenSummary,
  CarrierOfferSms,
  CarrierOfferSummary,
  SelfBilledSummary,
} from '../carriers/carrier-messages.ts';

/** The messages the product sends. */
export const NOTIFICATION_KINDS = [
  'quote-summary',
  'quote-confirmation',
  'callback-request',
  'account-request',
  'demo-request',
  'expert-contact',
  'lead-confirmation',
  'lead-reminder',
  'transport-news',
  'account-sign-in',
  'account-accepted',
  'account-invitation',
  'webhook',
  'driver-link',
  'invoice',
  'carrier-offer',
  'carrier-offer-text',
  'carrier-award',
  'carrier-job-taken',
  'carrier-sign-in',
  'carrier-self-billed',
] as const satisfies readonly Notification['kind'][];
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Who a message is for, and about which record; `email` is the visitor's address. */
interface Envelope {
  email: string | null;
  language: string;
  /** the record it reports on */
  reference: string;
}

/**
 * A message to send, decided by a use case and delivered later through the outbox: one union
 * whose kind says who it goes to and what it carries ('agent' goes to the configured agents'
 * address; 'visitor' to `email`; 'system' to an account's webhook receiver; 'driver' to a phone by text message).
 */
export type Notification = Envelope &
  (
    | { kind: 'quote-summary' | 'callback-request'; audience: 'agent'; summary: QuoteSummary }
    | { kind: 'quote-confirmation'; audience: 'visitor'; summary: QuoteSummary }
    | { kind: 'account-request' | 'demo-request' | 'expert-contact'; audience: 'agent'; summary: LeadSummary }
    | { kind: 'lead-confirmation'; audience: 'visitor'; summary: LeadSummary }
    | { kind: 'lead-reminder'; audience: 'agent'; summary: LeadReminderSummary }
    | { kind: 'transport-news'; audience: 'visitor'; summary: TransportNewsSummary }
    | { kind: 'account-sign-in'; audience: 'visitor'; summary: SignInLinkSummary }
    | { kind: 'account-accepted'; audience: 'visitor'; summary: AccountAcceptedSummary }
    | { kind: 'account-invitation'; audience: 'visitor'; summary: AccountInvitationSummary }
    | { kind: 'webhook'; audience: 'system'; summary: WebhookDelivery }
    /** A text message to the driver's phone */
    | { kind: 'driver-link'; audience: 'driver'; summary: DriverLinkSms }
    /** An invoice or credit note, its PDF attached */
    | { kind: 'invoice'; audience: 'visitor'; summary: InvoiceEmailSummary }
    /** A job offered to a carrier's person, by email and by text message; the award (its transport order attached); the job taken by another */
    | { kind: 'carrier-offer'; audience: 'carrier'; summary: CarrierOfferSummary }
    | { kind: 'carrier-offer-text'; audience: 'carrier'; summary: CarrierOfferSms }
    | { kind: 'carrier-award'; audience: 'carrier'; summary: CarrierAwardSummary }
    | { kind: 'carrier-job-taken'; audience: 'carrier'; summary: CarrierJobTakenSummary }
    /** A link to sign in to the carriers' pages, to one of a carrier's people */
    | { kind: 'carrier-sign-in'; audience: 'carrier'; summary: SignInLinkSummary }
    /** A self-billed invoice or credit note drawn up for a carrier, its Factur-X attached */
    | { kind: 'carrier-self-billed'; audience: 'carrier'; summary: SelfBilledSummary }
  );

/** A message as an email: every kind but the webhook. */
export type EmailNotification = Exclude<Notification, { kind: 'webhook' | TextMessageKind }>;

/** The messages that go to a phone by text message. */
export const TEXT_MESSAGE_KINDS = ['driver-link', 'carrier-offer-text'] as const satisfies readonly NotificationKind[];
export type TextMessageKind = (typeof TEXT_MESSAGE_KINDS)[number];
export type TextMessage = Extract<Notification, { kind: TextMessageKind }>['summary'];
export const isTextMessage = <N extends Pick<Notification, 'kind'>>(message: N): message is Extract<N, { kind: TextMessageKind }> =>
  (TEXT_MESSAGE_KINDS as readonly string[]).includes(message.kind);

/** What a message says, kind by kind (an email is rendered from this alone). */
export type NotificationContent<N extends Notification = Notification> = N extends unknown
  ? Pick<N, 'kind' | 'language' | 'summary'>
  : never;

const AGENT_KIND = { account: 'account-request', demo: 'demo-request', contact: 'expert-contact' } as const;

/** A lead form tells the agents and confirms to the visitor (contact within 24 h, spec §9). */
export function leadNotifications(summary: LeadSummary): Notification[] {
  return [
    { kind: AGENT_KIND[summary.leadType], audience: 'agent', email: null, language: summary.language, reference: summary.leadId, summary },
    {
      kind: 'lead-confirmation',
      audience: 'visitor',
      email: summary.client.email,
      language: summary.language,
      reference: summary.leadId,
      summary,
    },
  ];
}

/** Spec §4.6: a confirmed offer tells the agents and confirms to the visitor. */
export function offerConfirmedNotifications(summary: QuoteSummary): Notification[] {
  return [
    { kind: 'quote-summary', audience: 'agent', email: null, language: summary.language, reference: summary.quoteId, summary },
    {
      kind: 'quote-confirmation',
      audience: 'visitor',
      email: summary.client.email,
      language: summary.language,
      reference: summary.quoteId,
      summary,
    },
  ];
}

/** A lead still waiting past its promise reminds the agents, once. */
export function leadReminderNotification(summary: LeadReminderSummary): Notification {
  return { kind: 'lead-reminder', audience: 'agent', email: null, language: 'fr', reference: summary.leadId, summary };
}

/** An event for an account's systems, delivered to its endpoint through the outbox. */
export function webhookNotifications(deliveries: readonly WebhookDelivery[], reference: string): Notification[] {
  return deliveries.map((delivery) => ({
    kind: 'webhook' as const,
    audience: 'system' as const,
    email: null,
    language: 'en',
    reference,
    summary: delivery,
  }));
}

/** Spec §4 "No-offer handling": an operator calls back within minutes. */
export function callbackNotifications(summary: QuoteSummary): Notification[] {
  return [{ kind: 'callback-request', audience: 'agent', email: null, language: summary.language, reference: summary.quoteId, summary }];
}
