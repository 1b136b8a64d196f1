import { createHash, randomBytes } from 'node:crypto';
import type { Secrets } from '../../ports/staff-auth.ts';

export const nodeSecrets: Secrets = {
  randomToken: () => randomBytes(32).toString('base64url'),
  digest: (value) => createHash('sha256').update(value).digest('hex'),
};
