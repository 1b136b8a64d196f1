// Spec §2 "Language prefix": the first path segment names the language, compared
// case-insensitively; anything else means French.
export const LANGUAGES = ['fr', 'en', 'de', 'es', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/** The locale numbers, money and dates are written in for each language. */
export const LOCALE_OF: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB', de: 'de-DE', es: 'es-ES', it: 'it-IT' };

export function parseLanguage(segment: unknown): Language | undefined {
  const candidate = typeof segment === 'string' ? segment.toLowerCase() : undefined;
  return LANGUAGES.find((language) => language === candidate);
}

export function languageOfPath(pathname: string): Language {
  return parseLanguage(firstSegment(pathname)) ?? DEFAULT_LANGUAGE;
}

/** The path prefix used in links: upper case, as the spec writes it (/FR, /EN…). */
export function languagePrefix(language: Language): string {
  return `/${language.toUpperCase()}`;
}

/** Changing language replaces the language segment, or adds one at the front. */
export function pathInLanguage(pathname: string, language: Language): string {
  const segments = pathname.split('/').filter(Boolean);
  if (parseLanguage(segments[0])) segments.shift();
  return [languagePrefix(language), ...segments].join('/');
}

function firstSegment(pathname: string): string | undefined {
  return pathname.split('/').find(Boolean);
}
