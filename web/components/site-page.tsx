import { useTranslation } from '#web/i18n/use-translation.tsx';
import type { PageKey } from '../site-pages.ts';

/** The heading and introduction of a page, from the catalog entry pages.<key>. */
export function SitePage({ pageKey }: { pageKey: PageKey }) {
  const { t } = useTranslation();
  return (
    <section className="container page-intro">
      <h1>{t(`pages.${pageKey}.heading`)}</h1>
      <p>{t(`pages.${pageKey}.intro`)}</p>
    </section>
  );
}
