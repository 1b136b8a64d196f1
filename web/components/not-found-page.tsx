import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useLanguage } from './use-language.ts';

/** Spec §2: '404', 'Oops! Page not found' and a link to the home page. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <section className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.message')}</p>
      <p>
        <Link to={home}>{t('notFound.homeLink')}</Link>
      </p>
    </section>
  );
}
