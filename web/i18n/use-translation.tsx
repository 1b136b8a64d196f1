import { createContext, type ReactNode, useContext } from 'react';
import { DEFAULT_LANGUAGE } from '#src/domain/language.ts';
import { createTranslator, type Messages, type Translator, translatorFor } from './translator.ts';

// Outside a provider (a component rendered on its own in a unit test) keys are said as they are.
const TranslatorContext = createContext<Translator>(createTranslator(DEFAULT_LANGUAGE, {}));

export function TranslationProvider({ translator, children }: { translator: Translator; children: ReactNode }) {
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** A page's own texts (its route's `messages`), looked up before the layout's. */
export function PageTexts({ messages, children }: { messages: Messages; children: ReactNode }) {
  const layout = useContext(TranslatorContext);
  return <TranslationProvider translator={translatorFor(layout.language, messages, layout)}>{children}</TranslationProvider>;
}

/** The page's translator: `t(key, values)` and its `language`. */
export function useTranslation(): Translator {
  return useContext(TranslatorContext);
}
