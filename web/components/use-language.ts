import { useTranslation } from '#web/i18n/use-translation.tsx';
import { languagePrefix, type Language } from '#src/domain/language.ts';

/** The page's language and the prefix of its links (/FR, /EN…). */
export function useLanguage(): { language: Language; home: string } {
  const { language } = useTranslation();
  return { language, home: languagePrefix(language) };
}
