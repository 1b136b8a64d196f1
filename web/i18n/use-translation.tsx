import { type ReactNode, useContext } from 'react';
import { I18nContext, I18nextProvider } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '#src/domain/language.ts';
import { createTranslator, type Messages, type Translator, translatorFor, translatorOf } from './translator.ts';

// react-i18next carries the page's i18next instance down the tree; each instance belongs to one
// translator (translator.ts), whose `t` keeps the texts already said. Outside a provider (a
// component rendered on its own in a unit test) keys are said as they are.
const outside = createTranslator(DEFAULT_LANGUAGE, {});

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <I18nextProvider i18n={translator.i18n}>{children}</I18nextProvider>;
}

/** A page's own texts (its route's `messages`), looked up before the layout's. */
export function PageTexts({ messages, children }: { messages: Messages; children: ReactNode }) {
  const layout = useTranslation();
  return <TranslationProvider translator={translatorFor(layout.language, messages, layout)}>{children}</TranslationProvider>;
}

/** The page's translator: `t(key, values)` and its `language`. */
export function useTranslation(): Translator & { language: Language } {
  const { i18n } = useContext(I18nContext) ?? {};
  return (i18n && translatorOf(i18n)) ?? outside;
}
