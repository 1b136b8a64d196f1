import type { ReactNode } from 'react';
import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PageKey } from '../../site-pages.ts';
import { SupportPhone } from '../support-contacts.tsx';
import { useSite } from '../use-site.ts';

function Claims({ pageKey, actions }: { pageKey: PageKey; actions?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 id="hero-title">{t(`pages.${pageKey}.heading`)}</h1>
      <p className="hero__intro">{t(`pages.${pageKey}.intro`)}</p>
      <ul className="hero__bullets" aria-label={t('landing.hero.bulletsLabel')}>
        <li>{t('landing.hero.pickup')}</li>
        <li>{t('landing.hero.direct')}</li>
        <li>{t('landing.hero.available')}</li>
      </ul>
      {actions && <div className="hero__actions">{actions}</div>}
    </>
  );
}

/** Beside the long quote form on wide screens: how a quote goes on, and the 24/7 line. */
function HeroAside() {
  const { t } = useTranslation();
  const site = useSite();
  return (
    <aside className="hero__aside" aria-labelledby="hero-steps-title">
      <h2 id="hero-steps-title">{t('landing.steps.shipping.title')}</h2>
      <ol className="hero__steps">
        {(['s1', 's2', 's3', 's4'] as const).map((step) => (
          <li key={step}>{t(`landing.steps.shipping.${step}`)}</li>
        ))}
      </ol>
      {site && (
        <p className="hero__phone">
          <SupportPhone site={site} />
        </p>
      )}
    </aside>
  );
}

/**
 * Spec §2 "Landing page content": the hero with its three bullets and calls to action. With the
 * quote tool, the form starts beside the claims, so a desktop visitor sees its first fields at once.
 */
export function Hero({ pageKey, actions, aside, tool }: { pageKey: PageKey; actions?: ReactNode; aside?: ReactNode; tool?: ReactNode }) {
  if (tool) {
    return (
      <section className="hero hero--with-tool" aria-labelledby="hero-title">
        <div className="hero__band" />
        <div className="hero__claims">
          <Claims pageKey={pageKey} actions={actions} />
        </div>
        <div className="hero__tool">{tool}</div>
        <HeroAside />
      </section>
    );
  }
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className={`container hero__inner${aside ? ' hero__inner--split' : ''}`}>
        <div>
          <Claims pageKey={pageKey} actions={actions} />
        </div>
        {aside}
      </div>
    </section>
  );
}
