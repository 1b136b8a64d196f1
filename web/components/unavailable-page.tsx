import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLocation } from 'react-router';

/**
 * The page shown when the database cannot be reached (503), or a document is asked for too
 * often at once (429, `busy`): nothing is wrong with the request, it can be tried again.
 */
export function UnavailablePage({ busy = false }: { busy?: boolean }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <section className="container status-page">
      <p className="status-page__code">{busy ? 429 : 503}</p>
      <h1>{t(busy ? 'unavailable.busy.title' : 'unavailable.title')}</h1>
      <p>{t(busy ? 'unavailable.busy.message' : 'unavailable.message')}</p>
      <p>
        {/* A plain link: it works before the page's scripts start, and retries a GET. */}
        <a href={`${pathname}${search}`}>{t('unavailable.retry')}</a>
      </p>
    </section>
  );
}
