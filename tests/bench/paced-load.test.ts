import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pacedLoad, pacedSlices } from './paced-load.ts';

describe('the paced load of make bench', () => {
  let server: Server;
  let baseUrl: string;
  let answered = 0;

  beforeAll(async () => {
    server = createServer((request, response) => {
      // One stall of the whole process, as a long garbage collection or a blocked loop would be.
      if (++answered === 40) {
        const until = Date.now() + 300;
        while (Date.now() < until);
      }
      response.statusCode = request.url === '/missing' ? 404 : 200;
      response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('charges a stall to every request that was due during it, not only to the one it held', async () => {
    const result = await pacedLoad(baseUrl, () => '/', 200, 1);
    expect(result).toMatchObject({ non2xx: 0, errors: 0 });
    // At 200 requests per second, about sixty were due during the 300 ms stall: the slowest
    // percent waited most of it. A closed loop timing from each send would see one slow answer.
    expect(result.p99).toBeGreaterThanOrEqual(200);
    expect(result.p50).toBeLessThan(result.p99);
  });

  it('counts answers that are not 2xx', async () => {
    const result = await pacedLoad(baseUrl, () => '/missing', 50, 0.2);
    expect(result.non2xx).toBe(10);
  });

  it('adds up runs taken in turns: every latency in one set, the rate over their time', async () => {
    const quick = await pacedLoad(baseUrl, () => '/', 50, 0.2);
    const missing = await pacedLoad(baseUrl, () => '/missing', 50, 0.2);
    const both = pacedSlices([quick, missing]);
    expect(both.latencies).toHaveLength(20);
    expect(both.non2xx).toBe(10);
    expect(both.seconds).toBeCloseTo(quick.seconds + missing.seconds);
    expect(both.p99).toBe(Math.round(Math.max(...quick.latencies, ...missing.latencies) * 10) / 10);
  });
});
