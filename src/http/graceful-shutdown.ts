import type { Server } from 'node:http';
import type { Logger } from '../ports/logger.ts';

/**
 * Stops accepting connections, lets in-flight requests finish (closing idle keep-alive sockets
 * at once), forces the rest after `timeoutMs`, then releases resources such as the pool.
 */
export async function closeGracefully(
  server: Server,
  options: { timeoutMs: number; logger: Logger; release: () => Promise<void> },
): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection becomes idle when its last response ends: close it then rather
  // than waiting for the keep-alive timeout.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  const force = setTimeout(() => {
    options.logger.warn('shutdown timeout reached, closing remaining connections');
    server.closeAllConnections();
  }, options.timeoutMs);
  force.unref();
  await closed;
  clearInterval(sweep);
  clearTimeout(force);
  await options.release();
}
