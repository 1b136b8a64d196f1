import { hash, verify } from '@node-rs/argon2';
import type { PasswordHasher } from '../../ports/staff-auth.ts';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes, 1 lane): the library's defaults.
export const argon2Hasher: PasswordHasher = {
  hash: (password) => hash(password, { algorithm: 2 /* Argon2id */ }),
  async verify(stored, password) {
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  },
};
