import { describe, expect, it } from 'vitest';
import type { AccountPerson } from '../../ports/business-accounts.ts';
import { type AccountFeature, NotAccountOwner, accountMay, companyFor } from './account-policy.ts';

const owner: AccountPerson = { id: 'p-1', accountId: 'a-1', email: 'o@alpha.example', role: 'owner', company: 'Alpha' };
const member: AccountPerson = { ...owner, id: 'p-2', email: 'm@alpha.example', role: 'member' };
const FEATURES: AccountFeature[] = ['managePeople', 'manageIntegrations', 'manageBilling'];

describe("a business account's policy", () => {
  it.each(FEATURES)('lets its owner %s, for the owner’s company only', (feature) => {
    expect(accountMay(owner, feature)).toBe(true);
    expect(companyFor(owner, feature)).toBe('a-1');
  });

  it.each(FEATURES)('refuses a member %s with NotAccountOwner', (feature) => {
    expect(accountMay(member, feature)).toBe(false);
    expect(() => companyFor(member, feature)).toThrow(NotAccountOwner);
  });
});
