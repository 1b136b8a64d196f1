import type { Figure } from './figures.ts';

// Issue 50: a figure against its budget. Pure, so that the rule is tested apart from the benches.

export interface Budget {
  figure: string;
  label: string;
  atLeast?: number;
  atMost?: number;
}

export interface Checked {
  budget: Budget;
  measured: Figure | undefined;
  /** the bound in force: the budget's, asked `scale` times over */
  bound: number;
  /** measured against the bound, ≥ 1 when within (undefined when not measured) */
  ratio: number | undefined;
  within: boolean;
}

/** Each budget against this run's figure; `scale` > 1 asks more of every figure (a floor raised, a ceiling lowered). */
export function checkBudgets(budgets: readonly Budget[], figures: Record<string, Figure>, scale = 1): Checked[] {
  return budgets.map((budget) => {
    const measured = figures[budget.figure];
    const floor = budget.atLeast !== undefined;
    const bound = floor ? budget.atLeast! * scale : budget.atMost! / scale;
    const ratio = measured === undefined ? undefined : floor ? measured.value / bound : bound / measured.value;
    return { budget, measured, bound, ratio, within: ratio !== undefined && ratio >= 1 };
  });
}
