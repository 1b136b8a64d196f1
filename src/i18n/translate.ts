import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createInstance } from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/language.ts';

// Server-side texts (API messages, emails) come from the same catalogs as the pages, through the
// same engine: one i18next instance holding the five languages, French as the fallback.
type Catalog = { [key: string]: string | Catalog };

const LOCALES = fileURLToPath(new URL('../../web/locales/', import.meta.url));
/** A language's catalog, by namespace: one JSON file each (web/locales/{language}/{namespace}.json). */
function catalogOf(language: Language): Record<string, Catalog> {
  const directory = `${LOCALES}${language}/`;
  return Object.fromEntries(
    readdirSync(directory)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(`${directory}${file}`, 'utf8')) as Catalog]),
  );
}

const resources = Object.fromEntries(LANGUAGES.map((language) => [language, catalogOf(language)]));
const i18n = createInstance();
void i18n.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: Object.keys(resources[DEFAULT_LANGUAGE]!),
  defaultNS: false,
  // A key names its namespace first (web/i18n/namespaces.ts): `mail.summary.subject`.
  nsSeparator: '.',
  keySeparator: '.',
  initAsync: false,
  interpolation: { escapeValue: false },
  missingInterpolationHandler: (_text, match: RegExpExecArray) => match[0],
  returnNull: false,
  returnedObjectHandler: (key) => key,
});

/**
 * The catalog text at `key` (dotted) in `language`, falling back to French, then to the key;
 * {{name}} placeholders are filled from `values`.
 */
export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  // Keys built from data (a field's name, a kind of email) are checked by web/locales/catalogs.test.ts.
  return (i18n.t as unknown as (key: string, options: object) => string)(key, { ...values, lng: language });
}
