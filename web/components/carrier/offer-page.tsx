import { useId } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { CarrierOfferView } from '#src/application/carriers/carrier-offer.ts';
import { type FormOutcome, invalidFields } from './form-outcome.ts';
import { DECLINE_REASONS } from '#src/domain/carriers/tender.ts';
import { formatters } from '../ui/format.ts';
import { GonePage } from '../link-expired-page.tsx';
import { Awarded, JobDetails, type LiveOffer } from './offer-awarded.tsx';
import { Button } from '../ui/button.tsx';
import { Disclosure } from '../ui/disclosure.tsx';
import { Field } from '../ui/field.tsx';

/** What the last form posted came to: kept, or refused with the fields to fix. */
export type OfferFormOutcome = FormOutcome<'saved'>;

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
        <Button type="submit" className="drive__button">
          {t('carrier.offer.accept', { price })}
        </Button>
      </form>
      <Disclosure
        className="drive__problem carrier-offer__choice"
        open={invalid.has('priceEuros') || undefined}
        summary={t('carrier.offer.proposeTitle')}
      >
        <form method="post">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="answer" value="propose" />
          <Field label={t('carrier.offer.proposePrice')}>
            {(control) => (
              <input
                {...control}
                name="priceEuros"
                type="number"
                inputMode="decimal"
                min={1}
                step="0.01"
                required
                aria-invalid={invalid.has('priceEuros') || undefined}
              />
            )}
          </Field>
          <Field label={t('carrier.offer.validFor')}>
            {(control) => (
              <select {...control} name="validMinutes" defaultValue="60">
                {VALIDITIES.map((minutes) => (
                  <option key={minutes} value={minutes}>
                    {t(`carrier.offer.validity.${minutes}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="drive__button">
            {t('carrier.offer.propose')}
          </button>
        </form>
      </Disclosure>
      <Disclosure className="drive__problem" summary={t('carrier.offer.declineTitle')}>
        <form method="post">
          <input type="hidden" name="intent" value="answer" />
          <input type="hidden" name="answer" value="decline" />
          <Field label={t('carrier.offer.declineReason')}>
            {(control) => (
              <select {...control} name="reason" required>
                {DECLINE_REASONS.map((reason) => (
                  <option key={reason} value={reason}>
                    {t(`carrier.offer.reasons.${reason}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <button type="submit" className="drive__button">
            {t('carrier.offer.decline')}
          </button>
        </form>
      </Disclosure>
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
