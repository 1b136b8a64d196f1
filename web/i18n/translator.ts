import type { i18n as I18n, TOptions } from 'i18next';
import type { Language } from '#src/domain/language.ts';
import { createCatalogInstance, type TextKey } from '#src/i18n/catalog-instance.ts';
import { NAMESPACES } from '#src/i18n/namespaces.ts';

/** A page's texts: the catalog of its language (src/i18n/locales), by namespace, then nested by part. */
export type Messages = { [key: string]: string | Messages };

export type { TextKey };

/** `t(key, values)`: i18next's, its keys checked against the catalog; always a text. */
export type TFunction = (key: TextKey, options?: TOptions) => string;

/** `t` as i18next calls it inside: any string. */
type UntypedT = (key: string, options?: object) => string;

export interface Translator {
  language: Language;
  t: TFunction;
  /** the i18next instance behind `t`, for react-i18next's provider */
  i18n: I18n;
  /** the texts it was made from (a page's translator falls back to its layout's) */
  messages: Messages;
}

/**
 * The pages' translator: i18next over the texts a page carries, each in its namespace (a key's
 * first part), the page's own over the layout's, {{name}} placeholders filled.
 *
 * i18next's `t` parses the key, walks the resource store, runs the interpolator and the nesting
 * pass on every call: a quarter of a throttled phone's first tap when it served the hundreds of
 * texts of a page (ADR 0016). A text asked for without values is the same every time, so it is
 * asked of i18next once per translator and kept (ADR 0019).
 */
export function createTranslator(language: Language, messages: Messages, layout?: Translator): Translator {
  const i18n = createCatalogInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: layout ? merged(layout.messages, messages) : messages },
    ns: [...NAMESPACES],
    returnEmptyString: true,
    // A part of the catalog asked for as a text, or a text neither holds: said as its key.
    returnedObjectHandler: (key, _value, options) => missing(typeof options.ns === 'string' ? `${options.ns}.${key}` : key),
    // The namespace is put back in front of a missing key, as written (a bare namespace has none).
    parseMissingKeyHandler: (key, defaultValue) => defaultValue ?? missing(key.replace(/^undefined\./, '')),
    appendNamespaceToMissingKey: true,
  });
  const said = new Map<string, string>();
  const say = i18n.t as unknown as UntypedT;
  const t: UntypedT = (key, options) => {
    if (options) return say(key, options);
    let text = said.get(key);
    if (text === undefined) said.set(key, (text = say(key)));
    return text;
  };
  const translator = { language, t: t as unknown as TFunction, i18n, messages };
  byInstance.set(i18n, translator);
  return translator;
}

/** Each i18next instance's translator: react-i18next hands the instance down the tree. */
const byInstance = new WeakMap<I18n, Translator>();

export function translatorOf(i18n: I18n): Translator | undefined {
  return byInstance.get(i18n);
}

/** The layout's texts with the page's over them, namespace by namespace, part by part. */
function merged(under: Messages, over: Messages): Messages {
  const result: Messages = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = typeof value === 'object' && typeof below === 'object' ? merged(below, value) : value;
  }
  return result;
}

const reported = new Set<string>();

/**
 * A page said a text its catalog parts do not hold (web/i18n/text-parts.ts): it shows the key.
 * Said in the browser's console, where the browser tests fail on any error.
 */
function missing(key: string): string {
  if (typeof window !== 'undefined' && !reported.has(key)) {
    reported.add(key);
    console.error(`Missing text "${key}": add its part to the page's texts (web/i18n/text-parts.ts)`);
  }
  return key;
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
