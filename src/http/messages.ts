import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, parseLanguage } from '../domain/language.ts';

// The BFF answers in the visitor's language from the same catalogs as the pages.
type Catalog = { [key: string]: string | Catalog };

const LOCALES = fileURLToPath(new URL('../../web/locales/', import.meta.url));
const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(`${LOCALES}${language}/common.json`, 'utf8')) as Catalog]),
) as Record<Language, Catalog>;

/** The catalog text at `key` (dotted) in `language`, falling back to French, then to the key. */
export function translate(language: Language, key: string): string {
  const find = (catalog: Catalog) =>
    key.split('.').reduce<string | Catalog | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalog);
  const text = find(catalogs[language]) ?? find(catalogs[DEFAULT_LANGUAGE]);
  return typeof text === 'string' ? text : key;
}

/** The language a request speaks: an explicit one, else Accept-Language's first known, else French. */
export function requestLanguage(explicit: unknown, acceptLanguage: string | undefined): Language {
  const chosen = typeof explicit === 'string' ? parseLanguage(explicit) : undefined;
  if (chosen) return chosen;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = parseLanguage(part.trim().slice(0, 2));
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
