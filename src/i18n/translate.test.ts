import { describe, expect, it } from 'vitest';
import { translate, translateBuiltKey } from './translate.ts';

describe('translate', () => {
  it('says a catalog text in the language asked, its placeholders filled', () => {
    expect(translate('en', 'requestErrors.badRequest')).not.toBe('requestErrors.badRequest');
    expect(translate('de', 'requestErrors.badRequest')).not.toBe(translate('fr', 'requestErrors.badRequest'));
  });

  it('takes only keys the catalog holds: a made-up one fails tsc', () => {
    // @ts-expect-error -- no such text in the catalog; without the typed key this line compiles and the directive fails tsc
    expect(translate('fr', 'mail.noSuchText')).toContain('noSuchText');
  });

  it('takes a key built from data through its own door, said as its key when the catalog has none', () => {
    expect(translateBuiltKey('en', `countries.${'DE'}`)).toBe('Germany');
    expect(translateBuiltKey('en', 'countries.XX')).toContain('XX');
  });
});
