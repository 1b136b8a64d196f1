import { describe, expect, it } from 'vitest';
import { languageOfPath, parseLanguage, pathInLanguage } from './language.ts';

describe('language prefix (spec §2)', () => {
  it('matches FR, EN, DE, ES, IT case-insensitively', () => {
    expect(parseLanguage('FR')).toBe('fr');
    expect(parseLanguage('en')).toBe('en');
    expect(parseLanguage('De')).toBe('de');
    expect(parseLanguage('eS')).toBe('es');
    expect(parseLanguage('IT')).toBe('it');
  });

  it('falls back to French when the segment is absent or unknown', () => {
    expect(languageOfPath('/')).toBe('fr');
    expect(languageOfPath('/NL/landing-page-demo')).toBe('fr');
    expect(languageOfPath('/landing-page-demo')).toBe('fr');
    expect(languageOfPath('/de/SPL')).toBe('de');
  });

  it('replaces the language segment, or adds it at the front', () => {
    expect(pathInLanguage('/FR/landing-page-demo', 'de')).toBe('/DE/landing-page-demo');
    expect(pathInLanguage('/en', 'it')).toBe('/IT');
    expect(pathInLanguage('/', 'es')).toBe('/ES');
    expect(pathInLanguage('/landing-page-demo', 'en')).toBe('/EN/landing-page-demo');
  });
});
