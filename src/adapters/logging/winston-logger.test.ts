import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './winston-logger.ts';

function capture() {
  const stream = new PassThrough();
  const lines: Record<string, unknown>[] = [];
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
  });
  return { stream, lines };
}

describe('winston logger', () => {
  it('adds the request id of the current request to every line', async () => {
    const { stream, lines } = capture();
    const logger = createLogger({ level: 'info', format: 'json', stream });
    logger.withRequestId('req-42', () => logger.info('inside', { path: '/FR' }));
    logger.info('outside');
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines[0]).toMatchObject({ message: 'inside', requestId: 'req-42', path: '/FR' });
    expect(lines[1]).not.toHaveProperty('requestId');
  });

  it('does no work for a line below its level: the access log at the default level is never formatted', async () => {
    const { stream, lines } = capture();
    const logger = createLogger({ level: 'info', format: 'json', stream });
    let formatted = false;
    const probe = {
      toJSON: () => {
        formatted = true;
        return 'probe';
      },
    };
    logger.http('request', { probe });
    logger.debug('detail', { probe });
    logger.warn('kept', { probe: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    expect(formatted).toBe(false);
    expect(lines).toEqual([expect.objectContaining({ message: 'kept', level: 'warn', probe: 1 })]);
  });
});
