/**
 * How much to raise and what it pays for (issue 27).
 *
 *   window             Months 1..min(36, break-even + buffer), or 1..36 when never breaking even
 *   funding need R     the smallest whole raise, as equity arriving in Month 1 on top of the
 *                      founder's own events, that keeps the closing cash balance at or above 0
 *                      (never negative) in every month of the window. A raise adds R to every
 *                      balance and changes no profit, so R = max(0, −lowest balance in the window),
 *                      exactly; with R − 1 some month of the window closes below zero.
 *   use of funds       the spending over the window by category, in amounts and whole percents
 *                      (largest remainder, so they sum to exactly 100)
 *
 * "Above zero" in the issue is read as never below zero: a balance of exactly 0 is not run out,
 * as the cash-out month (runway.ts) is the first balance below zero.
 */
import { HORIZON_MONTHS } from '../bounds';
import type { NormalizedRunwayInputs } from './normalize';
import { breakEvenMonth } from './runway';
import type { StatementMonth, Statements } from './statements';

/** The last month the funding need covers. */
export function fundingWindowEnd(breakEvenMonth: number | null, bufferMonths: number): number {
  return breakEvenMonth === null ? HORIZON_MONTHS : Math.min(HORIZON_MONTHS, breakEvenMonth + bufferMonths);
}

export interface FundingNeed {
  /** The smallest whole raise in Month 1 that keeps cash at or above 0 through `windowEnd`. */
  amount: number;
  windowEnd: number;
  breakEvenMonth: number | null;
  /** The lowest closing balance in the window without the raise, and its (first) month. */
  lowestBalance: number;
  lowestMonth: number;
}

export function fundingNeed(statements: Statements, bufferMonths: number): FundingNeed {
  const breakEven = breakEvenMonth(statements.months);
  const windowEnd = fundingWindowEnd(breakEven, bufferMonths);
  let lowest = statements.months[0]!;
  for (const month of statements.months.slice(0, windowEnd)) if (month.cashBalance < lowest.cashBalance) lowest = month;
  return {
    amount: Math.max(0, -lowest.cashBalance),
    windowEnd,
    breakEvenMonth: breakEven,
    lowestBalance: lowest.cashBalance,
    lowestMonth: lowest.month,
  };
}

/** The inputs with a raise of `amount` as equity arriving in Month 1 (at `preMoneyValuation`). */
export function withRaise(
  inputs: NormalizedRunwayInputs,
  amount: number,
  preMoneyValuation: number,
): NormalizedRunwayInputs {
  if (amount <= 0) return inputs;
  return {
    ...inputs,
    fundingEvents: [...inputs.fundingEvents, { kind: 'equity', amount, month: 1, preMoneyValuation }],
  };
}

/**
 * Whole percents of `amounts` summing to exactly 100 (all 0 when the total is 0): each gets its
 * percent rounded down, and the points left go to the largest remainders, the earlier first on a tie.
 */
export function wholePercents(amounts: readonly number[]): number[] {
  const total = amounts.reduce((sum, amount) => sum + amount, 0);
  if (total <= 0) return amounts.map(() => 0);
  const exact = amounts.map((amount) => (amount * 100) / total);
  const percents = exact.map(Math.floor);
  const left = 100 - percents.reduce((sum, percent) => sum + percent, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) percents[index]! += 1;
  return percents;
}

export const USE_OF_FUNDS_LABELS = {
  payroll: 'Payroll',
  acquisition: 'Marketing and acquisition',
  operations: 'Operations',
  costOfRevenue: 'Cost of revenue',
  interest: 'Interest',
} as const;
export type UseOfFundsCategory = keyof typeof USE_OF_FUNDS_LABELS;

export interface UseOfFunds {
  total: number;
  categories: { category: UseOfFundsCategory; label: string; amount: number; percent: number }[];
  /** Operations line by line: each fixed cost line's spending over the window. */
  operations: { name: string; amount: number }[];
}

/** What the model spends over Months 1..`windowEnd`, by category; operations are the fixed cost lines together. */
export function useOfFunds(statements: Statements, windowEnd: number): UseOfFunds {
  const months: readonly StatementMonth[] = statements.months.slice(0, windowEnd);
  const total = (pick: (month: StatementMonth) => number) => months.reduce((sum, month) => sum + pick(month), 0);
  const operations = statements.costLineNames.map((name, line) => ({
    name,
    amount: total((month) => month.costLines[line]!),
  }));
  const amounts: Record<UseOfFundsCategory, number> = {
    payroll: total((month) => month.payroll),
    acquisition: total((month) => month.acquisition),
    operations: operations.reduce((sum, line) => sum + line.amount, 0),
    costOfRevenue: total((month) => month.costOfRevenue),
    interest: total((month) => month.interest),
  };
  const keys = Object.keys(USE_OF_FUNDS_LABELS) as UseOfFundsCategory[];
  const percents = wholePercents(keys.map((key) => amounts[key]));
  return {
    total: keys.reduce((sum, key) => sum + amounts[key], 0),
    categories: keys.map((category, index) => ({
      category,
      label: USE_OF_FUNDS_LABELS[category],
      amount: amounts[category],
      percent: percents[index]!,
    })),
    operations,
  };
}
