import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import { useLanguage } from './use-language.ts';
import { LinkButton } from './ui/button.tsx';

/** A link followed after what it opened stopped holding (410): what happened, and what to do next, if anything. */
export function GonePage({ title, message, children }: { title: string; message: string; children?: ReactNode }) {
  return (
    <section className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        410
      </p>
      <h1>{title}</h1>
      <p>{message}</p>
      {children}
    </section>
  );
}

/** A quote's link followed after the quote stopped holding (410): say so, and lead to a new one. */
export function LinkExpiredPage() {
  const { t } = useTranslation();
  const { home } = useLanguage();
  return (
    <GonePage title={t('notFound.linkExpired.title')} message={t('notFound.linkExpired.message')}>
      <p>
        <LinkButton href={`${home}/quote`}>{t('notFound.linkExpired.newQuote')}</LinkButton>
      </p>
    </GonePage>
  );
}
