import type { Request } from 'express';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from '../domain/language.ts';

export { translate } from '../i18n/translate.ts';

/** The language a request speaks: an explicit one, else Accept-Language's first known, else the fallback (French). */
export function requestLanguage(explicit: unknown, acceptLanguage: string | undefined, fallback: Language = DEFAULT_LANGUAGE): Language {
  const chosen = typeof explicit === 'string' ? parseLanguage(explicit) : undefined;
  if (chosen) return chosen;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const language = parseLanguage(part.trim().slice(0, 2));
    if (language) return language;
  }
  return fallback;
}

/** The language a caller reads, by its Accept-Language alone: the first we speak, else the fallback. */
export const readerLanguage = (req: Request, fallback: Language = DEFAULT_LANGUAGE): Language =>
  requestLanguage(undefined, req.get('accept-language'), fallback);
