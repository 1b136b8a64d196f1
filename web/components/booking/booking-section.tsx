import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingToolProps } from './booking-tool.tsx';

// The quote tool is its own chunk, apart from the marketing pages' code. There is no Suspense
// boundary on purpose: the server waits for it, so the form is in the HTML for visitors
// without JavaScript, and hydration resumes once the chunk has arrived.
const BookingTool = lazy(() => import('./booking-tool.tsx'));

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
