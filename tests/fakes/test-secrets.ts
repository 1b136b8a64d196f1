import { nodeSecrets } from '#src/adapters/security/node-secrets.ts';
import type { Secrets } from '#src/ports/staff-auth.ts';

/** The server's secrets under a fixed test key, with tokens and digests a test may pin. */
export const testSecrets = (overrides: Partial<Secrets> = {}): Secrets => ({
  ...nodeSecrets({ current: 'a test key of thirty-two characters!' }),
  ...overrides,
});
