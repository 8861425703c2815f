/**
 * Budget helper (decisions.md Numbers and formats, buyer-side.md §9): 40 % of the monthly net
 * income pays the instalment; monthly rate = yearly rate / 12 (fixed 2 %, variable 1.9 %);
 * loan = instalment × (1 − (1 + r)^−n) / r over n = years × 12; budget = own funds + loan.
 */
import { BUDGET_INCOME_SHARE, DEFAULT_LOAN_DURATION, LOAN_RATES } from '../core/constants.ts';

/** Fixed or variable rate. */
export type LoanRateKind = keyof typeof LOAN_RATES;

/** The inputs of the budget helper; all default as the dialog does (0, 0, 20 years, fixed). */
export type BudgetInput = {
  ownFunds?: number | undefined;
  monthlyIncome?: number | undefined;
  years?: number | undefined;
  rate?: LoanRateKind | undefined;
};

/** The budget helper's figures in euros, rounded to whole euros. */
export type BudgetResult = { instalment: number; loan: number; budget: number };

/**
 * The loan a monthly instalment repays (annuity formula). A zero rate gives instalment × n.
 * @param instalment monthly instalment in euros
 * @param yearlyRatePercent yearly interest rate in percent
 * @param years duration in years
 */
export function annuityLoan(instalment: number, yearlyRatePercent: number, years: number): number {
  const n = years * 12;
  const r = yearlyRatePercent / 100 / 12;
  if (!(instalment > 0) || !(n > 0)) return 0;
  if (r === 0) return instalment * n;
  return (instalment * (1 - (1 + r) ** -n)) / r;
}

/**
 * The budget: own funds plus the loan that 40 % of the monthly net income repays. No validation
 * (buyer-side.md §5): negative or missing figures count as 0.
 * @param input own funds, monthly net income, duration and rate kind
 */
export function computeBudget(input: BudgetInput): BudgetResult {
  const ownFunds = Math.max(0, input.ownFunds ?? 0) || 0;
  const income = Math.max(0, input.monthlyIncome ?? 0) || 0;
  const years = input.years ?? DEFAULT_LOAN_DURATION;
  const instalment = income * BUDGET_INCOME_SHARE;
  const loan = annuityLoan(instalment, LOAN_RATES[input.rate ?? 'fixed'], years);
  return {
    instalment: Math.round(instalment),
    loan: Math.round(loan),
    budget: Math.round(ownFunds + loan),
  };
}
