import { co2eFigure, co2eMethod, type EmissionsTextKey } from './emissions-text.ts';
import { calendarDayIn, instantIn, moneyIn, percentIn, quantityIn } from '../domain/formats.ts';
import { namedVehicle, type NamedVehicle } from '../domain/pricing/vehicles.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';
import type { Crossing } from '../domain/shipment/road-link.ts';
import type { Translate } from './translate.ts';
import { type GoodsLineTextKey, goodsLineText } from './goods-line-text.ts';
import { type DistanceTextKey, distanceText } from './distance-text.ts';
import type { Language } from '../domain/language.ts';
import { operatorLine, supportPhoneFor } from '../domain/operator.ts';
import { type DriveTextKey, driveText } from './drive-text.ts';
import { type BanTextKey, banTexts } from './ban-text.ts';
import { vatText, type VatTextKey } from './vat-text.ts';
import { formatDuration } from '../domain/pricing/delivery-estimate.ts';
import type { QuoteDocument } from '../domain/quote/quote-document.ts';
import { offerTitleOf } from '../domain/quote/quote.ts';

/** The words of the quote document, and of the texts it includes. */
export type QuoteDocumentTextKey =
  | 'booking.document.chosen'
  | 'booking.document.contact'
  | 'booking.document.goods'
  | 'booking.document.issued'
  | 'booking.document.offer'
  | 'booking.document.offers'
  | 'booking.document.page'
  | 'booking.document.priceTerms'
  | 'booking.document.shipper'
  | 'booking.document.title'
  | 'booking.document.transport'
  | 'booking.document.validUntil'
  | 'booking.drive.label'
  | 'booking.co2e.label'
  | 'booking.no'
  | 'booking.recap.goods'
  | 'booking.recap.goodsTotals'
  | 'booking.recap.priceExcludingTax'
  | 'booking.recap.priceIncludingTax'
  | 'booking.recap.vat'
  | 'booking.summary.crossing'
  | 'booking.summary.dangerous'
  | 'booking.summary.delivery'
  | 'booking.summary.deliveryNote'
  | 'booking.summary.distance'
  | DistanceTextKey
  | 'booking.summary.duration'
  | 'booking.summary.notCalculated'
  | 'booking.summary.pickup'
  | 'booking.summary.pickupNote'
  | 'booking.summary.stackable'
  | 'booking.summary.vehicle'
  | 'booking.vehicleChosen'
  | 'booking.timeline.asSoonAsPossible'
  | 'booking.timeline.estimatedDelivery'
  | 'booking.timeline.late'
  | 'booking.timeline.meets'
  | 'booking.timeline.pickupWindow'
  | 'booking.timeline.requestedDelivery'
  | 'booking.timeline.requestedPickup'
  | 'booking.yes'
  | 'footer.operator.vat'
  | 'mail.notProvided'
  | 'mail.summary.comments'
  | 'mail.summary.company'
  | 'mail.summary.customerReference'
  | 'mail.summary.email'
  | 'mail.summary.name'
  | 'mail.summary.phone'
  | 'mail.summary.poNumber'
  | `countries.${CountryCode}`
  | `booking.vehicles.${NamedVehicle}`
  | `booking.crossings.${Crossing}`
  | GoodsLineTextKey
  | DriveTextKey
  | BanTextKey
  | EmissionsTextKey
  | VatTextKey;

type Rows = Array<[label: string, value: string]>;

/**
 * The quote document's words in a language, once for its two forms: the printable
 * page and the PDF draw these same texts, each in its own layout.
 */
