import { randomUUID } from 'node:crypto';
import { idempotentAnswersContract } from '../contracts/idempotent-answers-contract.ts';
import { inMemoryIdempotentAnswers, type KeptAnswers } from './in-memory-idempotent-answers.ts';

idempotentAnswersContract('in memory', () => {
  const kept: KeptAnswers = new Map();
  return { answers: () => inMemoryIdempotentAnswers(kept), account: async () => randomUUID() };
});
