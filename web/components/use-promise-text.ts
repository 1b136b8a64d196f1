import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { ServicePromise } from '#src/domain/pricing/service-promise.ts';
import { useLanguage } from './use-language.ts';
import { formatMoment } from './ui/format.ts';

// When a transport is collected and delivered, as every screen words it: the offers, the recap,
// the shipper's timeline and the driver's job.

/** One line for a pickup window: the day once when it starts and ends on the same day. */
export function usePromiseText() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const moment = (iso: string) => t('booking.offers.moment', formatMoment(iso, language));
  return {
    window(promise: ServicePromise): string {
      const from = formatMoment(promise.pickupWindow.from, language);
      const to = formatMoment(promise.pickupWindow.to, language);
      return from.day === to.day
        ? t('booking.offers.window', { day: from.day, from: from.time, to: to.time })
        : t('booking.offers.windowAcrossDays', { fromDay: from.day, from: from.time, toDay: to.day, to: to.time });
    },
    delivery(promise: ServicePromise): string {
      return moment(promise.estimatedDelivery);
    },
    /** An ISO moment as the cards write it: its day, at its time. */
    moment,
  };
}
