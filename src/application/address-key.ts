import type { Secrets } from '../ports/staff-auth.ts';

/** How a visitor's address is counted in limits: a digest, never the address itself. */
export function addressKey(secrets: Secrets, address: string): string {
  return secrets.digest(address).slice(0, 40);
}
