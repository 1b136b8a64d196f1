import { useTranslation } from '#web/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useLanguage } from './use-language.ts';

/** Spec §8 router error screen: 'Unexpected Application Error' with the status. */
export function ErrorPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <section className="container status-page">
      <p className="status-page__code">{status}</p>
      <h1>{t('error.title')}</h1>
      <p>{t('error.message')}</p>
      <p>
        <Link to={home}>{t('notFound.homeLink')}</Link>
      </p>
    </section>
  );
}
