import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportPhoneFor } from './domain/operator.ts';
import { exampleFieldsOf, loadOperatorIdentity } from './operator-identity.ts';

const shipped = { phone: '+33 1 99 00 24 24', email: 'contact@flash.localhost' };

async function operatorFile(content: unknown) {
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'operator-')), 'operator.json');
  await writeFile(file, JSON.stringify(content));
  return file;
}

describe('the operator identity', () => {
  it('names every example value the shipped file and contacts still hold', () => {
    const operator = loadOperatorIdentity('config/operator.json', shipped);
    expect(exampleFieldsOf(operator)).toEqual(['registration', 'vatNumber', 'siren', 'address', 'phone', 'email', 'bankAccount']);
  });

  it("finds none in an operator's own identity, and gives a language its local line", async () => {
    const file = await operatorFile({
      name: 'Transports Rapides SAS',
      address: '8 quai Perrache, 69002 Lyon, France',
      registration: 'RCS Lyon 512 345 678',
      vatNumber: 'FR12512345678',
      phonesByLanguage: { de: '+49 69 1234 5678' },
      siren: '512345678',
      shareCapital: 'SAS au capital de 50 000 €',
      postalAddress: { street: '8 quai Perrache', postalCode: '69002', city: 'Lyon', country: 'FR' },
    });
    const operator = loadOperatorIdentity(file, { phone: '+33 4 72 00 11 22', email: 'contact@transports-rapides.fr' });
    expect(exampleFieldsOf(operator)).toEqual([]);
    expect(supportPhoneFor(operator, 'de')).toBe('+49 69 1234 5678');
    expect(supportPhoneFor(operator, 'it')).toBe('+33 4 72 00 11 22');
  });

  it('refuses a file that misses a field, naming it', async () => {
    const file = await operatorFile({
      name: 'Transports Rapides SAS',
      address: '8 quai Perrache, Lyon',
      registration: 'RCS Lyon 512 345 678',
    });
    expect(() => loadOperatorIdentity(file, shipped)).toThrow(/vatNumber/);
  });
});
