import { DEFAULT_LANGUAGE, type Language } from '#src/domain/language.ts';
import type { PublicSite } from '#src/application/public-site.ts';
import { type Messages, translatorFor } from './translator.ts';

export interface RootData {
  language: Language;
  messages: Messages;
  /** the public site's address and contact, from the server's configuration */
  site: PublicSite;
  /** the visitor's choice about third-party content, null until made */
  consent: 'accepted' | 'refused' | null;
}

/** The part of a route match that meta functions receive and we read. */
export type MetaMatch = { id: string; data?: unknown } | undefined;

export function rootDataFromMatches(matches: ReadonlyArray<MetaMatch>): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}

/** The texts a page's own route sends (web/i18n/text-parts.ts), if it sends any. */
export function pageMessagesFromMatches(matches: ReadonlyArray<MetaMatch>): Messages | undefined {
  const page = matches.findLast((match) => match?.id !== 'root' && (match?.data as { messages?: Messages } | null)?.messages);
  return (page?.data as { messages?: Messages } | undefined)?.messages;
}

/** The translator for meta functions, which run outside React: the page's texts, then the layout's. */
export function translatorFromMatches(matches: ReadonlyArray<MetaMatch>) {
  const root = rootDataFromMatches(matches);
  if (!root) return (key: string) => key;
  const layout = translatorFor(root.language ?? DEFAULT_LANGUAGE, root.messages);
  const page = pageMessagesFromMatches(matches);
  return page ? translatorFor(layout.language, page, layout).t : layout.t;
}
