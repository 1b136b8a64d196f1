import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageKey } from '../../site-pages.ts';

/** Spec §2 "Landing page content": the hero with its three bullets and calls to action. */
export function Hero({ pageKey, actions, aside }: { pageKey: PageKey; actions?: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className={`container hero__inner${aside ? ' hero__inner--split' : ''}`}>
        <div>
          <h1 id="hero-title">{t(`pages.${pageKey}.heading`)}</h1>
          <p className="hero__intro">{t(`pages.${pageKey}.intro`)}</p>
          <ul className="hero__bullets" aria-label={t('landing.hero.bulletsLabel')}>
            <li>{t('landing.hero.pickup')}</li>
            <li>{t('landing.hero.direct')}</li>
            <li>{t('landing.hero.available')}</li>
          </ul>
          {actions && <div className="hero__actions">{actions}</div>}
        </div>
        {aside}
      </div>
    </section>
  );
}
