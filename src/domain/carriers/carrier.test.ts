import { describe, expect, it } from 'vitest';
import { type Carrier, type CarrierDocument, carrierFits, documentProblems, documentsExpiringSoon, vigilanceExpiry } from './carrier.ts';

const licence: CarrierDocument = {
  id: 'l',
  kind: 'licence',
  licence: 'community',
  number: 'FR-123',
  issuedOn: '2025-01-01',
  expiresOn: '2030-01-01',
  file: null,
  checked: true,
};
const insurance: CarrierDocument = {
  id: 'i',
  kind: 'insurance',
  insurer: 'Axa',
  coverEuros: 100_000,
  number: 'P-1',
  issuedOn: '2026-01-01',
  expiresOn: '2026-12-31',
  file: null,
  checked: true,
};
const french = { address: { street: '1 rue', postalCode: '69003', city: 'Lyon', country: 'FR' as const } };

describe('documentProblems', () => {
  it('asks a licence and an insurance of every carrier', () => {
    expect(documentProblems({ ...french, documents: [licence, insurance] }, '2026-11-28', 1_000)).toEqual([]);
    expect(documentProblems({ ...french, documents: [licence] }, '2026-11-28', 1_000)).toEqual([{ kind: 'insurance', problem: 'missing' }]);
  });

  it('refuses an expired document, saying since when', () => {
    expect(documentProblems({ ...french, documents: [licence, insurance] }, '2027-01-01', 1_000)).toEqual([
      { kind: 'insurance', problem: 'expired', expiredOn: '2026-12-31' },
    ]);
  });

  it('keeps the latest document of a kind', () => {
    const renewed = { ...insurance, id: 'i2', issuedOn: '2026-12-15', expiresOn: '2027-12-31' };
    expect(documentProblems({ ...french, documents: [licence, insurance, renewed] }, '2027-01-01', 1_000)).toEqual([]);
  });

  it("counts a carrier's own upload only once staff have checked it", () => {
    const uploaded = { ...insurance, id: 'i3', issuedOn: '2026-12-15', expiresOn: '2027-12-31', checked: false };
    expect(documentProblems({ ...french, documents: [licence, insurance, uploaded] }, '2027-01-01', 1_000)).toEqual([
      { kind: 'insurance', problem: 'unchecked' },
    ]);
    expect(documentProblems({ ...french, documents: [licence, uploaded] }, '2026-11-28', 1_000)).toEqual([
      { kind: 'insurance', problem: 'missing' },
    ]);
    expect(documentProblems({ ...french, documents: [licence, insurance, { ...uploaded, checked: true }] }, '2027-01-01', 1_000)).toEqual(
      [],
    );
  });

  it('asks a French carrier its certificate of vigilance once the year reaches 5,000 € with it', () => {
    expect(documentProblems({ ...french, documents: [licence, insurance] }, '2026-11-28', 4_999.99)).toEqual([]);
    expect(documentProblems({ ...french, documents: [licence, insurance] }, '2026-11-28', 5_000)).toEqual([
      { kind: 'vigilance', problem: 'missing' },
    ]);
    const german = { address: { ...french.address, country: 'DE' as const } };
    expect(documentProblems({ ...german, documents: [licence, insurance] }, '2026-11-28', 50_000)).toEqual([]);
  });
});

describe('vigilanceExpiry', () => {
  it('lasts six months', () => {
    expect(vigilanceExpiry('2026-06-15')).toBe('2026-12-14');
    expect(vigilanceExpiry('2026-08-31')).toBe('2027-03-02');
  });
});

describe('documentsExpiringSoon', () => {
  it('warns 14 days ahead', () => {
    expect(documentsExpiringSoon({ documents: [licence, insurance] }, '2026-12-16')).toEqual([]);
    expect(documentsExpiringSoon({ documents: [licence, insurance] }, '2026-12-17')).toEqual([insurance]);
  });
});

describe('carrierFits', () => {
  const carrier: Pick<Carrier, 'vehicleClasses' | 'adr' | 'serves'> = {
    vehicleClasses: ['VL', 'PL9'],
    adr: false,
    serves: ['FR-ARA', 'DE'],
  };
  const job = { vehicleClass: 'VL', dangerous: false, pickupCountry: 'FR' as const, pickupPlace: '69003 Lyon' };

  it('matches the vehicle, the dangerous goods and the pickup region or country', () => {
    expect(carrierFits(carrier, job)).toBe(true);
    expect(carrierFits(carrier, { ...job, vehicleClass: 'SEMI' })).toBe(false);
    expect(carrierFits(carrier, { ...job, dangerous: true })).toBe(false);
    expect(carrierFits(carrier, { ...job, pickupPlace: '75008 Paris' })).toBe(false);
    expect(carrierFits(carrier, { ...job, pickupCountry: 'DE', pickupPlace: '70173 Stuttgart' })).toBe(true);
    expect(carrierFits({ ...carrier, serves: ['FR'] }, { ...job, pickupPlace: '75008 Paris' })).toBe(true);
  });
});
