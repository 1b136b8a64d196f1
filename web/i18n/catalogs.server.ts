import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '#src/domain/language.ts';
import { catalogOf } from './catalogs.ts';
import type { Messages } from './translator.ts';

// Server only: a page receives the texts of its own language, never all five, and of those only
// the parts it shows: the layout's parts with the root's data, each page's own parts
// with its route's (web/i18n/text-parts.ts). Emails and API messages are written on the server
// (src/i18n) and never travel.
const CATALOGS = Object.fromEntries(LANGUAGES.map((language) => [language, catalogOf(language)])) as Record<Language, Messages>;

/** A part is a namespace of the catalog or a dotted path below one ('pages.home'). */
function pick(catalog: Messages, parts: readonly string[]): Messages {
  const picked: Messages = {};
  // A part inside another one given whole is already there (and the catalog is never written to).
  const covered = (part: string) => parts.some((other) => part.startsWith(`${other}.`));
  for (const part of parts.filter((part) => !covered(part))) {
    const path = part.split('.');
    let from: Messages | string | undefined = catalog;
    let into = picked;
    path.forEach((segment, index) => {
      from = typeof from === 'object' ? from[segment] : undefined;
      if (from === undefined) throw new Error(`No catalog part "${part}"`);
      if (index === path.length - 1) into[segment] = from;
      else into = (into[segment] ??= {}) as Messages;
    });
  }
  return picked;
}

// The same object for the same parts: translators are kept per catalog object (translator.ts).
const picked = new Map<string, Messages>();

export function messagesFor(language: Language, parts: readonly string[]): Messages {
  const key = `${language}:${parts.join(',')}`;
  let messages = picked.get(key);
  if (!messages) picked.set(key, (messages = pick(CATALOGS[language], parts)));
  return messages;
}

/** A route's own texts, in the language of its address (/{lang}/…). */
export function pageMessages(params: { lang?: string }, parts: readonly string[]): Messages {
  return messagesFor(parseLanguage(params.lang) ?? DEFAULT_LANGUAGE, parts);
}
