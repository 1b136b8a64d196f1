import type { PageKey } from '../site-pages.ts';
import { type MetaMatch, translatorFromMatches } from './root-data.ts';

/** Title and description of a page, in the page's language. */
export function pageMeta(matches: ReadonlyArray<MetaMatch>, pageKey: PageKey) {
  const t = translatorFromMatches(matches);
  return [
    { title: `${t(`pages.${pageKey}.title`)} | ${t('brand.name')}` },
    { name: 'description', content: t(`pages.${pageKey}.description`) },
  ];
}
