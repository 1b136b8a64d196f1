import { describe, expect, it } from 'vitest';
import { placeClues } from './typed-place.ts';

describe('placeClues', () => {
  it('reads a postal code and a town', () => {
    expect(placeClues({ location: '59100 Roubaix', country: 'FR' })).toEqual({ postalCodes: ['59100'], names: ['roubaix'] });
  });

  it('reads a street address with the country code at the end', () => {
    expect(placeClues({ location: '12 rue de Lille, 59100 Roubaix, FR', country: 'FR' })).toEqual({
      postalCodes: ['59100'],
      names: ['roubaix', 'de lille', 'lille'],
    });
  });

  it('tries the last words of a line without a comma as the town, longest first', () => {
    // "12 rue" is a street without its town, not a street in Rue (Somme).
    expect(placeClues({ location: '12 rue', country: 'FR' }).names).toEqual([]);
    expect(placeClues({ location: '12 rue Garibaldi Lyon', country: 'FR' }).names).toEqual(['garibaldi lyon', 'lyon']);
  });

  it('puts the fields the form sent before what the text says', () => {
    expect(placeClues({ location: 'Lille', zipCode: '59000', city: 'Lille', country: 'FR' })).toEqual({
      postalCodes: ['59000'],
      names: ['lille'],
    });
  });

  it('reads foreign formats: D-70173, 00-950, a town alone', () => {
    expect(placeClues({ location: 'D-70173 Stuttgart', country: 'DE' }).postalCodes).toEqual(['70173']);
    expect(placeClues({ location: '00-950 Warszawa', country: 'PL' }).postalCodes).toEqual(['00950']);
    expect(placeClues({ location: 'München', country: 'DE' })).toEqual({ postalCodes: [], names: ['munchen'] });
  });
});
