import { OfferCo2e } from './offer-co2e.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { LOCALE_OF, type Language } from '#src/domain/language.ts';
import { PRIORITY_DISCOUNT, type OfferVariant } from '#src/domain/pricing/offers.ts';
import { withVat } from '#src/domain/money.ts';
import { vatOfOffer, type VatTreatment } from '#src/domain/tax/vat-treatment.ts';
import { vatText } from '#src/texts/vat-text.ts';
import { numberFormat } from '#src/domain/formats.ts';
import { useLanguage } from '../use-language.ts';
import type { VisibleOffer } from './booking-api.ts';
import { formatPrice } from './format.ts';
import { OfferPromise, usePromiseText } from './offer-promise.tsx';

/** The priority offer's badge: its discount, as the language writes a percentage ("-15 %", "-15%"). */
const discountLabel = (language: Language) =>
  numberFormat(LOCALE_OF[language], { style: 'percent', signDisplay: 'always' }).format(-PRIORITY_DISCOUNT);

/** A card waiting for its price, or an offer. */
export type OfferSlot = { variant: OfferVariant; isLoading: true } | (VisibleOffer & { isLoading?: false });

interface Props {
  slot: OfferSlot;
  isCheapest: boolean;
  /** the card's action: See the offer, or Choose offer once prices are visible */
  action?: React.ReactNode;
  /** a sender who is not a professional reads the price incl. VAT first */
  privateSender?: boolean;
}

/** Spec §2 "Offer card": badges, 15% off and urgent labels on priority, the price once allowed. */
export function OfferCard({ slot, isCheapest, action, privateSender = false }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const promiseText = usePromiseText();
  const titleId = `offer-${slot.variant}-title`;
  if (slot.isLoading) {
    return (
      <article className="offer-card is-loading" aria-labelledby={titleId} aria-busy="true">
        <h3 id={titleId}>{t(`booking.offers.variants.${slot.variant}`)}</h3>
        <p className="offer-card__loading">{t('booking.offers.loading')}</p>
      </article>
    );
  }
  const offer = slot;
  const priority = offer.variant === 'priority';
  const vat = vatOfOffer(offer);
  return (
    <article className={`offer-card offer-card--${offer.variant}${offer.isBestChoice ? ' is-best' : ''}`} aria-labelledby={titleId}>
      <ul className="offer-card__badges">
        {offer.isBestChoice && <li className="badge badge--best">{t('booking.offers.bestChoice')}</li>}
        {isCheapest && <li className="badge">{t('booking.offers.cheapest')}</li>}
        {offer.variant === 'standard' && <li className="badge">{t('booking.offers.standardOption')}</li>}
        {priority && <li className="badge badge--discount">{discountLabel(language)}</li>}
        {priority && <li className="badge badge--urgent">{t('booking.offers.urgent')}</li>}
      </ul>
      <h3 id={titleId}>{offer.title}</h3>
      <p className="offer-card__service">{t(`booking.offers.variants.${offer.variant}`)}</p>
      {offer.isBestChoice && <p className="offer-card__why">{t(`booking.offers.bestChoiceWhy.${priority ? 'priority' : 'cheapest'}`)}</p>}
      <p className="offer-card__promise">{t(`booking.offers.promise.${offer.variant}`)}</p>
      <OfferPromise promise={offer} />
      {offer.price === undefined ? (
        <p className="offer-card__price is-hidden">
          <span className="offer-card__blur" aria-hidden="true">
            {'•••,•• €'}
          </span>
          <span className="visually-hidden">{t('booking.offers.priceHidden')}</span>
        </p>
      ) : (
        <PriceLines price={offer.price} originalPrice={offer.originalPrice} includingTaxFirst={privateSender} vat={vat} />
      )}
      {offer.price !== undefined && vat.case !== 'french' && (
        <p className="offer-card__vat">
          {vatText(vat, t, (rate) => numberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 1 }).format(rate))}
        </p>
      )}
      <OfferCo2e co2e={offer.co2e} />
      {offer.validUntil && (
        <p className="offer-card__validity">{t('booking.offers.validUntil', { moment: promiseText.moment(offer.validUntil) })}</p>
      )}
      {action}
    </article>
  );
}

/**
 * The price excl. VAT (what businesses compare) with the price incl. VAT under it, at the rate of
 * the buyer's VAT case; a private sender, who pays the VAT, reads incl. VAT first. No VAT on the
 * invoice, no incl. VAT line. Priority's price before its discount struck through.
 */
function PriceLines({
  price,
  originalPrice,
  includingTaxFirst,
  vat,
}: {
  price: number;
  originalPrice?: number;
  includingTaxFirst: boolean;
  vat: VatTreatment;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const lines = [
    { amount: price, original: originalPrice, label: t('booking.offers.excludingTax') },
    {
      amount: withVat(price, vat.rate),
      original: originalPrice === undefined ? undefined : withVat(originalPrice, vat.rate),
      label: t('booking.offers.includingTax'),
    },
  ];
  const [main, second] = includingTaxFirst && vat.rate > 0 ? [lines[1]!, lines[0]!] : [lines[0]!, lines[1]!];
  return (
    <>
      <p className="offer-card__price">
        {main.original !== undefined && (
          <del>
            <span className="visually-hidden">{t('booking.offers.originalPrice')} </span>
            {formatPrice(main.original, language)}
          </del>
        )}{' '}
        <strong>{formatPrice(main.amount, language)}</strong> <span className="offer-card__tax">{main.label}</span>
      </p>
      {vat.rate > 0 && (
        <p className="offer-card__price-other">
          {formatPrice(second.amount, language)} {second.label}
        </p>
      )}
    </>
  );
}
