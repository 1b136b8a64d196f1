import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../ports/logger.ts';
import { closeGracefully } from './graceful-shutdown.ts';

const quiet: Logger = { error() {}, warn() {}, info() {}, http() {}, debug() {}, withRequestId: (_id, work) => work() };

function slowServer(delayMs: number, events: string[] = []) {
  let arrived: () => void = () => {};
  const requestArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = createServer((_req, res) => {
    arrived();
    res.on('finish', () => events.push('response finished'));
    setTimeout(() => res.end('finished'), delayMs);
  });
  return new Promise<{ server: typeof server; url: string; requestArrived: Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (!address || typeof address === 'string') throw new Error('no address');
      resolve({ server, url: `http://127.0.0.1:${address.port}/`, requestArrived });
    });
  });
}

describe('closeGracefully', () => {
  it('lets an in-flight request finish, refuses new ones, then releases resources', async () => {
    const events: string[] = [];
    const { server, url, requestArrived } = await slowServer(150, events);
    const inFlight = fetch(url).then((response) => response.text());
    await requestArrived;

    const closing = closeGracefully(server, {
      timeoutMs: 5_000,
      logger: quiet,
      release: async () => {
        events.push('released');
      },
    });
    await expect(fetch(url)).rejects.toThrow();
    const [body] = await Promise.all([inFlight, closing]);
    expect(body).toBe('finished');
    expect(events).toEqual(['response finished', 'released']);
  });

  it('forces connections closed after the timeout', async () => {
    const { server, url, requestArrived } = await slowServer(10_000);
    const stuck = fetch(url).catch((error: unknown) => error);
    await requestArrived;
    let released = false;
    await closeGracefully(server, { timeoutMs: 100, logger: quiet, release: async () => void (released = true) });
    expect(released).toBe(true);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
