import { addressOf, formatters, phoneOf, signedBy, vehicleOf, labelled } from './mail-formatters.ts';
import { headerSafe, type RenderedMail } from './rendered-mail.ts';
import { co2eLine } from '../../texts/emissions-text.ts';
import { goodsLineText } from '../../texts/goods-line-text.ts';
import { driveText } from '../../texts/drive-text.ts';
import { banTexts } from '../../texts/ban-text.ts';
import { formatDuration } from '../../domain/pricing/delivery-estimate.ts';
import { vatOn, withVat } from '../../domain/money.ts';
import { vatOfOffer } from '../../domain/tax/vat-treatment.ts';
import { vatText } from '../../texts/vat-text.ts';
import { exemptionThreshold } from '../../domain/dangerous-goods/exemption-threshold.ts';
import { exemptionText } from '../../texts/exemption-text.ts';
import type { ParcelLine } from '../../domain/shipment/parcel-line.ts';
import { crossingSeconds } from '../../domain/shipment/road-link.ts';
import { type Language } from '../../domain/language.ts';
import type { QuoteSummary } from '../../domain/notifications/quote-summary.ts';
import { type OperatorIdentity } from '../../domain/operator.ts';
import { layout, linkButton, paragraph, rowsTable, sectionTitle, textLink, type Row } from './mail-layout.ts';

// A quote's emails: the agents' summary (spec §6) and the visitor's confirmation.

/** What the chosen offer promised; a callback request has no offer, hence no rows. */
function promiseRows(summary: QuoteSummary, f: ReturnType<typeof formatters>): Row[] {
  if (!summary.offer) return [];
  const verdict = summary.offer.meetsRequestedDelivery;
  const deadline = verdict === undefined ? '' : ` — ${f.t(verdict ? 'booking.timeline.meets' : 'booking.timeline.late')}`;
  const { drive: driven, secondDriverPrice, co2e } = summary.offer;
  const drive =
    driven &&
    [
      driveText(driven, f.t, secondDriverPrice === undefined ? undefined : f.money(secondDriverPrice)),
      ...banTexts(summary.offer, f.t, f.moment),
    ].join('. ');
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

export function agentMail(summary: QuoteSummary, language: Language, subject: string, headingKey: string): RenderedMail {
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
        [t('mail.summary.pickup'), addressOf(summary.departure, f.built)],
        ...(summary.departure.note ? ([[t('booking.summary.pickupNote'), summary.departure.note]] as Row[]) : []),
        [t('mail.summary.delivery'), addressOf(summary.arrival, f.built)],
        ...(summary.arrival.note ? ([[t('booking.summary.deliveryNote'), summary.arrival.note]] as Row[]) : []),
        ...requestedRows(summary, f),
        [t('mail.summary.shippingType'), f.built(`mail.parcelTypes.${summary.shippingType}`)],
        [
          t('mail.summary.vehicle'),
          summary.vehicleChosen
            ? t('mail.summary.vehicleChosen', { vehicle: vehicleOf(summary.vehicleType, f.built) ?? '' })
            : (vehicleOf(summary.vehicleType, f.built) ?? f.orNone(summary.vehicleType)),
        ],
        [t('mail.summary.stackable'), f.yesNo(summary.isStackable)],
        [t('mail.summary.dangerous'), f.yesNo(summary.isDangerous)],
        ...thresholdRows(summary.parcels, f),
      ],
    ],
    [
      t('mail.summary.packages'),
      summary.parcels.map((line, index): Row => [`#${index + 1}`, goodsLineText(line, f.t, f.number, { catalog: 'mail' })]),
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
  const heading = f.built(`${headingKey}.heading`);
  const intro = f.built(`${headingKey}.intro`);
  // The record to work it from, in the staff page's language.
  const record = summary.recordLink?.replace('/FR/admin', `/${language.toUpperCase()}/admin`);
  const recordLabel = t('mail.summary.openRecord');
  return {
    subject: headerSafe(subject),
    text: [
      heading,
      intro,
      ...(record ? [labelled(language, recordLabel, record)] : []),
      ...sections.map(([title, rows]) => `\n${title}\n${rows.map(([label, value]) => `- ${labelled(language, label, value)}`).join('\n')}`),
    ].join('\n'),
    html: layout(
      language,
      heading,
      `${paragraph(intro)}${record ? linkButton(recordLabel, record) : ''}${sections.map(([title, rows]) => `${sectionTitle(title)}${rowsTable(rows)}`).join('')}`,
    ),
  };
}

export function visitorConfirmation(summary: QuoteSummary, language: Language, operator: OperatorIdentity | undefined): RenderedMail {
  const f = formatters(language);
  const { t } = f;
  const reference = summary.quoteReference;
  const rows: Row[] = [
    [t('mail.summary.reference'), reference],
    [t('mail.confirmation.route'), `${addressOf(summary.departure, f.built)} → ${addressOf(summary.arrival, f.built)}`],
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
  // The quote document to file or forward for a purchase order, with the same capability.
  const documentOf = (quoteLink: string) => quoteLink.replace(/(\/quote\/[^/?]+)/, '$1/document');
  const documentLabel = t('booking.document.open');
  return {
    subject: headerSafe(t('mail.confirmation.subject', { reference })),
    text: [
      greeting,
      '',
      ...paragraphs,
      '',
      ...rows.map(([label, value]) => `- ${labelled(language, label, value)}`),
      ...(link ? ['', labelled(language, linkLabel, link), labelled(language, documentLabel, documentOf(link))] : []),
      '',
      ...next,
      '',
      signature,
      ...signedBy(operator, language),
    ].join('\n'),
    html: layout(
      language,
      t('mail.confirmation.subject', { reference }),
      `${paragraph(greeting)}${paragraphs.map(paragraph).join('')}${rowsTable(rows)}${link ? `${linkButton(linkLabel, link)}${textLink(documentLabel, documentOf(link))}` : ''}${sectionTitle(next[0]!)}${paragraph(next[1]!)}${paragraph(signature)}${signedBy(operator, language).map(paragraph).join('')}`,
    ),
  };
}
