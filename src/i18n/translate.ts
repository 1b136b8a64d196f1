import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/language.ts';
import { createCatalogInstance, type TextKey } from './catalog-instance.ts';

// Server-side texts (API messages, emails) come from the same catalogs as the pages, through the
// same engine: one i18next instance holding the five languages, French as the fallback.
type Catalog = { [key: string]: string | Catalog };

const LOCALES = fileURLToPath(new URL('./locales/', import.meta.url));
/** A language's catalog, by namespace: one JSON file each (src/i18n/locales/{language}/{namespace}.json). */
function catalogOf(language: Language): Record<string, Catalog> {
  const directory = `${LOCALES}${language}/`;
  return Object.fromEntries(
    readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(`${directory}${file}`, 'utf8')) as Catalog]),
  );
}

const resources = Object.fromEntries(LANGUAGES.map((language) => [language, catalogOf(language)]));
const i18n = createCatalogInstance({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: Object.keys(resources[DEFAULT_LANGUAGE]!),
  returnedObjectHandler: (key) => key,
});

const say = i18n.t as unknown as (key: string, options: object) => string;

/**
 * The catalog text at `key` (dotted) in `language`, falling back to French, then to the key;
 * {{name}} placeholders are filled from `values`. The key is checked by `tsc` against the catalog.
 */
export function translate(language: Language, key: TextKey, values: Record<string, string | number> = {}): string {
  return say(key, { ...values, lng: language });
}

/**
 * The same, for a key built from data (a field's name, a country, a kind of email): `tsc` cannot
 * check it, web/i18n/catalogs.test.ts does, and the domain's texts are written through it.
 */
export function translateBuiltKey(language: Language, key: string, values: Record<string, string | number> = {}): string {
  return say(key, { ...values, lng: language });
}

/** `translate` in one language, for a text of the domain: `tsc` checks that the catalogs have every key the text names. */
export const translatorIn =
  (language: Language) =>
  (key: TextKey, values?: Record<string, string | number>): string =>
    translate(language, key, values);

/** The domain's `t` in a language: it builds keys from data. */
export const builtKeyTranslator =
  (language: Language) =>
  (key: string, values?: Record<string, string | number>): string =>
    translateBuiltKey(language, key, values);
