import { useTranslation } from '#web/i18n/use-translation.tsx';
import { OFFER_TITLES, type UnpricedOffer } from '#src/domain/quote/quote.ts';
import { quantityIn } from '#src/domain/formats.ts';
import { useLanguage } from '../use-language.ts';
import type { VisibleOffer } from './booking-api.ts';
import { OfferCard, type OfferSlot } from './offer-card.tsx';
import { ParisTimeNote } from './paris-time-note.tsx';
import { RouteSummary, type SummaryShipment } from './route-summary.tsx';
import { Button, LinkButton } from '../ui/button.tsx';

interface Props {
  slots: OfferSlot[];
  pricing: boolean;
  pricesVisible: boolean;
  shipment: SummaryShipment;
  vehicleLabel: string;
  onSeeOffer: () => void;
  onChoose: (offer: VisibleOffer) => void;
  onModify: () => void;
  onNewRequest: () => void;
  /** offers without a price for want of a tariff (spec §8) */
  unpriced?: UnpricedOffer[];
  /** why the offers can no longer be confirmed, when they expired */
  expired?: string;
  /** said once the offers of a request just sent are in (in the view: a toast would cover the cards) */
  sentNotice?: string;
  repricing?: boolean;
  onReprice?: () => void;
  /** the quote document, once the prices are shown */
  documentHref?: string;
}

/** Spec §2 "Offer view": the cards beside the route summary, with modify and new request. */
export function OfferView({
  slots,
  pricing,
  pricesVisible,
  shipment,
  vehicleLabel,
  onSeeOffer,
  onChoose,
  onModify,
  onNewRequest,
  unpriced = [],
  expired,
  sentNotice,
  repricing,
  onReprice,
  documentHref,
}: Props) {
  const { t } = useTranslation();
  const offers = slots.filter((slot): slot is VisibleOffer & { isLoading?: false } => !slot.isLoading);
  const priced = offers.find((offer) => offer.distance !== null) ?? offers[0];
  const fastest = pricing ? undefined : fastestOf(offers);
  return (
    <div className="offer-view">
      <div className="offer-view__main">
        <h2 data-view-heading tabIndex={-1}>
          {t('booking.offers.title')}
        </h2>
        <p className="offer-view__status" role="status">
          {pricing
            ? t('booking.offers.searching')
            : slots.length > 0
              ? [sentNotice, t('booking.offers.count', { total: slots.length })].filter(Boolean).join(' ')
              : ''}
        </p>
        {!pricing && slots.length === 0 && <p className="notice">{t('booking.offers.none')}</p>}
        {slots.length > 0 && <ParisTimeNote />}
        {expired && (
          <div className="notice notice--error" role="alert">
            <p>{expired}</p>
            <Button type="button" onClick={onReprice} disabled={repricing}>
              {repricing ? t('booking.expired.repricing') : t('booking.expired.reprice')}
            </Button>
          </div>
        )}
        <ol className="offer-view__cards">
          {slots.map((slot, index) => (
            <li key={slot.variant}>
              <OfferCard
                slot={slot}
                isCheapest={!pricing && index === 0 && !slot.isLoading}
                isFastest={slot === fastest}
                privateSender={!shipment.isProfessional}
                action={
                  slot.isLoading ? undefined : pricesVisible ? (
                    <Button type="button" onClick={() => onChoose(slot)}>
                      {t('booking.offers.choose')}
                      <span className="visually-hidden"> {slot.title}</span>
                    </Button>
                  ) : (
                    <Button type="button" onClick={onSeeOffer}>
                      {t('booking.offers.see')}
                      <span className="visually-hidden"> {slot.title}</span>
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </ol>
        <UnpricedNotes unpriced={unpriced} />
        <div className="offer-view__actions">
          {pricesVisible && documentHref && (
            <LinkButton kind="secondary" href={documentHref}>
              {t('booking.document.open')}
            </LinkButton>
          )}
          <Button kind="secondary" type="button" onClick={onModify}>
            {t('booking.offers.modify')}
          </Button>
          <Button kind="secondary" type="button" onClick={onNewRequest}>
            {t('booking.newRequest')}
          </Button>
        </div>
      </div>
      <RouteSummary
        shipment={shipment}
        vehicleLabel={vehicleLabel}
        distance={priced?.distance}
        distanceEstimated={priced?.distanceEstimated}
        transitTime={priced?.transitTime}
        crossings={priced?.crossings}
      />
    </div>
  );
}

/** The offer delivered first (the first of equals); none when no offer says when it delivers. */
function fastestOf<O extends { estimatedDelivery?: string }>(offers: readonly O[]): O | undefined {
  let fastest: { offer: O; at: number } | undefined;
  for (const offer of offers) {
    const at = offer.estimatedDelivery ? Date.parse(offer.estimatedDelivery) : NaN;
    if (!Number.isNaN(at) && (!fastest || at < fastest.at)) fastest = { offer, at };
  }
  return fastest?.offer;
}

/** Spec §8 "Pricing with no reference data": the offer is named, with the spec's message, not dropped. */
export function UnpricedNotes({ unpriced }: { unpriced: readonly UnpricedOffer[] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const number = quantityIn(language);
  if (unpriced.length === 0) return null;
  if (unpriced.some((offer) => offer.reason === 'noRoadLink')) return <p className="notice">{t('booking.offers.noRoadLink')}</p>;
  return (
    <ul className="offer-view__unpriced">
      {unpriced.map((offer) => (
        <li key={offer.variant}>
          <strong>{OFFER_TITLES[offer.variant]}</strong> —{' '}
          {offer.reason === 'overGroupage'
            ? t(`booking.offers.overGroupage.${offer.limit}`, { limit: number.format(offer.value) })
            : t('booking.offers.noTariff')}
        </li>
      ))}
    </ul>
  );
}
