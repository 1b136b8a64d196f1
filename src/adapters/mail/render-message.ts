import type { TransportNewsSummary } from '../../domain/transport/transport-news.ts';
import type { AccountAcceptedSummary, AccountInvitationSummary, SignInLinkSummary } from '../../domain/account/sign-in-link.ts';
import { co2eLine } from '../../domain/emissions/emissions-text.ts';
import { goodsLineText } from '../../domain/shipment/goods-line-text.ts';
import { driveText } from '../../domain/driving-time/drive-text.ts';
import { formatDuration } from '../../domain/pricing/delivery-estimate.ts';
import { vatOn, withVat } from '../../domain/money.ts';
import { vatOfOffer, vatText } from '../../domain/tax/vat-text.ts';
import { exemptionThreshold } from '../../domain/dangerous-goods/exemption-threshold.ts';
import { exemptionText } from '../../domain/dangerous-goods/exemption-text.ts';
import type { ParcelLine } from '../../domain/shipment/parcel-line.ts';
import { endAddress } from '../../domain/shipment/address-line.ts';
import { crossingSeconds } from '../../domain/shipment/road-link.ts';
import { DEFAULT_LANGUAGE, type Language, LOCALE_OF, parseLanguage } from '../../domain/language.ts';
import type { EmailNotification, NotificationContent } from '../../domain/notifications/notification.ts';
import type { QuoteSummary } from '../../domain/notifications/quote-summary.ts';
import { type OperatorIdentity, operatorLine } from '../../domain/operator.ts';
import type { LeadSummary } from '../../domain/notifications/lead-summary.ts';
import type { LeadReminderSummary } from '../../domain/notifications/lead-reminder.ts';
import { translate } from '../../i18n/translate.ts';
import { layout, linkButton, paragraph, rowsTable, sectionTitle, textLink, type Row } from './mail-layout.ts';

export { escapeHtml } from './mail-layout.ts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A header value can never start a new header: line breaks and control characters go. */
export function headerSafe(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .trim()
      .slice(0, 200)
  );
}

/** Renders a queued notification; agents read theirs in `agentLanguage`, visitors in their page's. */
export function renderMessage(
  notification: NotificationContent<EmailNotification>,
  agentLanguage: Language,
  operator?: OperatorIdentity,
): RenderedMail {
  const visitorLanguage = parseLanguage(notification.language) ?? DEFAULT_LANGUAGE;
  switch (notification.kind) {
    case 'quote-summary':
      return agentMail(notification.summary, agentLanguage, `New quote request — ${notification.summary.client.name}`, 'mail.summary');
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
  }
}

/** A short email to a visitor: paragraphs, one link as a button, and the operator's signature. */
function visitorNotice(
  language: Language,
  subject: string,
  paragraphs: string[],
  link: { label: string; href: string },
  operator: OperatorIdentity | undefined,
): RenderedMail {
  const signature = signedBy(operator, language);
  return {
    subject: headerSafe(subject),
    text: [...paragraphs.flatMap((line) => [line, '']), `${link.label}: ${link.href}`, '', ...signature].join('\n'),
    html: layout(
      language,
      subject,
      `${paragraphs.map(paragraph).join('')}${linkButton(link.label, link.href)}${signature.map(paragraph).join('')}`,
    ),
  };
}

/** Issue 39: a colleague added to the business account; how to sign in. */
function accountInvitation(summary: AccountInvitationSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  return visitorNotice(
    language,
    t('mail.accountInvitation.subject', { company: summary.company }),
    [t('mail.accountInvitation.intro', { company: summary.company, inviter: summary.inviter }), t('mail.accountAccepted.how')],
    { label: t('mail.accountAccepted.link'), href: summary.signIn },
    operator,
  );
}

/** Issue 39: staff accepted the business account; how to sign in (by a link asked for on the site). */
function accountAccepted(summary: AccountAcceptedSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  return visitorNotice(
    language,
    t('mail.accountAccepted.subject', { company: summary.company }),
    [
      t('mail.confirmation.greeting', { name: summary.name }),
      t('mail.accountAccepted.intro', { company: summary.company }),
      t('mail.accountAccepted.how'),
    ],
    { label: t('mail.accountAccepted.link'), href: summary.signIn },
    operator,
  );
}

/** Issue 39: the link that signs a business account's person in, once, within minutes. */
function signInLink(summary: SignInLinkSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const { t } = formatters(language);
  return visitorNotice(
    language,
    t('mail.signIn.subject', { company: summary.company }),
    [t('mail.signIn.intro', { company: summary.company, minutes: summary.minutes }), t('mail.signIn.ignore')],
    { label: t('mail.signIn.link'), href: summary.link },
    operator,
  );
}

