import { ConsecutiveBreaker, TimeoutStrategy, circuitBreaker, handleAll, timeout, wrap } from 'cockatiel';
import type { VatNumberRegistry } from '../../ports/vat-number-registry.ts';

/**
 * No VIES reachable from here: every number is "not verified", the reverse charge applies on its
 * shape alone and agents see "to verify" (ADR 0031). A VIES adapter replaces it behind the same port.
 */
export const unverifiedVatNumbers: VatNumberRegistry = { status: async () => 'unverified' };

/**
 * A registry asked within `timeoutMs`, and not asked at all for a while after five failures in a
 * row: a quote never waits on VIES, and a number it could not check is "not verified".
 */
export function resilientVatNumberRegistry(registry: VatNumberRegistry, options: { timeoutMs: number }): VatNumberRegistry {
  const policy = wrap(
    circuitBreaker(handleAll, { halfOpenAfter: 60_000, breaker: new ConsecutiveBreaker(5) }),
    timeout(options.timeoutMs, TimeoutStrategy.Aggressive),
  );
  return {
    async status(vatNumber) {
      try {
        return await policy.execute(({ signal }) => (signal.aborted ? Promise.resolve('unverified' as const) : registry.status(vatNumber)));
      } catch {
        return 'unverified';
      }
    },
  };
}
