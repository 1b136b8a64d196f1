import { useTranslation } from '#web/i18n/use-translation.tsx';
// A static import: the tool's chunks are among the module hints of the pages that show it, so
// they are prefetched with the rest once the page is idle and start with it at the first tap
// (ADR 0008). Pages without the tool do not load them.
import BookingTool, { type BookingToolProps } from './booking-tool.tsx';

/** The booking-form section of the pages that carry the quote tool (anchor #booking-form), alone or in their hero. */
export function BookingSection({ inHero = false, ...props }: BookingToolProps & { inHero?: boolean }) {
  const { t } = useTranslation();
  return (
    <section id="booking-form" className={inHero ? 'booking booking--in-hero' : 'booking'} aria-label={t('booking.sectionLabel')}>
      {inHero ? (
        <BookingTool {...props} />
      ) : (
        <div className="container">
          <BookingTool {...props} />
        </div>
      )}
    </section>
  );
}
