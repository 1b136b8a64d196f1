import { describe, expect, it } from 'vitest';
import pages from '#src/i18n/locales/fr/pages.json';
import brand from '#src/i18n/locales/fr/brand.json';
import landing from '#src/i18n/locales/fr/landing.json';
import { catalogOf } from './catalogs.ts';
import { messagesFor, pageMessages } from './catalogs.server.ts';
import { BACK_OFFICE_TEXTS, LAYOUT_TEXTS, landingTexts, QUOTE_TOOL_TEXTS } from './text-parts.ts';

describe('the texts a page carries', () => {
  it('holds only the parts asked for, whole parts and paths below one', () => {
    const messages = messagesFor('fr', ['brand', 'pages.home.heading', 'landing.cookies']);
    expect(messages).toEqual({
      brand,
      pages: { home: { heading: pages.home.heading } },
      landing: { cookies: landing.cookies },
    });
  });

  it('takes a path inside a part given whole from that part, and never writes into the catalog', () => {
    const before = JSON.stringify(pages.home);
    const messages = messagesFor('fr', ['pages.home.heading', 'pages.home']);
    expect(messages).toEqual({ pages: { home: pages.home } });
    expect(JSON.stringify(pages.home)).toBe(before);
  });

  it('gives the same object for the same parts, so the translator is built once', () => {
    expect(messagesFor('de', LAYOUT_TEXTS)).toBe(messagesFor('de', LAYOUT_TEXTS));
    expect(pageMessages({ lang: 'DE' }, QUOTE_TOOL_TEXTS)).toBe(messagesFor('de', QUOTE_TOOL_TEXTS));
    expect(pageMessages({ lang: 'xx' }, QUOTE_TOOL_TEXTS)).toBe(messagesFor('fr', QUOTE_TOOL_TEXTS));
  });

  it('refuses a part the catalog does not have', () => {
    expect(() => messagesFor('fr', ['landing.nowhere'])).toThrow('No catalog part "landing.nowhere"');
  });

  it('keeps emails, API messages and the back office out of public pages, and other pages’ texts out of a landing page', () => {
    const layout = messagesFor('fr', LAYOUT_TEXTS) as Record<string, Record<string, unknown>>;
    for (const part of ['mail', 'requestErrors', 'admin', 'adminUi', 'pages', 'quoteErrors']) expect(layout).not.toHaveProperty(part);
    expect(Object.keys(layout.booking!).sort()).toEqual(['contact', 'form']);
    const landing = messagesFor('fr', landingTexts('transportUrgent')) as { pages: Record<string, unknown> };
    expect(Object.keys(landing.pages).sort()).toEqual(['home', 'transportUrgent']);
    expect(messagesFor('fr', BACK_OFFICE_TEXTS)).toHaveProperty('adminUi');
  });

  it('is much smaller than the whole catalog on every kind of page', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    const whole = size(catalogOf('fr'));
    expect(size(messagesFor('fr', LAYOUT_TEXTS)) + size(messagesFor('fr', [...landingTexts('home'), ...QUOTE_TOOL_TEXTS]))).toBeLessThan(
      whole * 0.75,
    );
  });
});
