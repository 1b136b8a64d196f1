import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator, translatorFor } from './translator.ts';

const messages = {
  booking: { title: 'Réserver', distance: '{{distance}} km en {{time}}', vehicles: { FRG1: 'Fourgon' } },
  header: { menu: 'Menu' },
};

// These catalogs are made up for the test: their keys are not the product's, so `t` is called untyped.
const untyped = (translator: { t: unknown }) => translator.t as (key: string, options?: object) => string;

describe('the pages’ translator', () => {
  const translator = createTranslator('fr', messages);
  const { language } = translator;
  const t = untyped(translator);

  it('finds a text by its dotted key', () => {
    expect(language).toBe('fr');
    expect(t('booking.title')).toBe('Réserver');
    expect(t('booking.vehicles.FRG1')).toBe('Fourgon');
  });

  it('fills every placeholder, numbers included, and leaves one without a value as written', () => {
    expect(t('booking.distance', { distance: 840, time: '8 h 25' })).toBe('840 km en 8 h 25');
    expect(t('booking.distance', { distance: 840 })).toBe('840 km en {{time}}');
  });

  it('says the default value, else the key, for a missing text or a part of the catalog', () => {
    expect(t('booking.vehicles.XYZ', { defaultValue: 'Camion' })).toBe('Camion');
    expect(t('booking.missing')).toBe('booking.missing');
    expect(t('booking')).toBe('booking');
    expect(t('header.menu.deeper')).toBe('header.menu.deeper');
  });

  it('is built once per catalog, so the server and the browser share one', () => {
    expect(translatorFor('fr', messages)).toBe(translatorFor('fr', messages));
    expect(translatorFor('en', { ...messages })).not.toBe(translatorFor('fr', messages));
  });
});

describe('a page’s own texts over the layout’s', () => {
  const layout = createTranslator('fr', { brand: { name: 'Fretlink' }, header: { menu: 'Menu' } });
  const page = createTranslator('fr', { header: { menu: 'Menu de la page' }, booking: { title: 'Réserver' } }, layout);

  afterEach(() => vi.unstubAllGlobals());

  it('looks in the page’s texts first, then in the layout’s', () => {
    expect(untyped(page)('booking.title')).toBe('Réserver');
    expect(untyped(page)('brand.name')).toBe('Fretlink');
    expect(untyped(page)('header.menu')).toBe('Menu de la page');
    expect(untyped(layout)('booking.title')).toBe('booking.title');
  });

  it('says in the browser’s console, once, a text that neither holds', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('window', {});
    expect(untyped(page)('pages.transportUrgent.heading')).toBe('pages.transportUrgent.heading');
    untyped(page)('pages.transportUrgent.heading');
    expect(untyped(page)('booking.vehicles.XYZ', { defaultValue: 'Camion' })).toBe('Camion');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error.mock.calls[0]![0]).toContain('pages.transportUrgent.heading');
    error.mockRestore();
  });
});
