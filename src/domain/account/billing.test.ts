import { describe, expect, it } from 'vitest';
import { isSiren, readBilling, sirenOfVatNumber, vatNumberOfSiren } from './billing.ts';

const FORM = {
  email: ' Compta@Iota.example ',
  street: '1 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  country: 'fr',
  siren: '732 829 320',
};

describe('billing details', () => {
  it('checks a SIREN by its Luhn key', () => {
    expect(isSiren('732829320')).toBe(true);
    expect(isSiren('732829321')).toBe(false);
    expect(isSiren('73282932')).toBe(false);
  });

  it('finds the SIREN in a French VAT number whose key is right, only', () => {
    expect(sirenOfVatNumber('FR44 732829320')).toBe('732829320');
    expect(sirenOfVatNumber('FR40732829320')).toBeNull();
    // …and back: the SIREN's own key.
    expect(vatNumberOfSiren('732829320')).toBe('FR44732829320');
    expect(sirenOfVatNumber(vatNumberOfSiren('100712710'))).toBe('100712710');
    expect(sirenOfVatNumber('DE123456789')).toBeNull();
    expect(sirenOfVatNumber('FR44732829321')).toBeNull();
    expect(sirenOfVatNumber(null)).toBeNull();
  });

  it('reads the form: trimmed, the address in lower case, the SIREN without its spaces', () => {
    expect(readBilling(FORM)).toEqual({
      billing: {
        email: 'compta@iota.example',
        street: '1 rue de la Paix',
        postalCode: '75002',
        city: 'Paris',
        country: 'FR',
        siren: '732829320',
        vatNumber: null,
        invoicing: 'delivery',
      },
      errors: [],
    });
  });

  it('takes the company’s EU VAT number, written as VIES writes it, and refuses one of no Member State’s shape', () => {
    expect(readBilling({ ...FORM, country: 'DE', siren: '', vatNumber: ' de 123.456.789 ' })).toMatchObject({
      billing: { vatNumber: 'DE123456789' },
      errors: [],
    });
    expect(readBilling({ ...FORM, vatNumber: 'DE12' }).errors).toEqual([{ field: 'vatNumber', key: 'vatNumberInvalid' }]);
  });

  it('invoices at each delivery unless the month is chosen', () => {
    expect(readBilling({ ...FORM, invoicing: 'monthly' }).billing.invoicing).toBe('monthly');
    expect(readBilling({ ...FORM, invoicing: 'weekly' }).billing.invoicing).toBe('delivery');
  });

  it('asks a French company for its SIREN, and refuses a wrong one; a foreign company may leave it out', () => {
    expect(readBilling({ ...FORM, siren: '' }).errors).toEqual([{ field: 'siren', key: 'required' }]);
    expect(readBilling({ ...FORM, siren: '123456789' }).errors).toEqual([{ field: 'siren', key: 'sirenInvalid' }]);
    expect(readBilling({ ...FORM, country: 'DE', siren: '' })).toMatchObject({ billing: { country: 'DE', siren: null }, errors: [] });
  });

  it('names each field at fault', () => {
    const { errors } = readBilling({ email: 'nope', street: '', postalCode: 'x'.repeat(17), city: 'Paris', country: 'ZZ', siren: '' });
    expect(errors).toEqual([
      { field: 'email', key: 'emailInvalid' },
      { field: 'street', key: 'required' },
      { field: 'postalCode', key: 'tooLong', values: { max: 16 } },
      { field: 'country', key: 'invalid' },
      { field: 'siren', key: 'required' },
    ]);
  });
});
