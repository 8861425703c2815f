import { describe, expect, it } from 'vitest';
import { budgetMaxOptions, budgetMinOptions, describeBudget, withBudgetMin } from './budget-range';

describe('budget range (buyer-side.md §9: 0 to 1,000,000 in steps of 100,000 plus open end)', () => {
  it('offers 0 to 1,000,000 in steps of 100,000 as "from"', () => {
    expect(budgetMinOptions).toEqual([
      0, 100_000, 200_000, 300_000, 400_000, 500_000, 600_000, 700_000, 800_000, 900_000, 1_000_000,
    ]);
  });

  it('offers only amounts above "from" as "up to", then the open end', () => {
    expect(budgetMaxOptions(0)).toEqual([
      100_000,
      200_000,
      300_000,
      400_000,
      500_000,
      600_000,
      700_000,
      800_000,
      900_000,
      1_000_000,
      null,
    ]);
    expect(budgetMaxOptions(800_000)).toEqual([900_000, 1_000_000, null]);
    expect(budgetMaxOptions(1_000_000)).toEqual([null]);
  });

  it('opens "up to" when a new "from" reaches it', () => {
    expect(withBudgetMin({ min: 0, max: 300_000 }, 300_000)).toEqual({ min: 300_000, max: null });
    expect(withBudgetMin({ min: 0, max: 300_000 }, 200_000)).toEqual({
      min: 200_000,
      max: 300_000,
    });
  });

  it('describes the default range 0 to open as any price', () => {
    expect(describeBudget({ min: 0, max: null })).toEqual({ kind: 'any' });
    expect(describeBudget({ min: 100_000, max: null })).toEqual({ kind: 'from', min: 100_000 });
    expect(describeBudget({ min: 0, max: 400_000 })).toEqual({ kind: 'upTo', max: 400_000 });
    expect(describeBudget({ min: 100_000, max: 400_000 })).toEqual({
      kind: 'between',
      min: 100_000,
      max: 400_000,
    });
  });
});