/** A step of the shipper's transport (issue 38): what happened, the facts of it, and the page to follow it on. */
function transportNews(summary: TransportNewsSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
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
      ...rows.map(([label, value]) => `- ${label}: ${value}`),
      '',
      `${linkLabel}: ${summary.link}`,
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

/** How an agent reaches the client: the phone, or a word that there is none and they must write. */
function phoneOf(client: { phone: string | null; email: string | null }, t: ReturnType<typeof formatters>['t']): string {
  return client.phone?.trim() ? client.phone : t('mail.noPhone', { email: client.email ?? '' });
}

/** Issue 27's escalation: a lead still waiting past its promise, once, to the agents. */
function agentReminder(summary: LeadReminderSummary, language: Language): RenderedMail {
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
            `${summary.route.from} (${t(`countries.${summary.route.fromCountry}`)}) → ${summary.route.to} (${t(`countries.${summary.route.toCountry}`)})`,
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
    text: [heading, intro, '', ...rows.map(([label, value]) => `- ${label}: ${value}`), '', `${link}: ${summary.inboxUrl}`].join('\n'),
    html: layout(language, heading, `${paragraph(intro)}${rowsTable(rows)}${linkButton(link, summary.inboxUrl)}`),
  };
}

function agentLeadMail(summary: LeadSummary, language: Language): RenderedMail {
  const f = formatters(language);
  const { t } = f;
  const key = `mail.leads.${summary.leadType}`;
  const rows: Row[] = [
    [t('mail.summary.name'), summary.client.name],
    [t('mail.summary.company'), f.orNone(summary.client.company)],
    [t('mail.summary.email'), summary.client.email],
    [t('mail.summary.phone'), phoneOf(summary.client, t)],
    ...summary.details.map(([field, value]): Row => [
      t(`mail.leads.fields.${field}`),
      value === 'yes' || value === 'no' ? f.yesNo(value === 'yes') : f.orNone(value),
    ]),
    [t('mail.summary.generated'), f.generated(summary.generatedAt)],
  ];
  const heading = t(`${key}.heading`);
  const intro = t('mail.leads.intro');
  return {
    subject: headerSafe(`${t(`${key}.heading`)} — ${summary.client.name}`),
    text: [heading, intro, '', ...rows.map(([label, value]) => `- ${label}: ${value}`)].join('\n'),
    html: layout(language, heading, `${paragraph(intro)}${rowsTable(rows)}`),
  };
}

/** Who writes to the visitor, under the signature: the operator's identity. */
function signedBy(operator: OperatorIdentity | undefined, language: Language): string[] {
  return operator ? [operatorLine(operator, language, translate(language, 'footer.operator.vat'))] : [];
}

function visitorLeadConfirmation(summary: LeadSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
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

function formatters(language: Language) {
  const locale = LOCALE_OF[language];
  const t = (key: string, values?: Record<string, string | number>) => translate(language, key, values);
  const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const instant = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' });
  const date = (value: string | null, time: string | null) => {
    if (!value) return t('mail.dateNotCalculated');
    const [year, month, dayOfMonth] = value.split('-').map(Number) as [number, number, number];
    return `${day.format(Date.UTC(year, month - 1, dayOfMonth))}${time ? `, ${time}` : ''}`;
  };
  return {
    t,
    yesNo: (value: boolean) => t(value ? 'mail.yes' : 'mail.no'),
    orNone: (value: string | null | undefined) => (value && value.trim() ? value : t('mail.notProvided')),
    money: (value: number) => money.format(value),
    percent: (value: number) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value),
    price: (value: number | null | undefined) =>
      value === null || value === undefined ? t('mail.notCalculated') : `${money.format(value)} HT`,
    number: (value: number) => number.format(value),
    date,
    generated: (value: string | null) => (value ? instant.format(new Date(value)) : t('mail.dateNotCalculated')),
    moment: (value: string | undefined) => (value ? instant.format(new Date(value)) : t('mail.notCalculated')),
    window: (value: { from: string; to: string } | undefined) =>
      value
        ? t('mail.summary.window', { from: instant.format(new Date(value.from)), to: instant.format(new Date(value.to)) })
        : t('mail.notCalculated'),
  };
}

