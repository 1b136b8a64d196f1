import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_COUNTRIES,
  accountCountryNamed,
  validateAccountRequest,
  validateDemoRequest,
  validateExpertContact,
} from './lead-rules.ts';

describe('lead forms (spec §5 "Other forms")', () => {
  it('has 22 account countries', () => {
    expect(ACCOUNT_COUNTRIES).toHaveLength(22);
  });

  it('names an account country sent by its ISO code, in any case, and leaves a name as it is', () => {
    expect(accountCountryNamed('DE')).toBe('Allemagne');
    expect(accountCountryNamed(' gb ')).toBe('Royaume-Uni');
    expect(accountCountryNamed('Allemagne')).toBe('Allemagne');
    expect(accountCountryNamed('XX')).toBe('XX');
  });

  it('account: every field required, and the privacy and terms box', () => {
    const errors = validateAccountRequest({
      firstName: '',
      lastName: 'Müller',
      email: 'x',
      company: '',
      phone: '',
      country: 'Atlantis',
      language: 'Français',
      hasVat: false,
      acceptsMarketing: false,
      acceptsTerms: false,
    });
    expect(errors).toEqual([
      { field: 'firstName', key: 'required' },
      { field: 'company', key: 'required' },
      { field: 'phone', key: 'required' },
      { field: 'email', key: 'emailInvalid' },
      { field: 'country', key: 'countryInvalid' },
      { field: 'acceptsTerms', key: 'termsRequired' },
    ]);
  });

  it('demo: first name, last name, company, email, phone, and a listed language', () => {
    expect(
      validateDemoRequest({
        firstName: 'Ana',
        lastName: 'García',
        company: 'Logística',
        email: 'ana@example.es',
        phone: '+34',
        language: 'Nederlands',
      }),
    ).toEqual([]);
    expect(
      validateDemoRequest({ firstName: 'Ana', lastName: '', company: 'L', email: 'ana@example.es', phone: '', language: 'Klingon' }).map(
        (e) => e.field,
      ),
    ).toEqual(['lastName', 'phone', 'language']);
  });

  it('expert contact: every field, a professional email in email format', () => {
    expect(
      validateExpertContact({
        firstName: 'Luca',
        lastName: 'Rossi',
        company: 'C',
        sector: 'Équipementier',
        email: 'luca@',
        phone: '+39',
        message: 'Bonjour',
      }),
    ).toEqual([{ field: 'email', key: 'emailInvalid' }]);
  });
});
