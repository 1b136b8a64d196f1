import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../domain/language.ts';

// Server-side texts (API messages, emails) come from the same catalogs as the pages.
type Catalog = { [key: string]: string | Catalog };

const LOCALES = fileURLToPath(new URL('../../web/locales/', import.meta.url));
const catalogs = Object.fromEntries(
  LANGUAGES.map((language) => [language, JSON.parse(readFileSync(`${LOCALES}${language}/common.json`, 'utf8')) as Catalog]),
) as Record<Language, Catalog>;

/**
 * The catalog text at `key` (dotted) in `language`, falling back to French, then to the key;
 * {{name}} placeholders are filled from `values`.
 */
export function translate(language: Language, key: string, values: Record<string, string | number> = {}): string {
  const find = (catalog: Catalog) =>
    key.split('.').reduce<string | Catalog | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalog);
  const text = find(catalogs[language]) ?? find(catalogs[DEFAULT_LANGUAGE]);
  if (typeof text !== 'string') return key;
  return text.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
