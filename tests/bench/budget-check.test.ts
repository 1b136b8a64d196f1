import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budget-check.ts';

const BUDGETS = [
  { figure: 'share', label: 'share of the floor', atLeast: 0.35 },
  { figure: 'p99', label: 'p99 ms', atMost: 25 },
];
const at = '2026-11-27T07:00:00.000Z';

describe('the bench budgets (issue 50)', () => {
  it('passes figures within their budgets, on the bound itself too', () => {
    const checked = checkBudgets(BUDGETS, { share: { value: 0.35, at }, p99: { value: 20, at } });
    expect(checked.map((row) => row.within)).toEqual([true, true]);
    expect(checked[1]!.ratio).toBeCloseTo(1.25);
  });

  it('fails a figure outside its budget, and one never measured', () => {
    expect(checkBudgets(BUDGETS, { share: { value: 0.26, at }, p99: { value: 27, at } }).map((row) => row.within)).toEqual([false, false]);
    expect(checkBudgets(BUDGETS, { share: { value: 0.5, at } })[1]).toMatchObject({ within: false, ratio: undefined });
  });

  it('asks more of every figure when scaled: a floor raised, a ceiling lowered', () => {
    const checked = checkBudgets(BUDGETS, { share: { value: 0.5, at }, p99: { value: 20, at } }, 2);
    expect(checked.map((row) => row.bound)).toEqual([0.7, 12.5]);
    expect(checked.map((row) => row.within)).toEqual([false, false]);
  });
});
