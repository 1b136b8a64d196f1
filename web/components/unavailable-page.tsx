import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLocation } from 'react-router';

/** The page shown when the database cannot be reached (503): nothing is wrong with the request. */
export function UnavailablePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section className="container status-page">
      <p className="status-page__code">503</p>
      <h1>{t('unavailable.title')}</h1>
      <p>{t('unavailable.message')}</p>
      <p>
        {/* A plain link: it works before the page's scripts start, and retries a GET. */}
        <a href={`${pathname}${search}`}>{t('unavailable.retry')}</a>
      </p>
    </section>
  );
}
