import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../ports/admin-read-model.ts';
import { makeIsAccountAccepted } from './read-records.ts';

const entry = (status: AuditEntry['status']): AuditEntry => ({ status, note: null, changedBy: 'agent', changedAt: new Date(0) });

describe('whether a business account is accepted', () => {
  it('reads the latest status of the account request (newest first): won, and not since moved back', async () => {
    const histories: Record<string, AuditEntry[]> = {
      accepted: [entry('won'), entry('new')],
      reopened: [entry('contacted'), entry('won')],
      fresh: [],
    };
    const readModel = {
      list: async () => never(),
      eachBatch: async () => never(),
      history: async (_type: string, id: string) => histories[id] ?? [],
    };
    const accepted = makeIsAccountAccepted({ readModel });
    expect(await accepted('accepted')).toBe(true);
    expect(await accepted('reopened')).toBe(false);
    expect(await accepted('fresh')).toBe(false);
  });
});

function never(): never {
  throw new Error('not read');
}
