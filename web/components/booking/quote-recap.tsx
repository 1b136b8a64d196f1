import { useCo2eText } from './offer-co2e.tsx';
import { transportDescription } from '#src/domain/dangerous-goods/dangerous-goods.ts';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { LOCALE_OF } from '#src/domain/language.ts';
import { vatOn, withVat } from '#src/domain/money.ts';
import { vatOfOffer } from '#src/domain/tax/vat-treatment.ts';
import { vatText } from '#src/texts/vat-text.ts';
import { supportPhoneFor } from '#src/domain/operator.ts';
import type { CountryCode } from '#src/domain/shipment/countries.ts';
import { endAddress } from '#src/domain/shipment/address-line.ts';
import { totalVolume, totalWeight } from '#src/domain/shipment/parcel-line.ts';
import { numberFormat } from '#src/domain/formats.ts';
import { useLanguage } from '../use-language.ts';
import { useSite } from '../use-site.ts';
import { telHref } from '../support-contacts.tsx';
import type { VisibleOffer } from './booking-api.ts';
import { formatNumber, formatPrice } from '../ui/format.ts';
import { OfferPromise } from './offer-promise.tsx';
import { usePromiseText } from '../use-promise-text.ts';
import type { SummaryShipment } from './route-summary.tsx';

export interface RecapContact {
  name: string;
  email: string;
  phone?: string | null;
}

interface Props {
  shipment: SummaryShipment;
  vehicleLabel: string;
  offer: VisibleOffer;
  contact: RecapContact;
  /** heading level and text: the confirmation asks to check, the registered screen restates */
  title: string;
  titleId: string;
}

/**
 * Everything the shipper commits to, restated before confirming and once registered: the
 * route, the goods, the vehicle, the offer and its times, the price excl. VAT, VAT and incl.
 * VAT, until when it holds, and how the agent will reach them.
 */
export function QuoteRecap({ shipment, vehicleLabel, offer, contact, title, titleId }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = usePromiseText();
  const co2e = useCo2eText();
  const price = offer.price;
  const place = (street: string | null | undefined, location: string, country: CountryCode) =>
    `${endAddress(street, location, country)} (${t(`countries.${country}`)})`;
  const percent = (value: number) => numberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 1 }).format(value);
  const vat = vatOfOffer(offer);
  // What the carrier's document will say of the dangerous goods, restated before confirming.
  const declared = shipment.parcels.flatMap((line) => (line.dangerousGoods ? [line.dangerousGoods] : []));
  const site = useSite();
  const operatorPhone = site ? supportPhoneFor(site.operator, language) : '';
  return (
    <section className="quote-recap" aria-labelledby={titleId}>
      <h3 id={titleId}>{title}</h3>
      <dl>
        <div>
          <dt>{t('booking.recap.route')}</dt>
          <dd>
            {place(shipment.departureStreet, shipment.departureLocation, shipment.departureCountry)} →{' '}
            {place(shipment.arrivalStreet, shipment.arrivalLocation, shipment.arrivalCountry)}
          </dd>
        </div>
        {shipment.departureNote && (
          <div>
            <dt>{t('booking.summary.pickupNote')}</dt>
            <dd className="quote-recap__note">{shipment.departureNote}</dd>
          </div>
        )}
        {shipment.arrivalNote && (
          <div>
            <dt>{t('booking.summary.deliveryNote')}</dt>
            <dd className="quote-recap__note">{shipment.arrivalNote}</dd>
          </div>
        )}
        <div>
          <dt>{t('booking.recap.goods')}</dt>
          <dd>
            {t('booking.recap.goodsTotals', {
              weight: formatNumber(totalWeight(shipment.parcels), language),
              volume: formatNumber(totalVolume(shipment.parcels), language),
            })}
          </dd>
        </div>
        {declared.length > 0 && (
          <div>
            <dt>{t('booking.dangerousGoods.legend')}</dt>
            <dd>
              <ul className="quote-recap__dangerous-goods">
                {declared.map((goods, index) => (
                  <li key={index}>{transportDescription(goods)}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('booking.recap.vehicle')}</dt>
          <dd>{vehicleLabel}</dd>
        </div>
        <div>
          <dt>{t('booking.recap.offer')}</dt>
          <dd>{offer.title}</dd>
        </div>
        {offer.co2e && (
          <div>
            <dt>{t('booking.co2e.label')}</dt>
            <dd>
              {co2e.figure(offer.co2e)}
              <span className="quote-recap__co2e-method">{co2e.method(offer.co2e)}</span>
            </dd>
          </div>
        )}
      </dl>
      <OfferPromise promise={offer} />
      {price !== undefined && (
        <dl className="quote-recap__price">
          <div>
            <dt>{t('booking.recap.priceExcludingTax')}</dt>
            <dd>{formatPrice(price, language)}</dd>
          </div>
          <div>
            <dt>{t('booking.recap.vat', { rate: percent(vat.rate) })}</dt>
            <dd>
              {formatPrice(vatOn(price, vat.rate), language)}
              <span className="quote-recap__vat-case">{vatText(vat, t, percent)}</span>
            </dd>
          </div>
          <div className="quote-recap__total">
            <dt>{t('booking.recap.priceIncludingTax')}</dt>
            <dd>{formatPrice(withVat(price, vat.rate), language)}</dd>
          </div>
        </dl>
      )}
      <dl>
        {offer.validUntil && (
          <div>
            <dt>{t('booking.recap.validUntil')}</dt>
            <dd>{text.moment(offer.validUntil)}</dd>
          </div>
        )}
        <div>
          <dt>{t('booking.recap.callee')}</dt>
          <dd>{contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : t('booking.recap.byEmail')}</dd>
        </div>
        {site && (
          <div>
            <dt>{t('booking.recap.operator')}</dt>
            <dd>
              {site.operator.name} — <a href={telHref(operatorPhone)}>{operatorPhone}</a>
            </dd>
          </div>
        )}
        <div>
          <dt>{t('booking.recap.email')}</dt>
          <dd>
            {contact.name} — {contact.email}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** Spec §2 "registered": the reference and when the agent will call (or write, without a phone). */
export function useRegisteredMessage() {
  const { t } = useTranslation();
  const minutes = useSite()?.callbackMinutes ?? DEFAULT_CALLBACK_MINUTES;
  return (reference: string, phone: string | null | undefined) =>
    t(phone ? 'booking.registered.message' : 'booking.registered.messageByEmail', {
      reference,
      promise: t('booking.registered.promise', { minutes }),
    });
}

/** The configuration's default (CALLBACK_PROMISE_MINUTES), for a page rendered without the root's data. */
const DEFAULT_CALLBACK_MINUTES = 15;
