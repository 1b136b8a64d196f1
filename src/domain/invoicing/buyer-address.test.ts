import { describe, expect, it } from 'vitest';
import { readBuyerAddress } from './buyer-address.ts';

describe('the buyer’s address an invoice names', () => {
  it('reads the record’s form, trimmed', () => {
    expect(readBuyerAddress({ street: ' 3 rue Paul Bert ', postalCode: '69003', city: 'Lyon', country: 'fr' })).toEqual({
      address: { street: '3 rue Paul Bert', postalCode: '69003', city: 'Lyon', country: 'FR' },
      errors: [],
    });
  });

  it('names each field at fault', () => {
    expect(readBuyerAddress({ street: '', postalCode: '1'.repeat(17), city: 'Lyon', country: 'ZZ' }).errors).toEqual([
      { field: 'street', key: 'required' },
      { field: 'postalCode', key: 'tooLong', values: { max: 16 } },
      { field: 'country', key: 'invalid' },
    ]);
  });
});
