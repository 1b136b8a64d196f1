import { describe, expect, it } from 'vitest';
import { resilientVatNumberRegistry } from './vat-number-registry.ts';

describe('the VAT number registry, asked with a time limit', () => {
  it('passes on what the registry says', async () => {
    const registry = resilientVatNumberRegistry({ status: async () => 'valid' }, { timeoutMs: 1_000 });
    expect(await registry.status('DE123456789')).toBe('valid');
  });

  it('answers "not verified" when the registry fails or does not answer in time', async () => {
    const failing = resilientVatNumberRegistry({ status: () => Promise.reject(new Error('VIES down')) }, { timeoutMs: 1_000 });
    expect(await failing.status('DE123456789')).toBe('unverified');
    const silent = resilientVatNumberRegistry({ status: () => new Promise(() => {}) }, { timeoutMs: 20 });
    expect(await silent.status('DE123456789')).toBe('unverified');
  });
});
