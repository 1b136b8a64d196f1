import type { Language } from '#src/domain/language.ts';
import type { Messages } from './translator.ts';

// Every namespace of every language (src/i18n/locales/{language}/{namespace}.json), read by the build.
const files = import.meta.glob<Messages>('../../src/i18n/locales/*/*.json', { eager: true, import: 'default' });

/** A language's whole catalog, by namespace: `{ booking: {…}, header: {…}, … }`. */
export function catalogOf(language: Language): Messages {
  const catalog: Messages = {};
  for (const [file, texts] of Object.entries(files)) {
    const [, fileLanguage, namespace] = /\/locales\/(\w+)\/(\w+)\.json$/.exec(file) ?? [];
    if (fileLanguage === language && namespace) catalog[namespace] = texts;
  }
  return catalog;
}
