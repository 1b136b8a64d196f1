import type { Language } from '../../src/domain/language.ts';
import type { Messages } from './i18n.ts';
import de from '../locales/de/common.json';
import en from '../locales/en/common.json';
import es from '../locales/es/common.json';
import fr from '../locales/fr/common.json';
import it from '../locales/it/common.json';

// Server only: each page receives the catalog of its own language, never all five.
const CATALOGS: Record<Language, Messages> = {
  fr: { common: fr },
  en: { common: en },
  de: { common: de },
  es: { common: es },
  it: { common: it },
};

export function messagesFor(language: Language): Messages {
  return CATALOGS[language];
}