/** What the chosen offer promised; a callback request has no offer, hence no rows. */
function promiseRows(summary: QuoteSummary, f: ReturnType<typeof formatters>): Row[] {
  if (!summary.offer) return [];
  const verdict = summary.offer.meetsRequestedDelivery;
  const deadline = verdict === undefined ? '' : ` — ${f.t(verdict ? 'booking.timeline.meets' : 'booking.timeline.late')}`;
  const { drive: driven, secondDriverPrice, co2e } = summary.offer;
  const drive = driven && driveText(driven, f.t, secondDriverPrice === undefined ? undefined : f.money(secondDriverPrice));
  return [
    [f.t('booking.timeline.pickupWindow'), f.window(summary.offer.pickupWindow)],
    [f.t('booking.timeline.estimatedDelivery'), `${f.moment(summary.offer.estimatedDelivery)}${deadline}`],
    ...(drive ? ([[f.t('booking.drive.label'), drive]] as Row[]) : []),
    ...(co2e ? ([[f.t('booking.co2e.label'), co2eLine(co2e, f.t, f.number)]] as Row[]) : []),
  ];
}

/** The price excl. VAT, the VAT of the buyer's case and the price incl. VAT, as the recap on the site gives them. */
function priceRows(offer: QuoteSummary['offer'], f: ReturnType<typeof formatters>): Row[] {
  const price = offer?.price;
  if (price === null || price === undefined) return [[f.t('mail.summary.price'), f.price(price)]];
  const vat = vatOfOffer(offer!);
  return [
    [f.t('mail.summary.price'), f.price(price)],
    [f.t('booking.recap.vat', { rate: f.percent(vat.rate) }), `${f.money(vatOn(price, vat.rate))} — ${vatText(vat, f.t, f.percent)}`],
    [f.t('booking.recap.priceIncludingTax'), f.money(withVat(price, vat.rate))],
  ];
}

/** What the visitor asked for, named as on the offers page. */
function requestedRows(summary: QuoteSummary, f: ReturnType<typeof formatters>): Row[] {
  return [
    [f.t('booking.timeline.requestedPickup'), f.date(summary.pickup.date, summary.pickup.time)],
    [
      f.t('booking.timeline.requestedDelivery'),
      summary.delivery.date ? f.date(summary.delivery.date, summary.delivery.time) : f.t('booking.timeline.asSoonAsPossible'),
    ],
  ];
}

/** Whether the load passes ADR 1.1.3.6, so that the agents book a plated vehicle and a trained driver where needed. */
function thresholdRows(parcels: readonly ParcelLine[], f: ReturnType<typeof formatters>): Row[] {
  const threshold = exemptionThreshold(parcels);
  return threshold ? [[f.t('booking.dangerousGoods.threshold.label'), exemptionText(threshold, f.t, f.number)]] : [];
}

/** A vehicle as agents read it: the catalogue's label, then the code partners know it by. */
function vehicleOf(code: string | null | undefined, t: (key: string) => string): string | undefined {
  if (!code) return undefined;
  const key = `booking.vehicles.${code}`;
  const label = t(key);
  return label === key ? code : `${label} — ${code}`;
}

