import type { IdempotentAnswers, KeptAnswer } from '#src/ports/api-keys.ts';

/** Kept answers by account and key, shared by the stores made over them (app instances). */
export type KeptAnswers = Map<string, KeptAnswer>;

/** IdempotentAnswers in memory, for use-case tests: same contract, no database. */
export function inMemoryIdempotentAnswers(kept: KeptAnswers = new Map()): IdempotentAnswers {
  const id = (account: string, key: string) => JSON.stringify([account, key]);
  const heldAt = (account: string, key: string, at: Date) => kept.get(id(account, key))?.createdAt.getTime() === at.getTime();
  return {
    async claim(account, key, requestHash, at) {
      if (kept.has(id(account, key))) return false;
      kept.set(id(account, key), { requestHash, status: null, body: null, createdAt: at });
      return true;
    },
    async recall(account, key) {
      const answer = kept.get(id(account, key));
      return answer && structuredClone(answer);
    },
    async keep(account, key, at, answer) {
      if (heldAt(account, key, at)) kept.set(id(account, key), { ...kept.get(id(account, key))!, ...structuredClone(answer) });
    },
    async forget(account, key, at) {
      if (heldAt(account, key, at)) kept.delete(id(account, key));
    },
  };
}
