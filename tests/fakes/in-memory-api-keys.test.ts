import { randomUUID } from 'node:crypto';
import { apiKeysContract } from '../contracts/api-keys-contract.ts';
import { emptyApiKeyData, inMemoryApiKeys } from './in-memory-api-keys.ts';

apiKeysContract('in memory', () => {
  const data = emptyApiKeyData();
  return {
    keys: () => inMemoryApiKeys(data),
    async account(email, accepted) {
      const id = randomUUID();
      data.accounts.set(id, {
        id,
        firstName: 'Claire',
        lastName: 'Martin',
        company: 'Atelier Martin',
        email,
        phone: '+33 4 72 00 00 00',
        accepted,
      });
      return id;
    },
  };
});
