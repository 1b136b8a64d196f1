import { useTranslation } from 'react-i18next';
import { languagePrefix, parseLanguage, DEFAULT_LANGUAGE, type Language } from '#src/domain/language.ts';

/** The page's language and the prefix of its links (/FR, /EN…). */
export function useLanguage(): { language: Language; home: string } {
  const { i18n } = useTranslation();
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  return { language, home: languagePrefix(language) };
}
