import { useTranslation } from '#web/i18n/use-translation.tsx';
import { driveText } from '#src/texts/drive-text.ts';
import { banTexts } from '#src/texts/ban-text.ts';
import type { ServicePromise } from '#src/domain/pricing/service-promise.ts';
import { useLanguage } from '../use-language.ts';
import { formatPrice } from '../ui/format.ts';
import { usePromiseText } from '../use-promise-text.ts';

type Offered = Partial<ServicePromise> & {
  pickupDate: string;
  pickupTime: string;
  deliveryDate: string;
  deliveryTime: string;
  meetsRequestedDelivery?: boolean;
  /** present once prices are visible, on an offer driven by two */
  secondDriverPrice?: number;
};

/**
 * What an offer promises besides its price: when a vehicle comes, when the goods arrive, how
 * it is driven lawfully (ADR 0030) and the traffic bans it waits out (ADR 0064).
 * Offers priced before they carried a window show their dates as they were. An offer card shows
 * the dates on its face and the drive in its details (`part`); the recap shows all.
 */
export function OfferPromise({ promise, part = 'all' }: { promise: Offered; part?: 'dates' | 'drive' | 'all' }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const text = usePromiseText();
  if (!promise.pickupWindow || !promise.estimatedDelivery) {
    if (part === 'drive') return null;
    return (
      <dl className="offer-card__dates">
        <div>
          <dt>{t('booking.timeline.pickupWindow')}</dt>
          <dd>{`${promise.pickupDate} ${promise.pickupTime}`}</dd>
        </div>
        <div>
          <dt>{t('booking.timeline.estimatedDelivery')}</dt>
          <dd>{`${promise.deliveryDate} ${promise.deliveryTime}`}</dd>
        </div>
      </dl>
    );
  }
  const kept = { pickupWindow: promise.pickupWindow, estimatedDelivery: promise.estimatedDelivery };
  const bans = banTexts(promise, t, text.moment);
  if (part === 'drive' && !promise.drive && bans.length === 0) return null;
  return (
    <dl className={part === 'drive' ? 'offer-card__drive-plan' : 'offer-card__dates'}>
      {part !== 'drive' && (
        <>
          <div>
            <dt>{t('booking.timeline.pickupWindow')}</dt>
            <dd>{text.window(kept)}</dd>
          </div>
          <div>
            <dt>{t('booking.timeline.estimatedDelivery')}</dt>
            <dd>
              {text.delivery(kept)}
              {promise.meetsRequestedDelivery !== undefined && (
                <span className={`offer-card__deadline ${promise.meetsRequestedDelivery ? 'is-met' : 'is-missed'}`}>
                  {t(promise.meetsRequestedDelivery ? 'booking.timeline.meets' : 'booking.timeline.late')}
                </span>
              )}
            </dd>
          </div>
        </>
      )}
      {part !== 'dates' && promise.drive && (
        <div>
          <dt>{t('booking.drive.label')}</dt>
          <dd className="offer-card__drive">
            {driveText(
              promise.drive,
              t,
              promise.secondDriverPrice === undefined ? undefined : formatPrice(promise.secondDriverPrice, language),
            )}
          </dd>
        </div>
      )}
      {part !== 'dates' && bans.length > 0 && (
        <div>
          <dt>{t('booking.bans.label')}</dt>
          <dd className="offer-card__bans">
            {bans.map((ban) => (
              <span key={ban}>{ban}</span>
            ))}
          </dd>
        </div>
      )}
    </dl>
  );
}
