import { describe, expect, it } from 'vitest';
import { splitAddressLine, streetBeforeTown, typedPostalCode } from './address-line.ts';

describe('splitAddressLine', () => {
  it('keeps the street as typed and names the place after the last comma', () => {
    expect(splitAddressLine('12 rue Garibaldi, 69003 Lyon', 'FR')).toEqual({ street: '12 rue Garibaldi', place: '69003 Lyon' });
    expect(splitAddressLine('Königstraße 1, 70173 Stuttgart', 'DE')).toEqual({ street: 'Königstraße 1', place: '70173 Stuttgart' });
    expect(splitAddressLine('Zone industrielle, Bât. C, 12 rue de Lille, 59100 Roubaix, FR', 'FR')).toEqual({
      street: 'Zone industrielle, Bât. C, 12 rue de Lille',
      place: '59100 Roubaix',
    });
  });

  it('reads a street before a postal code without a comma', () => {
    expect(splitAddressLine('12 rue Garibaldi 69003 Lyon', 'FR')).toEqual({ street: '12 rue Garibaldi', place: '69003 Lyon' });
  });

  it('leaves a place alone: a town, a postal code and town, a suggestion with its country code', () => {
    expect(splitAddressLine('Lyon', 'FR')).toEqual({ street: null, place: 'Lyon' });
    expect(splitAddressLine('1000 Bruxelles', 'BE')).toEqual({ street: null, place: '1000 Bruxelles' });
    expect(splitAddressLine('69001 Lyon, FR', 'FR')).toEqual({ street: null, place: '69001 Lyon' });
    expect(splitAddressLine('12 rue Garibaldi Lyon', 'FR')).toEqual({ street: null, place: '12 rue Garibaldi Lyon' });
  });
});

describe('streetBeforeTown', () => {
  it('finds the town at the end of the line, accents and hyphens aside', () => {
    expect(streetBeforeTown('12 rue Garibaldi Lyon', 'Lyon')).toEqual({ street: '12 rue Garibaldi', place: 'Lyon' });
    expect(streetBeforeTown('3 place du Peuple Saint Etienne', 'Saint-Étienne')).toEqual({
      street: '3 place du Peuple',
      place: 'Saint Etienne',
    });
  });

  it('finds no street when the line is the town alone or does not end with it', () => {
    expect(streetBeforeTown('Lyon', 'Lyon')).toEqual({ street: null, place: 'Lyon' });
    expect(streetBeforeTown('1000 Bruxelles', 'Bruxelles')).toEqual({ street: null, place: '1000 Bruxelles' });
    expect(streetBeforeTown('12 rue de Lyon Villeurbanne', 'Lyon')).toEqual({ street: null, place: '12 rue de Lyon Villeurbanne' });
  });
});

describe('typedPostalCode', () => {
  it('reads the code as typed in every country', () => {
    expect(typedPostalCode('28001 Madrid')).toBe('28001');
    expect(typedPostalCode('00-950 Warszawa')).toBe('00950');
    expect(typedPostalCode('Madrid')).toBeNull();
  });
});
