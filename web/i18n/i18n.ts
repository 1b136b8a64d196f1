import { createInstance, type i18n as I18n, type Resource, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '#src/domain/language.ts';

export type Messages = ResourceLanguage;

/**
 * One i18next instance per language and catalog, initialised synchronously so the server
 * renders in the route's language and the browser hydrates the very same text.
 */
const instances = new WeakMap<Messages, I18n>();

export function i18nFor(language: Language, messages: Messages): I18n {
  const cached = instances.get(messages);
  if (cached) return cached;
  const resources: Resource = { [language]: messages };
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    resources,
    defaultNS: 'common',
    fallbackLng: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(messages, instance);
  return instance;
}