function agentMail(summary: QuoteSummary, language: Language, subject: string, headingKey: string): RenderedMail {
  const f = formatters(language);
  const { t } = f;
  const sections: Array<[title: string, rows: Row[]]> = [
    [
      t('mail.summary.client'),
      [
        [t('mail.summary.name'), summary.client.name],
        [t('mail.summary.company'), f.orNone(summary.client.company)],
        [t('mail.summary.email'), summary.client.email],
        [t('mail.summary.phone'), phoneOf(summary.client, t)],
      ],
    ],
    [
      t('mail.summary.transport'),
      [
        [t('mail.summary.pickup'), addressOf(summary.departure, t)],
        ...(summary.departure.note ? ([[t('booking.summary.pickupNote'), summary.departure.note]] as Row[]) : []),
        [t('mail.summary.delivery'), addressOf(summary.arrival, t)],
        ...(summary.arrival.note ? ([[t('booking.summary.deliveryNote'), summary.arrival.note]] as Row[]) : []),
        ...requestedRows(summary, f),
        [t('mail.summary.shippingType'), t(`mail.parcelTypes.${summary.shippingType}`)],
        [t('mail.summary.vehicle'), vehicleOf(summary.vehicleType, t) ?? f.orNone(summary.vehicleType)],
        [t('mail.summary.stackable'), f.yesNo(summary.isStackable)],
        [t('mail.summary.dangerous'), f.yesNo(summary.isDangerous)],
        ...thresholdRows(summary.parcels, f),
      ],
    ],
    [
      t('mail.summary.packages'),
      summary.parcels.map((line, index): Row => [`#${index + 1}`, goodsLineText(line, t, f.number, { catalog: 'mail' })]),
    ],
    [
      t('mail.summary.totals'),
      [
        [t('mail.summary.weight'), `${f.number(summary.totals.weightKg)} kg`],
        [t('mail.summary.volume'), `${f.number(summary.totals.volumeM3)} m³`],
      ],
    ],
    [
      t('mail.summary.offer'),
      [
        [t('mail.summary.offer'), summary.offer ? summary.offer.title : t('mail.notProvided')],
        ...priceRows(summary.offer, f),
        ...promiseRows(summary, f),
        [t('mail.summary.distance'), summary.distance === null ? t('mail.notCalculated') : `${summary.distance} km`],
        [t('mail.summary.transitTime'), summary.transitTime === null ? t('mail.notCalculated') : formatDuration(summary.transitTime)],
        ...(summary.crossings?.length
          ? ([
              [
                t('booking.summary.crossing'),
                t('booking.summary.crossingIncluded', {
                  crossings: summary.crossings.map((crossing) => t(`booking.crossings.${crossing}`)).join(', '),
                  hours: f.number(crossingSeconds(summary.crossings) / 3600),
                }),
              ],
            ] as Row[])
          : []),
      ],
    ],
    [t('mail.summary.comments'), [[t('mail.summary.comments'), f.orNone(summary.comments)]]],
    [
      t('mail.summary.reference'),
      [
        [t('mail.summary.reference'), summary.quoteReference],
        ...(summary.poNumber ? ([[t('mail.summary.poNumber'), summary.poNumber]] as Row[]) : []),
        ...(summary.customerReference ? ([[t('mail.summary.customerReference'), summary.customerReference]] as Row[]) : []),
        [t('mail.summary.generated'), f.generated(summary.generatedAt)],
      ],
    ],
  ];
  const heading = t(`${headingKey}.heading`);
  const intro = t(`${headingKey}.intro`);
  // The record to work it from, in the staff page's language (issue 38).
  const record = summary.recordLink?.replace('/FR/admin', `/${language.toUpperCase()}/admin`);
  const recordLabel = t('mail.summary.openRecord');
  return {
    subject: headerSafe(subject),
    text: [
      heading,
      intro,
      ...(record ? [`${recordLabel}: ${record}`] : []),
      ...sections.map(([title, rows]) => `\n${title}\n${rows.map(([label, value]) => `- ${label}: ${value}`).join('\n')}`),
    ].join('\n'),
    html: layout(
      language,
      heading,
      `${paragraph(intro)}${record ? linkButton(recordLabel, record) : ''}${sections.map(([title, rows]) => `${sectionTitle(title)}${rowsTable(rows)}`).join('')}`,
    ),
  };
}

/** An end of the route with its street, as a driver needs it: "12 rue Garibaldi, 69003 Lyon (France)". */
const addressOf = (end: QuoteSummary['departure'], t: (key: string) => string) =>
  `${endAddress(end.street, end.location, end.country)} (${t(`countries.${end.country}`)})`;

function visitorConfirmation(summary: QuoteSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const f = formatters(language);
  const { t } = f;
  const reference = summary.quoteReference;
  const rows: Row[] = [
    [t('mail.summary.reference'), reference],
    [t('mail.confirmation.route'), `${addressOf(summary.departure, t)} → ${addressOf(summary.arrival, t)}`],
    ...requestedRows(summary, f),
    [t('mail.summary.offer'), summary.offer?.title ?? t('mail.notProvided')],
    ...priceRows(summary.offer, f),
    ...promiseRows(summary, f),
    ...(summary.offer?.validUntil ? ([[t('booking.recap.validUntil'), f.moment(summary.offer.validUntil)]] as Row[]) : []),
  ];
  const greeting = t('mail.confirmation.greeting', { name: summary.client.name });
  const paragraphs = [t('mail.confirmation.intro')];
  const next = [t('mail.confirmation.next'), t('mail.confirmation.nextText')];
  const signature = t('mail.confirmation.signature');
  const link = summary.quoteLink;
  const linkLabel = t('mail.confirmation.link');
  // The quote document to file or forward for a purchase order (issue 28), with the same capability.
  const documentLink = link?.replace(/(\/quote\/[^/?]+)/, '$1/document');
  const documentLabel = t('booking.document.open');
  return {
    subject: headerSafe(t('mail.confirmation.subject', { reference })),
    text: [
      greeting,
      '',
      ...paragraphs,
      '',
      ...rows.map(([label, value]) => `- ${label}: ${value}`),
      ...(link ? ['', `${linkLabel}: ${link}`, `${documentLabel}: ${documentLink}`] : []),
      '',
      ...next,
      '',
      signature,
      ...signedBy(operator, language),
    ].join('\n'),
    html: layout(
      language,
      t('mail.confirmation.subject', { reference }),
      `${paragraph(greeting)}${paragraphs.map(paragraph).join('')}${rowsTable(rows)}${link ? `${linkButton(linkLabel, link)}${textLink(documentLabel, documentLink!)}` : ''}${sectionTitle(next[0]!)}${paragraph(next[1]!)}${paragraph(signature)}${signedBy(operator, language).map(paragraph).join('')}`,
    ),
  };
}
