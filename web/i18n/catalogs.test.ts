import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '#src/domain/language.ts';
import { NOTIFICATION_KINDS } from '#src/domain/notifications/notification.ts';
import { NAMESPACES } from '#src/i18n/namespaces.ts';
import { MARKETING_PAGES } from '../site-pages.ts';

const WEB = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const SRC = path.join(path.dirname(WEB), 'src');
const LOCALES = path.join(SRC, 'i18n', 'locales');

type Tree = { [key: string]: string | Tree };

/** A language's catalog, one file per namespace (src/i18n/namespaces.ts), as one tree. */
function catalog(language: string): Tree {
  return Object.fromEntries(
    NAMESPACES.map((namespace) => [namespace, JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Tree]),
  );
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(name, value);
    else for (const [k, v] of flatten(value, name)) entries.set(k, v);
  }
  return entries;
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const reference = flatten(catalog('fr'));

describe('translation catalogs', () => {
  it.each(LANGUAGES)('%s has one file per namespace, and no other', (language) => {
    expect(readdirSync(path.join(LOCALES, language)).sort()).toEqual(NAMESPACES.map((namespace) => `${namespace}.json`).sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of fr, none empty', (language) => {
    const entries = flatten(catalog(language));
    expect([...entries.keys()].sort()).toEqual([...reference.keys()].sort());
    for (const [key, value] of entries) expect(value.trim(), `${language}:${key}`).not.toBe('');
  });

  // French typography: a narrow no-break space (U+202F) before ? ! : ; % and », after «, and between
  // thousands, so "?" never starts a line alone.
  it('writes French with narrow no-break spaces', () => {
    const loose = [...reference].filter(([, text]) => /[ \u00a0][?!:;%»]|«[ \u00a0]|\d[ \u00a0]\d{3}(?!\d)/.test(text));
    expect(loose.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  // …and never none: "Comparez!" is "Comparez\u202f!". A colon glued to a word is one only before
  // a space or the end (not "https:", "10:00" or "{{time}}"). The spec's English not-found title stays English.
  const ENGLISH_BY_THE_SPEC = new Set(['notFound.title']);
  it('leaves no French ? ! ; or : glued to its word', () => {
    const glued = [...reference].filter(
      ([key, text]) => !ENGLISH_BY_THE_SPEC.has(key) && /[\p{L}\p{N})\]}'’"][?!;]|[\p{L})\]'’"]:(?=\s|$)/u.test(text),
    );
    expect(glued.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });

  it('holds every literal key the pages, the API and the emails ask for', () => {
    const used = [...sourceFiles(WEB), ...sourceFiles(SRC)].flatMap((file) => [
      ...[...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)'/g)].map((match) => match[1]!),
      ...[...readFileSync(file, 'utf8').matchAll(/\btranslate\(\s*\w+,\s*'([\w.]+)'/g)].map((match) => match[1]!),
    ]);
    expect(used.length).toBeGreaterThan(5);
    for (const key of used) expect(reference.has(key), key).toBe(true);
  });

  // Keys built at run time from a union are checked here: a kind added without its label showed
  // its raw key to staff (adminUi.emails.kinds.lead-confirmation).
  it('names every kind of email the admin lists', () => {
    for (const kind of NOTIFICATION_KINDS) expect(reference.has(`adminUi.emails.kinds.${kind}`), kind).toBe(true);
  });

  it('describes every page and names every language', () => {
    const pageKeys = ['home', 'homeVariant', 'admin', ...MARKETING_PAGES.map((page) => page.key)];
    for (const page of pageKeys) {
      for (const field of ['title', 'description', 'heading', 'intro']) {
        expect(reference.has(`pages.${page}.${field}`), `pages.${page}.${field}`).toBe(true);
      }
    }
    for (const language of LANGUAGES) expect(reference.has(`languages.${language}`)).toBe(true);
  });
});
