import { describe, expect, it } from 'vitest';
import { vatNumberCountry } from './vat-number.ts';
import { type Buyer, vatTreatment } from './vat-treatment.ts';

const rates = { FR: 0.2, DE: 0.19, IT: 0.22, BE: 0.21 } as const;
const business = (country: Buyer['country'], number?: string): Buyer => ({
  business: true,
  country,
  vatNumber: number ? { number, status: 'unverified' } : null,
});
const privateSender: Buyer = { business: false, country: 'DE' };

describe('VAT by who buys and where the goods go', () => {
  it('a business in France, Paris → Lyon: French VAT 20 %', () => {
    expect(vatTreatment({ from: 'FR', to: 'FR' }, business('FR'), rates)).toEqual({ case: 'french', rate: 0.2, country: 'FR' });
  });

  it('a business in France, Paris → London: exempt, linked to an export', () => {
    expect(vatTreatment({ from: 'FR', to: 'GB' }, business('FR'), rates)).toEqual({ case: 'exempt', rate: 0, country: null });
  });

  it('a private sender, München → Paris: the VAT of where the transport starts, Germany 19 %', () => {
    expect(vatTreatment({ from: 'DE', to: 'FR' }, privateSender, rates)).toEqual({ case: 'departureCountry', rate: 0.19, country: 'DE' });
  });

  it('a business in Germany with its VAT number: reverse charge, no VAT on the offer, the number kept for the agents', () => {
    expect(vatTreatment({ from: 'DE', to: 'FR' }, business('DE', 'DE123456789'), rates)).toEqual({
      case: 'reverseCharge',
      rate: 0,
      country: null,
      vatNumber: { number: 'DE123456789', status: 'unverified' },
    });
  });

  it('a business in Germany without a number, or with one VIES refused: as a private sender', () => {
    expect(vatTreatment({ from: 'DE', to: 'FR' }, business('DE'), rates)).toMatchObject({ case: 'departureCountry', rate: 0.19 });
    const refused: Buyer = { business: true, country: 'DE', vatNumber: { number: 'DE123456789', status: 'invalid' } };
    expect(vatTreatment({ from: 'DE', to: 'FR' }, refused, rates)).toMatchObject({ case: 'departureCountry', rate: 0.19 });
  });

  it('a business in the United Kingdom, Lyon → Milano: outside the scope of French VAT', () => {
    expect(vatTreatment({ from: 'FR', to: 'IT' }, business('GB'), rates)).toEqual({ case: 'outsideScope', rate: 0, country: null });
  });

  it('Monaco is within the French VAT territory', () => {
    expect(vatTreatment({ from: 'MC', to: 'FR' }, business('MC'), rates)).toMatchObject({ case: 'french', rate: 0.2 });
  });
});

describe('the shape of a VAT number', () => {
  it('knows its Member State from a well-formed number, however typed', () => {
    expect(vatNumberCountry('de 123 456 789')).toBe('DE');
    expect(vatNumberCountry('FR40303265045')).toBe('FR');
    expect(vatNumberCountry('EL123456789')).toBe('GR');
    expect(vatNumberCountry('NL123456789B01')).toBe('NL');
  });

  it('refuses a number of the wrong shape or from outside the EU', () => {
    expect(vatNumberCountry('DE12345678')).toBeUndefined();
    expect(vatNumberCountry('GB123456789')).toBeUndefined();
    expect(vatNumberCountry('123456789')).toBeUndefined();
  });
});
