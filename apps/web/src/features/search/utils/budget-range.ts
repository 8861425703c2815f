import { BUDGET_OPTIONS } from '@domus/domain/core/constants';

/** A budget range in euros; `max` null is open-ended. */
export interface BudgetRange {
  min: number;
  max: number | null;
}

/** "From" choices: 0 to 1,000,000 in steps of 100,000 (buyer-side.md §9). */
export const budgetMinOptions: readonly number[] = BUDGET_OPTIONS;

/**
 * "Up to" choices above `min`, then the open end ("+1.000.000 €", null) — buyer-side.md §9:
 * options 0 to 1,000,000 in steps of 100,000 plus the open-ended one.
 */
export function budgetMaxOptions(min: number): (number | null)[] {
  return [...BUDGET_OPTIONS.filter((value) => value > min), null];
}

/** A new "from" value, moving "up to" to the open end when it would fall below it. */
export function withBudgetMin(range: BudgetRange, min: number): BudgetRange {
  return { min, max: range.max !== null && range.max <= min ? null : range.max };
}

/** How the range reads on the budget button. */
export type BudgetLabel =
  | { kind: 'any' }
  | { kind: 'from'; min: number }
  | { kind: 'upTo'; max: number }
  | { kind: 'between'; min: number; max: number };

/** Which wording fits `range`: any price, from, up to, or between. */
export function describeBudget(range: BudgetRange): BudgetLabel {
  if (range.min <= 0 && range.max === null) return { kind: 'any' };
  if (range.max === null) return { kind: 'from', min: range.min };
  if (range.min <= 0) return { kind: 'upTo', max: range.max };
  return { kind: 'between', min: range.min, max: range.max };
}
