import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link, useLocation } from 'react-router';
import { useLanguage } from './use-language.ts';

const MAX_SHOWN = 80;

/** Spec §2: '404', 'Oops! Page not found' and a link to the home page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  const { pathname } = useLocation();
  // The address once, cut to what a person reads (a typed path may be kilobytes long).
  const shown = pathname.length > MAX_SHOWN ? `${pathname.slice(0, MAX_SHOWN)}…` : pathname;
  return (
    <section className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <p className="status-page__path">
        <code>{shown}</code>
      </p>
      <p>
        <Link to={home}>{t('notFound.homeLink')}</Link>
      </p>
    </section>
  );
}
