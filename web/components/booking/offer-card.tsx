import { useCo2eText } from './offer-co2e.tsx';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { LOCALE_OF, type Language } from '#src/domain/language.ts';
import { PRIORITY_DISCOUNT, type OfferVariant } from '#src/domain/pricing/offers.ts';
import { withVat } from '#src/domain/money.ts';
import { vatOfOffer, type VatTreatment } from '#src/domain/tax/vat-treatment.ts';
import { vatText } from '#src/texts/vat-text.ts';
import { numberFormat } from '#src/domain/formats.ts';
import { useLanguage } from '../use-language.ts';
import type { VisibleOffer } from './booking-api.ts';
import { formatPrice } from '../ui/format.ts';
import { OfferPromise } from './offer-promise.tsx';
import { usePromiseText } from '../use-promise-text.ts';
import { StatusBadge } from '../ui/status-badge.tsx';
import { Disclosure } from '../ui/disclosure.tsx';

/** The priority offer's badge: its discount, as the language writes a percentage ("-15 %", "-15%"). */
const discountLabel = (language: Language) =>
  numberFormat(LOCALE_OF[language], { style: 'percent', signDisplay: 'always' }).format(-PRIORITY_DISCOUNT);

/** A card waiting for its price, or an offer. */
export type OfferSlot = { variant: OfferVariant; isLoading: true } | (VisibleOffer & { isLoading?: false });

interface Props {
  slot: OfferSlot;
  isCheapest: boolean;
  /** delivers first of the offers */
  isFastest?: boolean;
  /** the card's action: See the offer, or Choose offer once prices are visible */
  action?: React.ReactNode;
  /** a sender who is not a professional reads the price incl. VAT first */
  privateSender?: boolean;
}

/**
 * Spec §2 "Offer card": badges, 15% off and urgent labels on priority, the price once allowed.
 * On its face what a shipper compares — the price, when it is collected, when it arrives, its
 * greenhouse gases — and the button; the rest (why, the drive and its breaks, the price incl.
 * VAT, the VAT case, how the CO2e was computed, the validity) one tap away, open when printed.
 */
export function OfferCard({ slot, isCheapest, isFastest = false, action, privateSender = false }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const promiseText = usePromiseText();
  const co2eText = useCo2eText();
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
        {offer.isBestChoice && (
          <StatusBadge tone="best" as="li">
            {t('booking.offers.bestChoice')}
          </StatusBadge>
        )}
        {isCheapest && <StatusBadge as="li">{t('booking.offers.cheapest')}</StatusBadge>}
        {isFastest && <StatusBadge as="li">{t('booking.offers.fastest')}</StatusBadge>}
        {offer.variant === 'standard' && <StatusBadge as="li">{t('booking.offers.standardOption')}</StatusBadge>}
        {priority && (
          <StatusBadge tone="discount" as="li">
            {discountLabel(language)}
          </StatusBadge>
        )}
        {priority && (
          <StatusBadge tone="urgent" as="li">
            {t('booking.offers.urgent')}
          </StatusBadge>
        )}
      </ul>
      <div className="offer-card__name">
        <h3 id={titleId}>{offer.title}</h3>
        <p className="offer-card__service">{t(`booking.offers.variants.${offer.variant}`)}</p>
      </div>
      {offer.price === undefined ? (
        <p className="offer-card__price is-hidden">
          <span className="offer-card__blur" aria-hidden="true">
            {'•••,•• €'}
          </span>
          <span className="visually-hidden">{t('booking.offers.priceHidden')}</span>
        </p>
      ) : (
        <PriceLines price={offer.price} originalPrice={offer.originalPrice} includingTaxFirst={privateSender} vat={vat} part="main" />
      )}
      <OfferPromise promise={offer} part="dates" />
      {offer.co2e && <p className="offer-card__co2e">{t('booking.co2e.summary', { figure: co2eText.figure(offer.co2e) })}</p>}
      {action}
      <Disclosure
        className="offer-card__details"
        summary={
          <>
            {t('booking.offers.details')}
            <span className="visually-hidden"> {offer.title}</span>
          </>
        }
      >
        {offer.isBestChoice && <p className="offer-card__why">{t(`booking.offers.bestChoiceWhy.${priority ? 'priority' : 'cheapest'}`)}</p>}
        <p className="offer-card__promise">{t(`booking.offers.promise.${offer.variant}`)}</p>
        <OfferPromise promise={offer} part="drive" />
        {offer.price !== undefined && (
          <PriceLines price={offer.price} originalPrice={offer.originalPrice} includingTaxFirst={privateSender} vat={vat} part="other" />
        )}
        {offer.price !== undefined && vat.case !== 'french' && (
          <p className="offer-card__vat">
            {vatText(vat, t, (rate) => numberFormat(LOCALE_OF[language], { style: 'percent', maximumFractionDigits: 1 }).format(rate))}
          </p>
        )}
        {offer.co2e && <p className="offer-co2e__method">{co2eText.method(offer.co2e)}</p>}
        {offer.validUntil && (
          <p className="offer-card__validity">{t('booking.offers.validUntil', { moment: promiseText.moment(offer.validUntil) })}</p>
        )}
      </Disclosure>
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
  part,
}: {
  price: number;
  originalPrice?: number;
  includingTaxFirst: boolean;
  vat: VatTreatment;
  /** the main price on the card's face, the other in its details */
  part: 'main' | 'other';
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
  if (part === 'other')
    return vat.rate > 0 ? (
      <p className="offer-card__price-other">
        {formatPrice(second.amount, language)} {second.label}
      </p>
    ) : null;
  return (
    <p className="offer-card__price">
      {main.original !== undefined && (
        <del>
          <span className="visually-hidden">{t('booking.offers.originalPrice')} </span>
          {formatPrice(main.original, language)}
        </del>
      )}{' '}
      <strong>{formatPrice(main.amount, language)}</strong> <span className="offer-card__tax">{main.label}</span>
    </p>
  );
}
