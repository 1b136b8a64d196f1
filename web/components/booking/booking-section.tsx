import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingToolProps } from './booking-tool.tsx';

// The quote tool is its own chunk, apart from the marketing pages' code. There is no Suspense
// boundary on purpose: the server waits for it, so the form is in the HTML for visitors
// without JavaScript, and hydration resumes once the chunk has arrived.
const BookingTool = lazy(() => import('./booking-tool.tsx'));

/** The booking-form section of the pages that carry the quote tool (anchor #booking-form). */
export function BookingSection(props: BookingToolProps) {
  const { t } = useTranslation();
  return (
    <section id="booking-form" className="booking" aria-label={t('booking.sectionLabel')}>
      <div className="container">
        <BookingTool {...props} />
      </div>
    </section>
  );
}
