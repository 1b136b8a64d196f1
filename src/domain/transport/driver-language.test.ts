import { describe, expect, it } from 'vitest';
import { driverLanguageOf, languageOfPhone } from './driver-language.ts';
import { publicMove } from './transport-lifecycle.ts';

describe('the driver’s language', () => {
  it.each([
    ['+39 333 123 4567', 'it'],
    ['0039 333 123 4567', 'it'],
    ['+49 151 2345678', 'de'],
    ['+34 612 345 678', 'es'],
    ['+33 6 12 34 56 78', 'fr'],
    ['06 12 34 56 78', 'fr'],
    ['+352 621 123 456', 'fr'],
    ['+48 512 345 678', 'en'],
    ['+44 7700 900123', 'en'],
  ] as const)('%s suggests %s', (phone, language) => {
    expect(languageOfPhone(phone)).toBe(language);
  });

  it('is the one the agent chose, whatever the phone', () => {
    expect(driverLanguageOf({ driverPhone: '+39 333 123 4567', driverLanguage: 'de' })).toBe('de');
    expect(driverLanguageOf({ driverPhone: '+39 333 123 4567' })).toBe('it');
  });
});

describe('what the shipper sees of a booking', () => {
  it('leaves the driver’s language to the agents, as the driver’s stamp', () => {
    const booking = {
      kind: 'book',
      carrier: 'Trasporti Rossi',
      vehicle: 'Furgone',
      registration: 'AB123CD',
      driverFirstName: 'Giulia',
      driverPhone: '+39 333 123 4567',
      driverLanguage: 'it',
      plannedPickup: '2026-11-30T10:00:00+01:00',
    } as const;
    expect(publicMove(booking)).not.toHaveProperty('driverLanguage');
    expect(publicMove(booking)).toMatchObject({ kind: 'book', driverFirstName: 'Giulia' });
  });
});
