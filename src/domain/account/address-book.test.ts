import { describe, expect, it } from 'vitest';
import { driverNoteOf, placeOf, readAddress } from './address-book.ts';

const form = {
  name: ' Usine de Lyon ',
  street: '12 rue Garibaldi',
  postalCode: '69003',
  city: 'Lyon',
  country: 'fr',
  contactName: 'Mme Durand',
  contactPhone: '+33 6 12 34 56 78',
  openingHours: 'Lun–ven 7h–16h',
  driverNote: 'Quai 3, sonner à l’accueil',
};

describe('an address of the book', () => {
  it('reads a filled form, trimmed, its country in capitals', () => {
    const { address, errors } = readAddress(form);
    expect(errors).toEqual([]);
    expect(address).toMatchObject({ name: 'Usine de Lyon', country: 'FR', postalCode: '69003' });
  });

  it('asks for a name, a street and a town, and refuses what is too long, an unknown country, a phone with letters', () => {
    const { errors } = readAddress({ ...form, name: ' ', street: '', city: 'x'.repeat(101), country: 'ZZ', contactPhone: 'call me' });
    expect(errors).toEqual([
      { field: 'name', key: 'required' },
      { field: 'street', key: 'required' },
      { field: 'city', key: 'tooLong', values: { max: 100 } },
      { field: 'country', key: 'invalid' },
      { field: 'contactPhone', key: 'invalid' },
    ]);
  });

  it('keeps no NUL and takes nothing from a value that is not text', () => {
    const { address } = readAddress({ ...form, driverNote: 'a\0b', contactName: ['x'] });
    expect(address.driverNote).toBe('ab');
    expect(address.contactName).toBe('');
  });

  it('names the place as the quote form does, and tells the driver the contact, the hours and the note, one per line', () => {
    expect(placeOf({ postalCode: '69003', city: 'Lyon' })).toBe('69003 Lyon');
    expect(placeOf({ postalCode: '', city: 'Monaco' })).toBe('Monaco');
    expect(driverNoteOf(readAddress(form).address)).toBe('Mme Durand · +33 6 12 34 56 78\nLun–ven 7h–16h\nQuai 3, sonner à l’accueil');
    expect(driverNoteOf({ contactName: '', contactPhone: '', openingHours: '', driverNote: '' })).toBe('');
  });
});
