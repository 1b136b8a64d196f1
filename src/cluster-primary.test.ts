import { describe, expect, it } from 'vitest';
import { webConcurrency } from './cluster-primary.ts';

describe('how many server processes', () => {
  const server = 'postgres://app@db:5432/flash';

  it('runs one per core in production on a server database, unless told otherwise', () => {
    expect(webConcurrency({ NODE_ENV: 'production', DATABASE_URL: server, WEB_CONCURRENCY: undefined }, 4)).toBe(4);
    expect(webConcurrency({ NODE_ENV: 'production', DATABASE_URL: server, WEB_CONCURRENCY: 2 }, 8)).toBe(2);
    expect(webConcurrency({ NODE_ENV: 'development', DATABASE_URL: server, WEB_CONCURRENCY: undefined }, 4)).toBe(1);
  });

  it('runs one on the embedded database, whatever is asked', () => {
    expect(webConcurrency({ NODE_ENV: 'production', DATABASE_URL: undefined, WEB_CONCURRENCY: 4 }, 4)).toBe(1);
    expect(webConcurrency({ NODE_ENV: 'production', DATABASE_URL: undefined, WEB_CONCURRENCY: undefined }, 4)).toBe(1);
  });
});
