import { rateLimiterContract } from '../contracts/rate-limiter-contract.ts';
import { inMemoryRateLimiter, type RateLimitCounts } from './in-memory-rate-limiter.ts';

rateLimiterContract('in memory', () => {
  const counts: RateLimitCounts = new Map();
  return { limiter: (clock) => inMemoryRateLimiter(clock, counts) };
});
