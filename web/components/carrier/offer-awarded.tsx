import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { LANGUAGES } from '#src/domain/language.ts';
import { goodsLineText } from '#src/texts/goods-line-text.ts';
import { formatters } from '../ui/format.ts';
import { vehicleLabel } from '../admin/labels.ts';
import type { CarrierOfferView } from '#src/application/carriers/carrier-offer.ts';
import { Button } from '../ui/button.tsx';
import { Field } from '../ui/field.tsx';
import { Tick } from '../ui/tick.tsx';

/** An offer still open, answered or awarded: not taken by another. */
export type LiveOffer = Exclude<CarrierOfferView, { status: 'taken' }>;

/** The job awarded to the carrier: its transport order, the driver and vehicle to name, the consignment note. */
export function Awarded({ offer, orderHref, invalid }: { offer: LiveOffer; orderHref: string; invalid: Set<string> }) {
  const { t, language } = useTranslation();
  const format = formatters(language);
  const id = useId();
  const award = offer.award!;
  const { order } = award;
  return (
    <>
      <p className="notice notice--success">{t('carrier.offer.awarded', { price: format.money(award.priceEuros) })}</p>
      <ul>
        <li>
          <a href={orderHref} download>
            {t('carrier.offer.order')}
          </a>
        </li>
        <li>
          <a href={orderHref.replace(/transport-order\.pdf$/, 'consignment-note.pdf')} download>
            {t('carrier.offer.consignmentNote')}
          </a>
        </li>
      </ul>
      {award.confirmed ? (
        <p className="notice notice--success">{t('carrier.offer.confirmed')}</p>
      ) : (
        <form method="post" className="drive__next" aria-labelledby={`${id}-confirm`}>
          <h2 id={`${id}-confirm`}>{t('carrier.offer.confirmTitle')}</h2>
          <p>{t('carrier.offer.confirmIntro')}</p>
          <input type="hidden" name="intent" value="confirm" />
          <Field label={t('carrier.offer.driverFirstName')}>
            {(control) => (
              <input
                {...control}
                name="driverFirstName"
                autoComplete="off"
                maxLength={100}
                required
                aria-invalid={invalid.has('driverFirstName') || undefined}
              />
            )}
          </Field>
          <Field label={t('carrier.offer.driverPhone')} hint={t('carrier.offer.driverPhoneHint')}>
            {(control) => (
              <input
                {...control}
                name="driverPhone"
                type="tel"
                autoComplete="off"
                maxLength={40}
                required
                aria-invalid={invalid.has('driverPhone') || undefined}
              />
            )}
          </Field>
          <Field label={t('carrier.offer.driverLanguage')}>
            {(control) => (
              <select {...control} name="driverLanguage" defaultValue="">
                <option value="">{t('carrier.offer.driverLanguageAuto')}</option>
                {LANGUAGES.map((code) => (
                  <option key={code} value={code}>
                    {t(`languages.${code}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('carrier.offer.registration')}>
            {(control) => (
              <input
                {...control}
                name="registration"
                autoComplete="off"
                maxLength={20}
                required
                aria-invalid={invalid.has('registration') || undefined}
              />
            )}
          </Field>
          {award.cabotageRequired && (
            <Tick
              name="cabotage"
              type="checkbox"
              required
              aria-invalid={invalid.has('cabotage') || undefined}
              label={t('carrier.offer.cabotage')}
            />
          )}
          <Button type="submit" className="drive__button">
            {t('carrier.offer.confirm')}
          </Button>
        </form>
      )}
      <section className="drive__end" aria-labelledby={`${id}-places`}>
        <h2 id={`${id}-places`}>{t('carrier.offer.places')}</h2>
        {[[t('carrier.offer.pickup'), order.pickup] as const, [t('carrier.offer.delivery'), order.delivery] as const].map(
          ([label, end]) => (
            <div key={label}>
              <h3>{label}</h3>
              <p className="drive__address">
                {end.address} ({t(`countries.${end.country}`)})
              </p>
              {end.note && (
                <p>
                  <strong>{t('carrier.offer.siteNote')}</strong> {end.note}
                </p>
              )}
            </div>
          ),
        )}
      </section>
    </>
  );
}

/** The job as the carrier reads it: the dates, the vehicle, the goods, the distance and the price offered. */
export function JobDetails({ offer }: { offer: LiveOffer }) {
  const { t, language } = useTranslation();
  const format = formatters(language);
  const { goods } = offer;
  return (
    <section className="drive__end" aria-labelledby="offer-details">
      <h2 id="offer-details">{t('carrier.offer.details')}</h2>
      <dl className="carrier-offer__facts">
        <dt>{t('carrier.offer.pickupWindow')}</dt>
        <dd>
          {offer.pickupWindow
            ? t('carrier.offer.window', { from: format.dateTime(offer.pickupWindow.from), to: format.dateTime(offer.pickupWindow.to) })
            : t('carrier.offer.asSoonAsPossible')}
        </dd>
        <dt>{t('carrier.offer.deliveryBy')}</dt>
        <dd>{offer.deliveryBy ? format.dateTime(offer.deliveryBy) : t('carrier.offer.asSoonAsPossible')}</dd>
        <dt>{t('carrier.offer.vehicle')}</dt>
        <dd>{vehicleLabel(t, offer.vehicleClass)}</dd>
        <dt>{t('carrier.offer.goods')}</dt>
        <dd>
          <ul>
            {goods.parcels.map((line, index) => (
              <li key={index}>{goodsLineText(line, t, format.number)}</li>
            ))}
          </ul>
          {t('carrier.offer.totals', { weight: format.number(goods.totals.weightKg), volume: format.number(goods.totals.volumeM3) })}
        </dd>
        <dt>{t('carrier.offer.stackable')}</dt>
        <dd>{t(goods.isStackable ? 'carrier.yes' : 'carrier.no')}</dd>
        <dt>{t('carrier.offer.dangerous')}</dt>
        <dd className={goods.isDangerous ? 'drive__dangerous' : undefined}>{t(goods.isDangerous ? 'carrier.yes' : 'carrier.no')}</dd>
        {offer.distanceKm !== null && (
          <>
            <dt>{t('carrier.offer.distance')}</dt>
            <dd>{t('carrier.offer.distanceValue', { distance: format.number(offer.distanceKm) })}</dd>
          </>
        )}
        <dt>{t('carrier.offer.price')}</dt>
        <dd>{t('carrier.offer.priceValue', { price: format.money(offer.award?.priceEuros ?? offer.priceEuros) })}</dd>
      </dl>
    </section>
  );
}
