import type { Language } from '#src/domain/language.ts';
import type { Messages } from './translator.ts';
import de from '../locales/de/common.json';
import en from '../locales/en/common.json';
import es from '../locales/es/common.json';
import fr from '../locales/fr/common.json';
import it from '../locales/it/common.json';

type Catalog = typeof fr;

// Server only: each page receives the catalog of its own language, never all five, and only
// the parts a browser can show: emails are written on the server, the back office's texts go
// to the back office alone.
const CATALOGS: Record<Language, Catalog> = { fr, en, de, es, it };
const SERVER_ONLY = ['mail', 'requestErrors'] as const;
const BACK_OFFICE = ['admin', 'adminUi'] as const;

function without(catalog: Catalog, parts: readonly string[]): Partial<Catalog> {
  return Object.fromEntries(Object.entries(catalog).filter(([part]) => !parts.includes(part)));
}

const PUBLIC = Object.fromEntries(
  Object.entries(CATALOGS).map(([language, catalog]) => [language, without(catalog, [...SERVER_ONLY, ...BACK_OFFICE])]),
);
const STAFF = Object.fromEntries(Object.entries(CATALOGS).map(([language, catalog]) => [language, without(catalog, SERVER_ONLY)]));

export function messagesFor(language: Language, forBackOffice = false): Messages {
  return (forBackOffice ? STAFF : PUBLIC)[language] as Messages;
}
