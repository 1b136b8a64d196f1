import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { CarrierOfferView } from '#src/application/carriers/carrier-offer.ts';
import { type FormOutcome, invalidFields } from './form-outcome.ts';
import { DECLINE_REASONS } from '#src/domain/carriers/tender.ts';
import { LANGUAGES } from '#src/domain/language.ts';
import { goodsLineText } from '#src/texts/goods-line-text.ts';
import { formatters } from '../admin/format.ts';
import { GonePage } from '../link-expired-page.tsx';
import { vehicleLabel } from '../admin/labels.ts';

/** What the last form posted came to: kept, or refused with the fields to fix. */
export type OfferFormOutcome = FormOutcome<'saved'>;

type LiveOffer = Exclude<CarrierOfferView, { status: 'taken' }>;

/** How long a proposed price may hold, in minutes, as the form offers it. */
const VALIDITIES = [30, 60, 120, 240] as const;

/**
 * A carrier's offer, phone first: the lane and what the job asks, then the three answers (accept,
 * propose a price, decline) while it is open; once awarded, the order, the addresses and the form
 * that names the driver. Every form posts to the page: it works without scripts.
 */
export function CarrierOfferPage({ offer, outcome, orderHref }: { offer: CarrierOfferView; outcome: OfferFormOutcome; orderHref: string }) {
  const { t } = useTranslation();
  if (offer.status === 'taken') return <GonePage title={t('carrier.offer.takenTitle')} message={t('carrier.offer.takenMessage')} />;
  return (
    <section className="container drive carrier-offer" aria-labelledby="offer-title">
      <h1 id="offer-title">{t('carrier.offer.title', { reference: offer.reference })}</h1>
      <p className="carrier-offer__lane">{t('carrier.offer.lane', { from: offer.from, to: offer.to })}</p>
      <p>{t('carrier.offer.for', { company: offer.carrierName })}</p>
      <div role="status" className="drive__status">
        {outcome === 'saved' && <p className="notice notice--success">{t('carrier.offer.saved')}</p>}
      </div>
      {outcome !== null && typeof outcome === 'object' && (
        <div role="alert" className="notice notice--error">
          <p>{t('carrier.offer.invalid')}</p>
        </div>
      )}
      {offer.status === 'open' && <Answers offer={offer} invalid={invalidFields(outcome)} />}
      {offer.status === 'answered' && offer.answer && <Answered offer={offer} />}
      {offer.status === 'awarded' && offer.award && <Awarded offer={offer} orderHref={orderHref} invalid={invalidFields(outcome)} />}
      <JobDetails offer={offer} />
    </section>
  );
}

/** An offer past its deadline that did not go to this carrier. */
export function OfferClosed() {
  const { t } = useTranslation();
  return <GonePage title={t('carrier.offer.closedTitle')} message={t('carrier.offer.closedMessage')} />;
}

function Answers({ offer, invalid }: { offer: LiveOffer; invalid: Set<string> }) {
  const { t, language } = useTranslation();
  const format = formatters(language);
  const id = useId();
  const price = format.money(offer.priceEuros);
  return (
    <section aria-labelledby={`${id}-answer`} className="carrier-offer__answers">
      <h2 id={`${id}-answer`}>{t('carrier.offer.answerTitle')}</h2>
      <p>{t('carrier.offer.deadline', { deadline: format.dateTime(offer.deadline) })}</p>
      <p className="field__hint">{t(offer.mode === 'firstToAccept' ? 'carrier.offer.firstToAccept' : 'carrier.offer.agentAwards')}</p>
      <form method="post">
        <input type="hidden" name="intent" value="answer" />
        <input type="hidden" name="answer" value="accept" />
        <button type="submit" className="button-primary drive__button">
          {t('carrier.offer.accept', { price })}
        </button>
      </form>
      <details className="drive__problem carrier-offer__choice" open={invalid.has('priceEuros') || undefined}>
        <summary>{t('carrier.offer.proposeTitle')}</summary>
        <form method="post">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="answer" value="propose" />
          <div className="field">
            <label htmlFor={`${id}-price`}>{t('carrier.offer.proposePrice')}</label>
            <input
              id={`${id}-price`}
              name="priceEuros"
              type="number"
              inputMode="decimal"
              min={1}
              step="0.01"
              required
              aria-invalid={invalid.has('priceEuros') || undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-valid`}>{t('carrier.offer.validFor')}</label>
            <select id={`${id}-valid`} name="validMinutes" defaultValue="60">
              {VALIDITIES.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {t(`carrier.offer.validity.${minutes}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="drive__button">
            {t('carrier.offer.propose')}
          </button>
        </form>
      </details>
      <details className="drive__problem">
        <summary>{t('carrier.offer.declineTitle')}</summary>
        <form method="post">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="answer" value="decline" />
          <div className="field">
            <label htmlFor={`${id}-reason`}>{t('carrier.offer.declineReason')}</label>
            <select id={`${id}-reason`} name="reason" required>
              {DECLINE_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`carrier.offer.reasons.${reason}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="drive__button">
            {t('carrier.offer.decline')}
          </button>
        </form>
      </details>
    </section>
  );
}

function Answered({ offer }: { offer: LiveOffer }) {
  const { t, language } = useTranslation();
  const format = formatters(language);
  const answer = offer.answer!;
  return (
    <p className="notice">
      {answer.kind === 'accept'
        ? t('carrier.offer.answered.accept', { price: format.money(offer.priceEuros) })
        : answer.kind === 'propose'
          ? t('carrier.offer.answered.propose', { price: format.money(answer.priceEuros), until: format.dateTime(answer.validUntil) })
          : t('carrier.offer.answered.decline')}
    </p>
  );
}

function Awarded({ offer, orderHref, invalid }: { offer: LiveOffer; orderHref: string; invalid: Set<string> }) {
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
          <div className="field">
            <label htmlFor={`${id}-first-name`}>{t('carrier.offer.driverFirstName')}</label>
            <input
              id={`${id}-first-name`}
              name="driverFirstName"
              autoComplete="off"
              maxLength={100}
              required
              aria-invalid={invalid.has('driverFirstName') || undefined}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-phone`}>{t('carrier.offer.driverPhone')}</label>
            <input
              id={`${id}-phone`}
              name="driverPhone"
              type="tel"
              autoComplete="off"
              maxLength={40}
              required
              aria-describedby={`${id}-phone-hint`}
              aria-invalid={invalid.has('driverPhone') || undefined}
            />
            <p id={`${id}-phone-hint`} className="field__hint">
              {t('carrier.offer.driverPhoneHint')}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-language`}>{t('carrier.offer.driverLanguage')}</label>
            <select id={`${id}-language`} name="driverLanguage" defaultValue="">
              <option value="">{t('carrier.offer.driverLanguageAuto')}</option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`languages.${code}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-plate`}>{t('carrier.offer.registration')}</label>
            <input
              id={`${id}-plate`}
              name="registration"
              autoComplete="off"
              maxLength={20}
              required
              aria-invalid={invalid.has('registration') || undefined}
            />
          </div>
          {award.cabotageRequired && (
            <div className="field drive__tick">
              <input id={`${id}-cabotage`} name="cabotage" type="checkbox" required aria-invalid={invalid.has('cabotage') || undefined} />
              <label htmlFor={`${id}-cabotage`}>{t('carrier.offer.cabotage')}</label>
            </div>
          )}
          <button type="submit" className="button-primary drive__button">
            {t('carrier.offer.confirm')}
          </button>
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

function JobDetails({ offer }: { offer: LiveOffer }) {
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
