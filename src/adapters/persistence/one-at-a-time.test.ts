import { describe, expect, it } from 'vitest';
import { RecordBusy } from '../../ports/record-busy.ts';
import { busyWhenLocked, oneAtATime } from './one-at-a-time.ts';

describe('oneAtATime', () => {
  it('runs the work of one key in turn, that of other keys alongside, and goes on after a failure', async () => {
    const inTurn = oneAtATime();
    const log: string[] = [];
    let release!: () => void;
    const first = inTurn('a', async () => {
      log.push('a1 start');
      await new Promise<void>((resolve) => (release = resolve));
      log.push('a1 end');
      throw new Error('a1 failed');
    });
    const second = inTurn('a', async () => (log.push('a2'), 'a2'));
    const other = inTurn('b', async () => (log.push('b'), 'b'));
    await expect(other).resolves.toBe('b');
    expect(log).toEqual(['a1 start', 'b']);
    release();
    await expect(first).rejects.toThrow('a1 failed');
    await expect(second).resolves.toBe('a2');
    expect(log).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
  });
});

describe('busyWhenLocked', () => {
  it('turns a lock wait that timed out into RecordBusy and throws anything else on', () => {
    expect(() => busyWhenLocked(Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }))).toThrow(
      RecordBusy,
    );
    expect(() => busyWhenLocked(new Error('other'))).toThrow('other');
  });
});
