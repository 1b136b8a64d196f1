import { describe, expect, it } from 'vitest';
import type { InboundFile } from '../../ports/inbound-invoice-channel.ts';
import { makePurchasing } from './purchasing.ts';

/** A file of the inbound channel that remembers what became of it. */
function inbound(name: string) {
  const fate: string[] = [];
  const file: InboundFile = {
    name,
    bytes: new TextEncoder().encode('<Invoice/>'),
    received: async () => void fate.push('received'),
    refused: async (why) => void fate.push(`refused: ${why}`),
    release: async () => void fate.push('released'),
  };
  return { file, fate };
}

describe('the inbound invoices', () => {
  it('put back this file and the rest of the batch when the database is away, so the next run reads them', async () => {
    const [first, second, third] = [inbound('a.xml'), inbound('b.xml'), inbound('c.xml')];
    let calls = 0;
    // The first file is refused (its own fault); the second meets a database away.
    const purchasing = makePurchasing({
      channel: { source: '', take: async () => [first.file, second.file, third.file] },
      read: async () => {
        calls += 1;
        if (calls === 1) return { format: null, problem: 'unreadable' as const, data: null };
        throw new Error('Connection terminated');
      },
      purchases: {},
    } as never);
    await expect(purchasing.receiveInbound()).rejects.toThrow('Connection terminated');
    expect(first.fate).toEqual(['refused: unreadable']);
    expect(second.fate).toEqual(['released']);
    expect(third.fate).toEqual(['released']);
  });
});
