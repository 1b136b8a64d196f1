import type { Language } from '#src/domain/language.ts';

/** A page's texts: the catalog of its language (web/locales), nested by part. */
export type Messages = { [key: string]: string | Messages };

/** Values for the {{name}} placeholders; `defaultValue` is said when the key is missing. */
export type TranslateOptions = { defaultValue?: string } & Record<string, unknown>;
export type TFunction = (key: string, options?: TranslateOptions) => string;

export interface Translator {
  language: Language;
  t: TFunction;
  /** The text of a key, or undefined when neither these texts nor the layout's hold it. */
  lookUp: (key: string) => string | undefined;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/**
 * The pages' translator: a dotted key looked up in the catalog, {{name}} placeholders filled.
 * That is all the catalogs use (no plurals, nesting or formats: the five catalogs are checked by
 * catalogs.test.ts), and it costs a lookup per text, where i18next's `t` took a quarter of the
 * first tap's script time under mobile throttling (ADR 0016).
 */
export function createTranslator(language: Language, messages: Messages, layout?: Translator): Translator {
  const found = new Map<string, string | undefined>();
  const lookUp = (key: string): string | undefined => {
    if (found.has(key)) return found.get(key);
    let node: string | Messages | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    const text = typeof node === 'string' ? node : layout?.lookUp(key);
    found.set(key, text);
    return text;
  };
  const t: TFunction = (key, options) => {
    const held = lookUp(key);
    if (held === undefined && options?.defaultValue === undefined) reportMissing(key);
    const text = held ?? options?.defaultValue ?? key;
    if (!options || !text.includes('{{')) return text;
    return text.replace(PLACEHOLDER, (placeholder, name: string) => (options[name] === undefined ? placeholder : String(options[name])));
  };
  return { language, t, lookUp };
}

const reported = new Set<string>();

/**
 * A page said a text its catalog parts do not hold (web/i18n/text-parts.ts): it shows the key.
 * Said in the browser's console, where the browser tests fail on any error.
 */
function reportMissing(key: string) {
  if (typeof window === 'undefined' || reported.has(key)) return;
  reported.add(key);
  console.error(`Missing text "${key}": add its part to the page's texts (web/i18n/text-parts.ts)`);
}

const translators = new WeakMap<Messages, Translator>();

/**
 * One translator per catalog object: the server's render and the browser's hydration share it.
 * A page's own texts (its route's data) are looked up first, then the layout's (the root's).
 */
export function translatorFor(language: Language, messages: Messages, layout?: Translator): Translator {
  let translator = translators.get(messages);
  if (!translator) translators.set(messages, (translator = createTranslator(language, messages, layout)));
  return translator;
}
