import { createInstance, type i18n as I18n, type InitOptions, type ParseKeys } from 'i18next';
import type { Namespace } from './namespaces.ts';

/** A key of the catalog that names a text (not a part of it), typed from the French catalog (i18next.d.ts). */
export type TextKey = ParseKeys<Namespace[], { returnObjects: false }>;

/**
 * The one way the product makes an i18next instance, on the server (emails, API messages) and in
 * the pages: a key names its namespace first (`mail.summary.subject`), texts are not escaped here
 * (React and the mail layout escape what they write), and a placeholder without a value stays as
 * written. Each caller adds what differs: its resources, its fallback, how it says a missing text.
 */
export function createCatalogInstance(options: InitOptions & Required<Pick<InitOptions, 'lng' | 'resources' | 'ns'>>): I18n {
  const instance = createInstance();
  void instance.init({
    defaultNS: false,
    nsSeparator: '.',
    keySeparator: '.',
    initAsync: false,
    interpolation: { escapeValue: false },
    missingInterpolationHandler: (_text, match: RegExpExecArray) => match[0],
    returnNull: false,
    ...options,
  });
  return instance;
}
