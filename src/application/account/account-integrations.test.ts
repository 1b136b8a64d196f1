import { describe, expect, it } from 'vitest';
import type { ApiKeyRecord } from '../../ports/api-keys.ts';
import type { AccountPerson } from '../../ports/business-accounts.ts';
import type { StaffSession } from '../../ports/staff-auth.ts';
import type { Actor } from '../actor.ts';
import { makeAccountIntegrations } from './account-integrations.ts';

const ALPHA = '11111111-1111-4111-8111-111111111111';
const BETA = '22222222-2222-4222-8222-222222222222';
const PENDING = '33333333-3333-4333-8333-333333333333';
const KEY_OF_BETA = '44444444-4444-4444-8444-444444444444';
const person = (role: 'owner' | 'member'): Actor => ({
  kind: 'person',
  person: { id: 'p', accountId: ALPHA, email: 'o@alpha.example', role, company: 'Alpha' } satisfies AccountPerson,
});
const staff: Actor = { kind: 'staff', staff: { userId: 'u', username: 'agent' } as StaffSession };

function integrations() {
  const issued: string[] = [];
  const revoked: string[] = [];
  const keyOf = (id: string, accountId: string) => ({ id, accountId, name: id, revokedAt: null }) as unknown as ApiKeyRecord;
  const built = makeAccountIntegrations({
    apiKeys: { list: async (accountId) => (accountId === BETA ? [keyOf(KEY_OF_BETA, BETA)] : []) },
    endpoints: { list: async () => [], remove: async () => true },
    issueKey: async ({ accountId }) => (issued.push(accountId!), { key: 'flk_x', record: keyOf('new', accountId!) }),
    revokeKey: async (id) => (revoked.push(id), true),
    registerWebhook: async () => {
      throw new Error('not in these tests');
    },
    isAccountAccepted: async (accountId) => accountId !== PENDING,
  });
  return { built, issued, revoked };
}

describe("a business account's keys and receivers, one build for its owner and for staff", () => {
  it('issue its owner a key for the company only, whatever account is named; staff for the account named', async () => {
    const { built, issued } = integrations();
    await built.issueKey(person('owner'), { accountId: BETA, name: 'ERP' });
    await built.issueKey(staff, { accountId: BETA, name: 'ERP' });
    expect(issued).toEqual([ALPHA, BETA]);
  });

  it('refuse a member and nobody as if there were nothing there, and staff an account not accepted or not named', async () => {
    const { built } = integrations();
    await expect(built.keys(person('member'))).rejects.toMatchObject({ code: 'notAccountOwner' });
    await expect(built.issueKey({ kind: 'nobody' }, { name: 'x' })).rejects.toMatchObject({ code: 'notAccountOwner' });
    await expect(built.issueKey(staff, { accountId: PENDING, name: 'x' })).rejects.toMatchObject({
      code: 'accountNotApproved',
      about: 'apiKey',
    });
    await expect(built.keys(staff, 'not an id')).rejects.toMatchObject({ code: 'staffRecordNotFound', record: 'account' });
  });

  it('revoke another company’s key for staff, never for an owner', async () => {
    const { built, revoked } = integrations();
    expect(await built.revokeKey(person('owner'), KEY_OF_BETA)).toBe(false);
    expect(await built.revokeKey(staff, KEY_OF_BETA)).toBe(true);
    expect(revoked).toEqual([KEY_OF_BETA]);
  });
});
