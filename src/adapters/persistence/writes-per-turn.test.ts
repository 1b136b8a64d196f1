import { describe, expect, it } from 'vitest';
import { writesPerTurn } from './writes-per-turn.ts';

type Write = { id: string; value: number };

/** A statement's sender that keeps what it was sent, and fails as told. */
function recorder(fail?: (items: Write[]) => Error | undefined) {
  const statements: string[][] = [];
  const send = async (items: Write[]) => {
    statements.push(items.map((item) => `${item.id}=${item.value}`));
    const error = fail?.(items);
    if (error) throw error;
    return items.map((item) => item.value * 10);
  };
  return { statements, write: writesPerTurn((item: Write) => item.id, send) };
}

const dataError = () => Object.assign(new Error('numeric field overflow'), { code: '22003' });

describe('writesPerTurn', () => {
  it('sends the writes of one turn as one statement, each answered with its own result', async () => {
    const { statements, write } = recorder();
    const results = await Promise.all([write({ id: 'a', value: 1 }), write({ id: 'b', value: 2 }), write({ id: 'c', value: 3 })]);
    expect(results).toEqual([10, 20, 30]);
    expect(statements).toEqual([['a=1', 'b=2', 'c=3']]);
  });

  it('sends a write alone when it is alone, and the next turn apart', async () => {
    const { statements, write } = recorder();
    expect(await write({ id: 'a', value: 1 })).toBe(10);
    expect(await write({ id: 'b', value: 2 })).toBe(20);
    expect(statements).toEqual([['a=1'], ['b=2']]);
  });

  it('never puts two writes of one key in one statement: the second leaves with the next', async () => {
    const { statements, write } = recorder();
    await Promise.all([write({ id: 'a', value: 1 }), write({ id: 'a', value: 2 }), write({ id: 'b', value: 3 })]);
    expect(statements).toEqual([['a=1', 'b=3'], ['a=2']]);
  });

  it('sends each write again alone when one row breaks the statement, so that it fails alone', async () => {
    const { statements, write } = recorder((items) => (items.some((item) => item.value > 100) ? dataError() : undefined));
    const outcomes = await Promise.allSettled([
      write({ id: 'a', value: 1 }),
      write({ id: 'b', value: 1_000 }),
      write({ id: 'c', value: 3 }),
    ]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(statements).toEqual([['a=1', 'b=1000', 'c=3'], ['a=1'], ['b=1000'], ['c=3']]);
  });

  it('fails every write of the statement at once when the database itself fails', async () => {
    const gone = new Error('Connection terminated');
    const { statements, write } = recorder(() => gone);
    const outcomes = await Promise.allSettled([write({ id: 'a', value: 1 }), write({ id: 'b', value: 2 })]);
    expect(outcomes).toEqual([
      { status: 'rejected', reason: gone },
      { status: 'rejected', reason: gone },
    ]);
    expect(statements).toHaveLength(1);
  });
});
