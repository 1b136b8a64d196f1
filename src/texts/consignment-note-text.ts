import type { ConsignmentNote } from '../domain/carriers/consignment-note.ts';
import { instantIn, quantityIn } from '../domain/formats.ts';
import type { Language } from '../domain/language.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';
import { type GoodsLineTextKey, goodsLineText } from './goods-line-text.ts';
import type { Translate } from './translate.ts';

type Rows = Array<[label: string, value: string]>;

export type ConsignmentNoteTextKey =
  | 'carrier.note.cmr'
  | 'carrier.note.lettreDeVoiture'
  | 'carrier.note.issued'
  | 'carrier.note.sender'
  | 'carrier.note.consignee'
  | 'carrier.note.carrier'
  | 'carrier.note.takingOver'
  | 'carrier.note.delivery'
  | 'carrier.note.window'
  | 'carrier.note.goods'
  | 'carrier.note.totals'
  | 'carrier.note.dangerous'
  | 'carrier.note.dangerousLine'
  | 'carrier.note.instructions'
  | 'carrier.note.vehicle'
  | 'carrier.note.vehicleValue'
  | 'carrier.note.pickupSigned'
  | 'carrier.note.pickupValue'
  | 'carrier.note.deliverySigned'
  | 'carrier.note.deliveryValue'
  | 'carrier.note.goodOrder'
  | 'carrier.note.notYet'
  | 'carrier.note.signature'
  | 'carrier.note.page'
  | 'carrier.yes'
  | 'carrier.no'
  | `booking.parcelTypes.${'parcel' | 'pallet'}`
  | `countries.${CountryCode}`
  | GoodsLineTextKey;

/** The consignment note's words in a language, for its PDF. Instants in the business's time zone. */
export function consignmentNoteText(note: ConsignmentNote, language: Language, t: Translate<ConsignmentNoteTextKey>) {
  const instant = instantIn(language, 'long');
  const number = quantityIn(language);
  const at = (iso: string) => instant.format(new Date(iso));
  const country = (code: CountryCode) => t(`countries.${code}`, { defaultValue: code });
  const notYet = t('carrier.note.notYet');
  const { carrier } = note;
  return {
    title: t(note.kind === 'cmr' ? 'carrier.note.cmr' : 'carrier.note.lettreDeVoiture', { reference: note.reference }),
    issued: t('carrier.note.issued', { at: at(note.issuedAt) }),
    parties: [
      [t('carrier.note.sender'), note.sender.company ? `${note.sender.company} — ${note.sender.name}` : note.sender.name],
      [t('carrier.note.consignee'), `${note.delivery.address} (${country(note.delivery.country)})`],
      [
        t('carrier.note.carrier'),
        `${carrier.company}, ${carrier.address.street}, ${carrier.address.postalCode} ${carrier.address.city} (${country(carrier.address.country)}) — ${carrier.siren ? `SIREN ${carrier.siren}` : (carrier.vatNumber ?? '')}`,
      ],
      [t('carrier.note.takingOver'), `${note.takingOver.address} (${country(note.takingOver.country)})`],
      ...(note.takingOver.window
        ? ([[t('carrier.note.window'), `${at(note.takingOver.window.from)} — ${at(note.takingOver.window.to)}`]] as Rows)
        : []),
      [t('carrier.note.delivery'), `${note.delivery.address} (${country(note.delivery.country)})`],
    ] as Rows,
    goodsHeading: t('carrier.note.goods'),
    goods: [
      ...note.goods.parcels.map((line, index): [string, string] => [
        `#${index + 1}`,
        goodsLineText(line, t, (value) => number.format(value)),
      ]),
      [t('carrier.note.totals'), `${number.format(note.goods.totals.weightKg)} kg — ${number.format(note.goods.totals.volumeM3)} m³`],
      ...(note.instructions ? ([[t('carrier.note.instructions'), note.instructions]] as Rows) : []),
    ] as Rows,
    dangerousHeading: t('carrier.note.dangerous'),
    dangerous: note.dangerous.map((entry) =>
      t('carrier.note.dangerousLine', {
        description: entry.description,
        packages: entry.packages,
        type: t(`booking.parcelTypes.${entry.type}`),
        weight: number.format(entry.grossKg),
      }),
    ),
    steps: [
      [t('carrier.note.vehicle'), note.vehicle ? t('carrier.note.vehicleValue', { ...note.vehicle }) : notYet],
      [
        t('carrier.note.pickupSigned'),
        note.pickedUp
          ? t('carrier.note.pickupValue', {
              at: at(note.pickedUp.at),
              counted: note.pickedUp.counted === null ? '—' : note.pickedUp.counted,
            })
          : notYet,
      ],
      [
        t('carrier.note.deliverySigned'),
        note.delivered ? t('carrier.note.deliveryValue', { at: at(note.delivered.at), receivedBy: note.delivered.receivedBy }) : notYet,
      ],
      ...(note.delivered?.inGoodOrder === null || !note.delivered
        ? []
        : ([[t('carrier.note.goodOrder'), t(note.delivered.inGoodOrder ? 'carrier.yes' : 'carrier.no')]] as Rows)),
    ] as Rows,
    signatureLabel: t('carrier.note.signature'),
    page: (page: number, pages: number) => `${note.reference} — ${t('carrier.note.page', { page, pages })}`,
  };
}