export function quoteDocumentText(document: QuoteDocument, language: Language, t: Translate<QuoteDocumentTextKey>) {
  const instant = instantIn(language, 'long');
  const day = calendarDayIn(language, 'long');
  const money = moneyIn(language);
  const number = quantityIn(language);
  const percent = percentIn(language);
  const at = (iso: string) => instant.format(new Date(iso));
  const wanted = (date: string | null, time: string | null) =>
    date ? `${day.format(new Date(`${date}T00:00:00Z`))}${time ? `, ${time.slice(0, 5)}` : ''}` : t('booking.summary.notCalculated');
  // A stored value the catalogs do not name is written as it was given.
  const vehicleName = (value: string | null) => {
    const named = namedVehicle(value);
    return named ? t(`booking.vehicles.${named}`) : value || t('mail.notProvided');
  };
  const country = (code: CountryCode) => t(`countries.${code}`, { defaultValue: code });
  const { shipper } = document;
  const validUntil = t('booking.document.validUntil', { date: at(document.validUntil) });
  return {
    operatorName: document.operator.name,
    operatorLine: operatorLine(document.operator, language, t('footer.operator.vat')),
    title: t('booking.document.title', { reference: document.reference }),
    dates: `${t('booking.document.issued', { date: at(document.issuedAt) })} — ${validUntil}`,
    shipperHeading: t('booking.document.shipper'),
    shipper: [
      [t('mail.summary.name'), `${shipper.firstName} ${shipper.lastName}`.trim()],
      [t('mail.summary.company'), shipper.company || t('mail.notProvided')],
      [t('mail.summary.email'), shipper.email],
      [t('mail.summary.phone'), shipper.phone || t('mail.notProvided')],
      ...(document.poNumber ? ([[t('mail.summary.poNumber'), document.poNumber]] as Rows) : []),
      ...(document.customerReference ? ([[t('mail.summary.customerReference'), document.customerReference]] as Rows) : []),
    ] as Rows,
    transportHeading: t('booking.document.transport'),
    transport: [
      [t('booking.summary.pickup'), `${document.departure.address} (${country(document.departure.country)})`],
      ...(document.departure.note ? ([[t('booking.summary.pickupNote'), document.departure.note]] as Rows) : []),
      [t('booking.summary.delivery'), `${document.arrival.address} (${country(document.arrival.country)})`],
      ...(document.arrival.note ? ([[t('booking.summary.deliveryNote'), document.arrival.note]] as Rows) : []),
      [t('booking.timeline.requestedPickup'), wanted(document.requestedPickup.date, document.requestedPickup.time)],
      [
        t('booking.timeline.requestedDelivery'),
        document.requestedDelivery
          ? wanted(document.requestedDelivery.date, document.requestedDelivery.time)
          : t('booking.timeline.asSoonAsPossible'),
      ],
      [
        t('booking.summary.vehicle'),
        document.vehicleChosen
          ? t('booking.vehicleChosen', { vehicle: vehicleName(document.vehicleType) })
          : vehicleName(document.vehicleType),
      ],
      [
        t('booking.summary.distance'),
        distanceText({ km: document.distanceKm, source: document.distanceSource, streetGiven: document.streetGiven }, t, (value) =>
          number.format(value),
        ),
      ],
      [
        t('booking.summary.duration'),
        document.transitSeconds === null ? t('booking.summary.notCalculated') : formatDuration(document.transitSeconds),
      ],
      ...(document.crossings.length
        ? ([[t('booking.summary.crossing'), document.crossings.map((crossing) => t(`booking.crossings.${crossing}`)).join(', ')]] as Rows)
        : []),
    ] as Rows,
    goodsHeading: t('booking.document.goods'),
    goodsLines: document.parcels.map((line) => goodsLineText(line, t, (value) => number.format(value))),
    goods: [
      [
        t('booking.recap.goods'),
        t('booking.recap.goodsTotals', {
          weight: number.format(document.totals.weightKg),
          volume: number.format(document.totals.volumeM3),
        }),
      ],
      [t('booking.summary.stackable'), t(document.isStackable ? 'booking.yes' : 'booking.no')],
      [t('booking.summary.dangerous'), t(document.isDangerous ? 'booking.yes' : 'booking.no')],
      ...(document.comments ? ([[t('mail.summary.comments'), document.comments]] as Rows) : []),
    ] as Rows,
    offersHeading: t('booking.document.offers'),
    offerColumns: {
      offer: t('booking.document.offer'),
      pickupWindow: t('booking.timeline.pickupWindow'),
      estimatedDelivery: t('booking.timeline.estimatedDelivery'),
      drive: t('booking.drive.label'),
      co2e: t('booking.co2e.label'),
      priceExcludingTax: t('booking.recap.priceExcludingTax'),
      vat: t('booking.recap.vat', { rate: percent.format(document.vatRate) }),
      priceIncludingTax: t('booking.recap.priceIncludingTax'),
    },
    chosen: t('booking.document.chosen'),
    offers: document.offers.map((offer) => ({
      variant: offer.variant,
      title: offerTitleOf(offer.variant) ?? offer.title,
      chosen: offer.chosen,
      pickupWindow: `${at(offer.pickupWindow.from)} – ${at(offer.pickupWindow.to)}`,
      estimatedDelivery: `${at(offer.estimatedDelivery)}${
        offer.meetsRequestedDelivery === undefined
          ? ''
          : ` — ${t(offer.meetsRequestedDelivery ? 'booking.timeline.meets' : 'booking.timeline.late')}`
      }`,
      drive: offer.drive
        ? [
            driveText(offer.drive, t, offer.secondDriverPrice === undefined ? undefined : money.format(offer.secondDriverPrice)),
            ...banTexts(offer, t, at),
          ].join('. ')
        : null,
      co2e: offer.co2e ? { figure: co2eFigure(offer.co2e, t, number.format), method: co2eMethod(offer.co2e, t, number.format) } : null,
      priceExcludingTax: money.format(offer.priceExcludingTax),
      vat: money.format(offer.vat),
      priceIncludingTax: money.format(offer.priceIncludingTax),
    })),
    validUntil,
    vatNote: vatText(document.vat, t, (rate) => percent.format(rate)),
    priceTerms: t('booking.document.priceTerms'),
    contact: t('booking.document.contact', { phone: supportPhoneFor(document.operator, language), email: document.operator.email }),
    page: (page: number, pages: number) => `${document.reference} — ${t('booking.document.page', { page, pages })}`,
  };
}
