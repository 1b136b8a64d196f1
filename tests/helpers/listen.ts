import type { Server } from 'node:http';
import type { Express } from 'express';

/** Serves an app on a free loopback port and returns its base URL. */
export async function listen(app: Express): Promise<{ baseUrl: string; server: Server; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve) => {
    const started = app.listen(0, '127.0.0.1', () => resolve(started));
  });
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    server,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
