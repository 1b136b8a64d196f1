import { useTranslation } from '#web/i18n/use-translation.tsx';
import { BUSINESS_TIME_ZONE } from '#src/domain/shipment/local-time.ts';
import { useHydrated } from '../use-hydrated.ts';

/** The business zone's offset now, as Intl writes it ("GMT+1"), shown as "UTC+1". */
function businessOffset(now: Date): string {
  const name = new Intl.DateTimeFormat('en', { timeZone: BUSINESS_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(now)
    .find((part) => part.type === 'timeZoneName')?.value;
  return (name ?? 'GMT+1').replace('GMT', 'UTC');
}

/** Whether this browser's clock shows another hour than Paris's now. */
function differsFromBusinessZone(now: Date): boolean {
  const here = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).format(now);
  const there = new Intl.DateTimeFormat('en', {
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: BUSINESS_TIME_ZONE,
  }).format(now);
  return here !== there;
}

/**
 * Times on the quote are Paris wall clocks (where the business runs); a visitor whose own clock
 * differs is told so. Rendered once the browser runs: the server cannot know the visitor's zone.
 */
export function ParisTimeNote() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const now = new Date();
  if (!differsFromBusinessZone(now)) return null;
  return <p className="offer-view__zone">{t('booking.timeline.parisTime', { offset: businessOffset(now) })}</p>;
}
