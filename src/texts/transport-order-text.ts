import type { TransportOrder } from '../domain/carriers/transport-order.ts';
import { instantIn, moneyIn, quantityIn } from '../domain/formats.ts';
import type { Language } from '../domain/language.ts';
import { operatorLine } from '../domain/operator.ts';
import type { CountryCode } from '../domain/shipment/countries.ts';
import { type GoodsLineTextKey, goodsLineText } from './goods-line-text.ts';
import type { Translate } from './translate.ts';

type Rows = Array<[label: string, value: string]>;

export type TransportOrderTextKey =
  | 'carrier.order.title'
  | 'carrier.order.issued'
  | 'carrier.order.orderingParty'
  | 'carrier.order.carrier'
  | 'carrier.order.company'
  | 'carrier.order.identifier'
  | 'carrier.order.address'
  | 'carrier.order.places'
  | 'carrier.order.pickup'
  | 'carrier.order.pickupWindow'
  | 'carrier.order.delivery'
  | 'carrier.order.deliveryBy'
  | 'carrier.order.siteNote'
  | 'carrier.order.asSoonAsPossible'
  | 'carrier.order.goods'
  | 'carrier.order.totals'
  | 'carrier.order.stackable'
  | 'carrier.order.dangerous'
  | 'carrier.order.comments'
  | 'carrier.order.vehicle'
  | 'carrier.order.distance'
  | 'carrier.order.price'
  | 'carrier.order.priceValue'
  | 'carrier.order.terms'
  | 'carrier.order.fuelClause'
  | 'carrier.order.paymentClause'
  | 'carrier.order.subcontractingClause'
  | 'carrier.order.cabotageClause'
  | 'carrier.order.cabotageDeclared'
  | 'carrier.order.page'
  | 'carrier.yes'
  | 'carrier.no'
  | 'footer.operator.vat'
  | `countries.${CountryCode}`
  | GoodsLineTextKey;

/** The transport order's words in the carrier's language, for its PDF and its page. Instants in the business's time zone. */
export function transportOrderText(order: TransportOrder, language: Language, t: Translate<TransportOrderTextKey>) {
  const instant = instantIn(language, 'long');
  const number = quantityIn(language);
  const at = (iso: string) => instant.format(new Date(iso));
  const country = (code: CountryCode) => t(`countries.${code}`, { defaultValue: code });
  const yesNo = (value: boolean) => t(value ? 'carrier.yes' : 'carrier.no');
  const end = (label: string, place: TransportOrder['pickup'] | TransportOrder['delivery']): Rows => [
    [label, `${place.address} (${country(place.country)})`],
    ...(place.note ? ([[t('carrier.order.siteNote'), place.note]] as Rows) : []),
  ];
  const { carrier } = order;
  return {
    title: t('carrier.order.title', { reference: order.reference }),
    issued: t('carrier.order.issued', { at: at(order.issuedAt) }),
    operatorName: order.operator.name,
    operatorLine: operatorLine(order.operator, language, t('footer.operator.vat')),
    partiesHeading: t('carrier.order.orderingParty'),
    orderingParty: [
      [t('carrier.order.company'), order.operator.name],
      [t('carrier.order.identifier'), `SIREN ${order.operator.siren} — ${order.operator.vatNumber}`],
      [t('carrier.order.address'), order.operator.address],
    ] as Rows,
    carrierHeading: t('carrier.order.carrier'),
    carrier: [
      [t('carrier.order.company'), carrier.company],
      [t('carrier.order.identifier'), carrier.siren ? `SIREN ${carrier.siren}` : (carrier.vatNumber ?? '')],
      [
        t('carrier.order.address'),
        `${carrier.address.street}, ${carrier.address.postalCode} ${carrier.address.city} (${country(carrier.address.country)})`,
      ],
    ] as Rows,
    placesHeading: t('carrier.order.places'),
    places: [
      ...end(t('carrier.order.pickup'), order.pickup),
      [
        t('carrier.order.pickupWindow'),
        order.pickup.window ? `${at(order.pickup.window.from)} — ${at(order.pickup.window.to)}` : t('carrier.order.asSoonAsPossible'),
      ],
      ...end(t('carrier.order.delivery'), order.delivery),
      [t('carrier.order.deliveryBy'), order.delivery.by ? at(order.delivery.by) : t('carrier.order.asSoonAsPossible')],
    ] as Rows,
    goodsHeading: t('carrier.order.goods'),
    goodsLines: order.goods.parcels.map((line) => goodsLineText(line, t, (value) => number.format(value))),
    goods: [
      [t('carrier.order.totals'), `${number.format(order.goods.totals.weightKg)} kg — ${number.format(order.goods.totals.volumeM3)} m³`],
      [t('carrier.order.stackable'), yesNo(order.goods.isStackable)],
      [t('carrier.order.dangerous'), yesNo(order.goods.isDangerous)],
      ...(order.goods.comments ? ([[t('carrier.order.comments'), order.goods.comments]] as Rows) : []),
      [t('carrier.order.vehicle'), order.vehicle],
      ...(order.distanceKm === null ? [] : ([[t('carrier.order.distance'), `${number.format(order.distanceKm)} km`]] as Rows)),
    ] as Rows,
    price: [[t('carrier.order.price'), t('carrier.order.priceValue', { price: moneyIn(language).format(order.priceEuros) })]] as Rows,
    termsHeading: t('carrier.order.terms'),
    clauses: [
      t('carrier.order.fuelClause'),
      t('carrier.order.paymentClause'),
      t('carrier.order.subcontractingClause'),
      ...(order.cabotage.required
        ? [
            t('carrier.order.cabotageClause'),
            ...(order.cabotage.declaredAt ? [t('carrier.order.cabotageDeclared', { at: at(order.cabotage.declaredAt) })] : []),
          ]
        : []),
    ],
    page: (page: number, pages: number) => `${order.reference} — ${t('carrier.order.page', { page, pages })}`,
  };
}
