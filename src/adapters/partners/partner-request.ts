import got from 'got';
import type { z } from 'zod';
import { InvalidPartnerResponse, PartnerError, type PartnerPolicy, partnerPolicy } from './partner-policy.ts';

export interface PartnerCall<T extends z.ZodType> {
  method: 'GET' | 'POST';
  url: string;
  json?: unknown;
  searchParams?: Record<string, string>;
  headers?: Record<string, string>;
  /** What the contract promises; anything else is an InvalidPartnerResponse. */
  response: T;
}

/**
 * A partner's HTTP client: got for the request (its own retries off), the partner policy for
 * timeouts, retries and the circuit breaker, zod for the answer. Any failure surfaces as one
 * PartnerError whose cause is the last attempt's error.
 */
export function partnerRequest(partner: string, policy: PartnerPolicy) {
  const resilience = partnerPolicy(policy);
  return async function call<T extends z.ZodType>(request: PartnerCall<T>): Promise<z.output<T>> {
    try {
      return await resilience.execute(async ({ signal }) => {
        const body = await got(request.url, {
          method: request.method,
          json: request.json,
          searchParams: request.searchParams,
          headers: { accept: 'application/json', ...request.headers },
          retry: { limit: 0 },
          signal,
        }).json<unknown>();
        const parsed = request.response.safeParse(body);
        if (!parsed.success) throw new InvalidPartnerResponse(`unexpected ${partner} answer: ${parsed.error.message}`);
        return parsed.data;
      });
    } catch (error) {
      throw new PartnerError(partner, error);
    }
  };
}
