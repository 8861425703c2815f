import { describe, expect, it } from 'vitest';
import { annuityLoan, computeBudget } from './budget.ts';

describe('budget helper (decisions.md Numbers and formats, buyer-side.md §9)', () => {
  it('gives 237,209 € for 3,000 €/month income over 20 years at the fixed 2 %', () => {
    // instalment 1,200 (40 %), r = 0.02 / 12, n = 240:
    // 1,200 × (1 − 1.0016667^−240) / 0.0016667 = 1,200 × 197.674 = 237,208.84
    expect(computeBudget({ monthlyIncome: 3000, years: 20, rate: 'fixed' })).toEqual({
      instalment: 1200,
      loan: 237209,
      budget: 237209,
    });
  });

  it('adds own funds and uses 1.9 % for the variable rate', () => {
    // r = 0.019 / 12: 1,200 × 199.537 = 239,444
    expect(
      computeBudget({ ownFunds: 50000, monthlyIncome: 3000, years: 20, rate: 'variable' }),
    ).toEqual({
      instalment: 1200,
      loan: 239444,
      budget: 289444,
    });
  });

  it('defaults to 20 years and the fixed rate', () => {
    expect(computeBudget({ monthlyIncome: 3000 })).toEqual(
      computeBudget({ monthlyIncome: 3000, years: 20, rate: 'fixed' }),
    );
  });

  it('grows with the duration (10 to 30 years)', () => {
    const loans = [10, 15, 20, 25, 30].map(
      (years) => computeBudget({ monthlyIncome: 2500, years }).loan,
    );
    expect([...loans].sort((a, b) => a - b)).toEqual(loans);
    expect(loans[4]).toBe(270549);
  });

  it('is own funds alone without income (no validation: nothing is rejected)', () => {
    expect(computeBudget({ ownFunds: 80000 }).budget).toBe(80000);
    expect(computeBudget({ ownFunds: -5, monthlyIncome: -100 }).budget).toBe(0);
    expect(computeBudget({}).budget).toBe(0);
  });

  it('repays instalment × months at a zero rate', () => {
    expect(annuityLoan(1000, 0, 10)).toBe(120000);
  });
});
