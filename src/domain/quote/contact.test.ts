import { describe, expect, it } from 'vitest';
import { fullName, validateContact } from './contact.ts';

describe('contact details (spec §5)', () => {
  it('requires first name, last name, company and a valid email; phone is optional', () => {
    expect(validateContact({ firstName: 'Claire', lastName: 'Martin', company: 'Martin SA', email: 'claire@martin.fr' })).toEqual([]);
    expect(validateContact({ firstName: ' ', email: 'not-an-email' })).toEqual([
      { field: 'firstName', key: 'firstNameRequired' },
      { field: 'lastName', key: 'lastNameRequired' },
      { field: 'company', key: 'companyRequired' },
      { field: 'email', key: 'emailInvalid' },
    ]);
    expect(validateContact({ firstName: 'a', lastName: 'b', company: 'c' })).toEqual([{ field: 'email', key: 'emailRequired' }]);
  });

  it('writes the full name first name first', () => {
    expect(fullName({ firstName: ' Claire ', lastName: 'Martin' })).toBe('Claire Martin');
  });
});
