import type { Language } from '../domain/language.ts';
import { instantIn, quantityIn } from '../domain/formats.ts';
import { operatorLine, supportPhoneFor } from '../domain/operator.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';
import type { Translate } from './translate.ts';
import { type GoodsLineTextKey, goodsLineText } from './goods-line-text.ts';
import type { DeliveryNote } from '../domain/transport/delivery-note.ts';

type Rows = Array<[label: string, value: string]>;

/** The words of the delivery note, and of the goods lines it includes. */
export type DeliveryNoteTextKey =
  | 'booking.document.contact'
  | 'booking.document.goods'
  | 'booking.document.page'
  | 'booking.document.shipper'
  | 'booking.document.transport'
  | 'booking.no'
  | 'booking.recap.goods'
  | 'booking.recap.goodsTotals'
  | 'booking.summary.dangerous'
  | 'booking.summary.delivery'
  | 'booking.summary.pickup'
  | 'booking.transport.carrier'
  | 'booking.transport.deliveryNote.deliveredAt'
  | 'booking.transport.deliveryNote.pickedUpAt'
  | 'booking.transport.deliveryNote.proof'
  | 'booking.transport.deliveryNote.signature'
  | 'booking.transport.deliveryNote.notSigned'
  | 'booking.transport.deliveryNote.inGoodOrder'
  | 'booking.transport.deliveryNote.place'
  | 'booking.transport.deliveryNote.placeValue'
  | 'booking.transport.deliveryNote.notShared'
  | 'booking.transport.deliveryNote.photos'
  | 'booking.transport.deliveryNote.title'
  | 'booking.transport.note'
  | 'booking.transport.receivedBy'
  | 'booking.transport.vehicle'
  | 'booking.yes'
  | 'footer.operator.vat'
  | 'mail.notProvided'
  | 'mail.summary.company'
  | 'mail.summary.customerReference'
  | 'mail.summary.name'
  | 'mail.summary.poNumber'
  | `countries.${CountryCode}`
  | GoodsLineTextKey;

/** The delivery note's words in a language, for its PDF. Instants in the business's time zone. */
export function deliveryNoteText(note: DeliveryNote, language: Language, t: Translate<DeliveryNoteTextKey>) {
  const instant = instantIn(language, 'long');
  const number = quantityIn(language);
  const at = (iso: string) => instant.format(new Date(iso));
  const country = (code: CountryCode) => t(`countries.${code}`, { defaultValue: code });
  const notGiven = t('mail.notProvided');
  // What the driver's phone gathered; the signature itself is drawn under these rows.
  const proofRows = (proof: NonNullable<DeliveryNote['proof']>): Rows => [
    [t('booking.transport.deliveryNote.inGoodOrder'), t(proof.inGoodOrder ? 'booking.yes' : 'booking.no')],
    ...(proof.signaturePng
      ? []
      : ([[t('booking.transport.deliveryNote.signature'), t('booking.transport.deliveryNote.notSigned')]] as Rows)),
    [
      t('booking.transport.deliveryNote.place'),
      proof.position
        ? t('booking.transport.deliveryNote.placeValue', {
            lat: proof.position.lat.toFixed(5),
            lon: proof.position.lon.toFixed(5),
            accuracy: number.format(Math.round(proof.position.accuracyM)),
          })
        : t('booking.transport.deliveryNote.notShared'),
    ],
    [t('booking.transport.deliveryNote.photos'), number.format(proof.photos)],
  ];
  return {
    operatorName: note.operator.name,
    operatorLine: operatorLine(note.operator, language, t('footer.operator.vat')),
    title: t('booking.transport.deliveryNote.title', { reference: note.reference }),
    shipperHeading: t('booking.document.shipper'),
    shipper: [
      [t('mail.summary.company'), note.shipper.company ?? notGiven],
      [t('mail.summary.name'), note.shipper.name],
      ...(note.poNumber ? ([[t('mail.summary.poNumber'), note.poNumber]] as Rows) : []),
      ...(note.customerReference ? ([[t('mail.summary.customerReference'), note.customerReference]] as Rows) : []),
    ] as Rows,
    transportHeading: t('booking.document.transport'),
    transport: [
      [t('booking.summary.pickup'), `${note.departure.address} (${country(note.departure.country)})`],
      [t('booking.summary.delivery'), `${note.arrival.address} (${country(note.arrival.country)})`],
      ...(note.carrier
        ? ([
            [t('booking.transport.carrier'), note.carrier.name],
            [t('booking.transport.vehicle'), `${note.carrier.vehicle} — ${note.carrier.registration}`],
          ] as Rows)
        : []),
    ] as Rows,
    goodsHeading: t('booking.document.goods'),
    goodsLines: note.parcels.map((line) => goodsLineText(line, t, (value) => number.format(value))),
    goods: [
      [
        t('booking.recap.goods'),
        t('booking.recap.goodsTotals', { weight: number.format(note.totals.weightKg), volume: number.format(note.totals.volumeM3) }),
      ],
      [t('booking.summary.dangerous'), t(note.isDangerous ? 'booking.yes' : 'booking.no')],
    ] as Rows,
    proofHeading: t('booking.transport.deliveryNote.proof'),
    proof: [
      [t('booking.transport.deliveryNote.pickedUpAt'), at(note.pickedUpAt)],
      [t('booking.transport.deliveryNote.deliveredAt'), at(note.deliveredAt)],
      [t('booking.transport.receivedBy'), note.receivedBy],
      ...(note.note ? ([[t('booking.transport.note'), note.note]] as Rows) : []),
      ...(note.proof ? proofRows(note.proof) : []),
    ] as Rows,
    signatureLabel: t('booking.transport.deliveryNote.signature'),
    contact: t('booking.document.contact', { phone: supportPhoneFor(note.operator, language), email: note.operator.email }),
    page: (page: number, pages: number) => `${note.reference} — ${t('booking.document.page', { page, pages })}`,
  };
}
