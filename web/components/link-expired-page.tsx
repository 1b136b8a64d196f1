import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from './use-language.ts';

/** A quote's link followed after the quote stopped holding (410): say so, and lead to a new one. */
export function LinkExpiredPage() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <section className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        410
      </p>
      <h1>{t('notFound.linkExpired.title')}</h1>
      <p>{t('notFound.linkExpired.message')}</p>
      <p>
        <a className="button-primary" href={`${home}/quote`}>
          {t('notFound.linkExpired.newQuote')}
        </a>
      </p>
    </section>
  );
}
