import { formatters, signedBy, labelled } from './mail-formatters.ts';
import { headerSafe, type RenderedMail } from './rendered-mail.ts';
import type { TransportNewsSummary } from '../../domain/transport/transport-news.ts';
import { type Language } from '../../domain/language.ts';
import { type OperatorIdentity } from '../../domain/operator.ts';
import { layout, linkButton, paragraph, rowsTable, type Row } from './mail-layout.ts';

/** A step of the shipper's transport: what happened, the facts of it, and the page to follow it on. */
export function transportNews(summary: TransportNewsSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const f = formatters(language);
  const { t } = f;
  const { move } = summary;
  const rows: Row[] =
    move.kind === 'book'
      ? [
          [t('mail.transport.carrier'), move.carrier],
          [t('mail.transport.vehicle'), `${move.vehicle} — ${move.registration}`],
          [t('mail.transport.driver'), `${move.driverFirstName} — ${move.driverPhone}`],
          [t('mail.transport.plannedPickup'), f.moment(move.plannedPickup)],
        ]
      : move.kind === 'pickUp'
        ? [[t('mail.transport.pickedUpAt'), f.moment(move.at)]]
        : move.kind === 'eta'
          ? [
              [t('mail.transport.estimatedDelivery'), f.moment(move.estimatedDelivery)],
              [t('mail.transport.promisedDelivery'), f.moment(summary.promisedDelivery ?? undefined)],
              [t('mail.transport.reason'), move.reason],
            ]
          : move.kind === 'incident'
            ? [
                [t('mail.transport.incident'), t(`mail.transport.incidents.${move.incident}`)],
                [t('mail.transport.note'), move.note],
              ]
            : move.kind === 'deliver'
              ? [
                  [t('mail.transport.deliveredAt'), f.moment(move.at)],
                  [t('mail.transport.receivedBy'), move.receivedBy],
                  ...(move.note ? ([[t('mail.transport.note'), move.note]] as Row[]) : []),
                ]
              : [];
  const subject = t(`mail.transport.subject.${summary.news}`, { reference: summary.reference });
  const greeting = t('mail.confirmation.greeting', { name: summary.client.name });
  const intro = t(`mail.transport.intro.${summary.news}`);
  const linkLabel = t('mail.transport.link');
  const signature = t('mail.confirmation.signature');
  return {
    subject: headerSafe(subject),
    text: [
      greeting,
      '',
      intro,
      '',
      ...rows.map(([label, value]) => `- ${labelled(language, label, value)}`),
      '',
      labelled(language, linkLabel, summary.link),
      '',
      signature,
      ...signedBy(operator, language),
    ].join('\n'),
    html: layout(
      language,
      subject,
      `${paragraph(greeting)}${paragraph(intro)}${rowsTable(rows)}${linkButton(linkLabel, summary.link)}${paragraph(signature)}${signedBy(operator, language).map(paragraph).join('')}`,
    ),
  };
}
