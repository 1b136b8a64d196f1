import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiKeys } from '#src/ports/api-keys.ts';

// What every ApiKeys promises (src/ports/api-keys.ts), run against the in-memory one and against
// api_keys and account_requests on PostgreSQL: an account found by its email whatever its case,
// accepted only once staff won it, its keys sharing one owner key, a revoked key known as such.

export interface ApiKeysHarness {
  keys(): ApiKeys;
  /** A business account asked for with this email; `accepted`: staff set it to won. */
  account(email: string, accepted: boolean): Promise<string>;
}

const AT = new Date('2026-11-26T09:00:00.000Z');
const minutes = (count: number) => new Date(AT.getTime() + count * 60_000);

export function apiKeysContract(name: string, harness: () => ApiKeysHarness) {
  describe(`${name}: the ApiKeys contract`, () => {
    let store: ApiKeysHarness;
    let keys: ApiKeys;
    let email: string;
    const newKey = (accountId: string, label = 'ERP') => ({
      accountId,
      name: label,
      prefix: 'flk_ab12cd34',
      keyHash: `hash-${randomUUID()}`,
      limitPerMinute: 120,
      newOwnerKey: `owner-${randomUUID()}`,
    });

    beforeEach(() => {
      store = harness();
      keys = store.keys();
      email = `achats-${randomUUID().slice(0, 8)}@atelier.example`;
    });

    it('finds an account by its email whatever its case, and says whether it is accepted', async () => {
      const id = await store.account(email, true);
      expect(await keys.accountByEmail(email.toUpperCase())).toMatchObject({ id, email, accepted: true });
      expect(await keys.account(id)).toMatchObject({ id, accepted: true });
      const waiting = await store.account(`attente-${email}`, false);
      expect((await keys.account(waiting))?.accepted).toBe(false);
      expect(await keys.accountByEmail(`nobody-${email}`)).toBeUndefined();
      expect(await keys.account(randomUUID())).toBeUndefined();
    });

    it("gives an account's keys one owner key, the first key's", async () => {
      const id = await store.account(email, true);
      const first = await keys.create(newKey(id, 'ERP'));
      const second = await keys.create(newKey(id, 'WMS'));
      expect(first).toMatchObject({ accountId: id, name: 'ERP', limitPerMinute: 120, lastUsedAt: null, revokedAt: null });
      expect(second.ownerKey).toBe(first.ownerKey);
      const other = await keys.create(newKey(await store.account(`autre-${email}`, true)));
      expect(other.ownerKey).not.toBe(first.ownerKey);
    });

    it('finds a key by its hash only', async () => {
      const asked = newKey(await store.account(email, true));
      const created = await keys.create(asked);
      expect(await keys.byHash(asked.keyHash)).toEqual(created);
      expect(await keys.byHash(`${asked.keyHash}x`)).toBeUndefined();
    });

    it('notes a use to the minute', async () => {
      const asked = newKey(await store.account(email, true));
      const { id } = await keys.create(asked);
      await keys.touch(id, AT);
      await keys.touch(id, new Date(AT.getTime() + 30_000));
      expect((await keys.byHash(asked.keyHash))?.lastUsedAt).toEqual(AT);
      await keys.touch(id, minutes(2));
      expect((await keys.byHash(asked.keyHash))?.lastUsedAt).toEqual(minutes(2));
    });

    it('revokes a key once, and still knows it as revoked', async () => {
      const asked = newKey(await store.account(email, true));
      const { id } = await keys.create(asked);
      expect(await keys.revoke(id, AT)).toBe(true);
      expect(await keys.revoke(id, minutes(1))).toBe(false);
      expect(await keys.revoke(randomUUID(), AT)).toBe(false);
      expect((await keys.byHash(asked.keyHash))?.revokedAt).toEqual(AT);
    });

    it("lists an account's keys, and no other account's", async () => {
      const id = await store.account(email, true);
      const first = await keys.create(newKey(id, 'ERP'));
      const second = await keys.create(newKey(id, 'WMS'));
      await keys.create(newKey(await store.account(`autre-${email}`, true)));
      expect((await keys.list(id)).map((key) => key.id).sort()).toEqual([first.id, second.id].sort());
    });
  });
}
