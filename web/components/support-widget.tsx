import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLocation } from 'react-router';
import { useBookingHref } from './site-header.tsx';
import { SupportContacts } from './support-contacts.tsx';
import { useSite } from './use-site.ts';
import { LinkButton } from './ui/button.tsx';

// Spec §2: the shared extra element shows on every page but these four.
const PAGES_WITHOUT_WIDGET = ['solutions-equipementiers', 'transport-urgent', 'transport-premium', 'solutions-automobile'];

/** The shared extra widget: 24/7 support contacts and the way to the quote tool, above the footer. */
export function SupportWidget() {
  const { t } = useTranslation();
  const site = useSite();
  const bookingHref = useBookingHref();
  const page = useLocation().pathname.split('/').filter(Boolean)[1]?.toLowerCase() ?? '';
  if (!site || PAGES_WITHOUT_WIDGET.includes(page)) return null;
  return (
    <aside className="support-widget" aria-labelledby="support-widget-title">
      <div className="container support-widget__inner">
        <div>
          <h2 id="support-widget-title">{t('widget.title')}</h2>
          <p>{t('widget.text')}</p>
        </div>
        <ul>
          <SupportContacts site={site} />
          <li>
            <LinkButton href={bookingHref}>{t('header.bookTransport')}</LinkButton>
          </li>
        </ul>
      </div>
    </aside>
  );
}
