import { formatters, phoneOf, signedBy, labelled } from './mail-formatters.ts';
import { headerSafe, type RenderedMail } from './rendered-mail.ts';
import { type Language } from '../../domain/language.ts';
import { type OperatorIdentity } from '../../domain/operator.ts';
import type { LeadSummary } from '../../domain/notifications/lead-summary.ts';
import type { LeadReminderSummary } from '../../domain/notifications/lead-reminder.ts';
import { layout, linkButton, paragraph, rowsTable, type Row } from './mail-layout.ts';

// The lead forms' emails: the agents' notice and reminder, the visitor's confirmation.

/** The escalation: a lead still waiting past its promise, once, to the agents. */
export function agentReminder(summary: LeadReminderSummary, language: Language): RenderedMail {
  const f = formatters(language);
  const { t } = f;
  const promise =
    summary.promiseMinutes % 60 === 0
      ? t('mail.reminder.hours', { count: summary.promiseMinutes / 60 })
      : t('mail.reminder.minutes', { count: summary.promiseMinutes });
  const waited =
    summary.waitedMinutes >= 120
      ? t('mail.reminder.hours', { count: Math.floor(summary.waitedMinutes / 60) })
      : t('mail.reminder.minutes', { count: summary.waitedMinutes });
  const kind = t(`mail.reminder.kinds.${summary.leadType}`);
  const rows: Row[] = [
    [t('mail.reminder.kind'), kind],
    ...(summary.reference ? ([[t('mail.summary.reference'), summary.reference]] as Row[]) : []),
    [t('mail.summary.name'), f.orNone(summary.client.name)],
    [t('mail.summary.company'), f.orNone(summary.client.company)],
    [t('mail.summary.phone'), phoneOf(summary.client, t)],
    [t('mail.summary.email'), f.orNone(summary.client.email)],
    ...(summary.route
      ? ([
          [
            t('mail.confirmation.route'),
            `${summary.route.from} (${f.built(`countries.${summary.route.fromCountry}`)}) → ${summary.route.to} (${f.built(`countries.${summary.route.toCountry}`)})`,
          ],
        ] as Row[])
      : []),
    [t('mail.reminder.received'), f.generated(summary.receivedAt)],
  ];
  const heading = t('mail.reminder.heading', { kind, waited });
  const intro = t('mail.reminder.intro', { promise, waited });
  const link = t('mail.reminder.open');
  return {
    subject: headerSafe(`${heading} — ${summary.client.name}`),
    text: [
      heading,
      intro,
      '',
      ...rows.map(([label, value]) => `- ${labelled(language, label, value)}`),
      '',
      labelled(language, link, summary.inboxUrl),
    ].join('\n'),
    html: layout(language, heading, `${paragraph(intro)}${rowsTable(rows)}${linkButton(link, summary.inboxUrl)}`),
  };
}

export function agentLeadMail(summary: LeadSummary, language: Language): RenderedMail {
  const f = formatters(language);
  const { t } = f;
  const key = `mail.leads.${summary.leadType}`;
  const rows: Row[] = [
    [t('mail.summary.name'), summary.client.name],
    [t('mail.summary.company'), f.orNone(summary.client.company)],
    [t('mail.summary.email'), summary.client.email],
    [t('mail.summary.phone'), phoneOf(summary.client, t)],
    ...summary.details.map(([field, value]): Row => [
      f.built(`mail.leads.fields.${field}`),
      value === 'yes' || value === 'no' ? f.yesNo(value === 'yes') : f.orNone(value),
    ]),
    [t('mail.summary.generated'), f.generated(summary.generatedAt)],
  ];
  const heading = f.built(`${key}.heading`);
  const intro = t('mail.leads.intro');
  return {
    subject: headerSafe(`${f.built(`${key}.heading`)} — ${summary.client.name}`),
    text: [heading, intro, '', ...rows.map(([label, value]) => `- ${labelled(language, label, value)}`)].join('\n'),
    html: layout(language, heading, `${paragraph(intro)}${rowsTable(rows)}`),
  };
}

export function visitorLeadConfirmation(summary: LeadSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  const subject = t(`mail.leads.${summary.leadType}.confirmation`);
  const lines = [
    t('mail.confirmation.greeting', { name: summary.client.name }),
    t(`mail.leads.${summary.leadType}.received`),
    t('mail.leads.next'),
    t('mail.confirmation.signature'),
    ...signedBy(operator, language),
  ];
  return {
    subject: headerSafe(subject),
    text: lines.join('\n\n'),
    html: layout(language, subject, lines.map(paragraph).join('')),
  };
}
