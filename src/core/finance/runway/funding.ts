/**
 * How long the cash lasts, what the model still needs and what the founder plans to raise, as one
 * computation (issues 27 and 34), read from the closing balances of the statements:
 *
 *   window             Months 1..min(36, break-even + buffer), or 1..36 when never breaking even
 *   cash-out month     the first month whose balance, with the founder's funding, is below zero
 *   runway             the months the cash lasts with the founder's funding: cash-out − 1, or past
 *                      the projection (HORIZON + 1, "more than 36 months"); so the two never disagree
 *   funding need       the business's own need: the smallest whole raise in Month 1 that keeps the
 *                      balance without any funding event (starting cash + Σ operating profit) at or
 *                      above zero through the window
 *   still to raise     the same on top of the founder's funding: R = max(0, −lowest balance in the
 *                      window), since a raise adds R to every balance and changes no profit; 0 exactly
 *                      when cash does not run out within the window
 *
 * "Above zero" in issue 27 is read as never below zero: a balance of exactly 0 is not run out.
 * The ask (ask.ts) takes these; the sentences that state them are in sentences.ts.
 */
import { HORIZON_MONTHS } from '../bounds';
import type { NormalizedRunwayInputs } from './normalize';
import { breakEvenMonth, cashOutMonth as firstMonthBelowZero } from './runway';
import type { FundingEvent } from './schema';
import type { Statements } from './statements';

/** The last month the funding need covers. */
export function fundingWindowEnd(breakEvenMonth: number | null, bufferMonths: number): number {
  return breakEvenMonth === null ? HORIZON_MONTHS : Math.min(HORIZON_MONTHS, breakEvenMonth + bufferMonths);
}

/** The first month whose closing balance, `lift` added to each, is below zero; null when none is. */
export function firstBelowZero(balances: readonly number[], lift = 0): number | null {
  const index = balances.findIndex((balance) => balance + lift < 0);
  return index < 0 ? null : index + 1;
}

/** The months cash lasts when it runs out in `cashOut`: through the month before, or past the projection. */
export const monthsLasting = (cashOut: number | null) => (cashOut === null ? HORIZON_MONTHS + 1 : cashOut - 1);

export interface Shortfall {
  /** The smallest whole raise in Month 1 that keeps every balance through the window at or above 0. */
  amount: number;
  /** The lowest closing balance in the window without that raise, and its (first) month. */
  lowestBalance: number;
  lowestMonth: number;
}

/** The smallest raise that keeps `balances` at or above zero through Month `windowEnd`. */
export function shortfallOf(balances: readonly number[], windowEnd: number): Shortfall {
  let lowestMonth = 1;
  for (let month = 2; month <= windowEnd; month++)
    if (balances[month - 1]! < balances[lowestMonth - 1]!) lowestMonth = month;
  const lowestBalance = balances[lowestMonth - 1]!;
  return { amount: Math.max(0, -lowestBalance), lowestBalance, lowestMonth };
}

/** Each month's closing balance without any funding event: starting cash + Σ operating profit. */
export function balancesWithoutFunding(statements: Statements): number[] {
  let balance = statements.startingCash;
  return statements.months.map((month) => (balance += month.operatingProfit));
}

export interface FundingPlan {
  breakEvenMonth: number | null;
  bufferMonths: number;
  windowEnd: number;
  /** With the founder's funding: the first month below zero, or null. */
  cashOutMonth: number | null;
  /** With the founder's funding: the months cash lasts (monthsLasting). */
  runwayMonths: number;
  /** The business's own need, without the founder's funding events. */
  need: Shortfall;
  /** What the founder's funding events bring in, summed (loans at their amount). */
  planned: number;
  /** What is left to raise in Month 1 on top of the founder's funding. */
  stillToRaise: Shortfall;
  /** The closing balances without any funding event, Month 1 first. */
  balancesWithoutFunding: number[];
}

export function fundingPlan(
  statements: Statements,
  inputs: Pick<NormalizedRunwayInputs, 'bufferMonths' | 'fundingEvents'>,
): FundingPlan {
  const breakEven = breakEvenMonth(statements.months);
  const windowEnd = fundingWindowEnd(breakEven, inputs.bufferMonths);
  const balances = statements.months.map((month) => month.cashBalance);
  const alone = balancesWithoutFunding(statements);
  const cashOutMonth = firstMonthBelowZero(statements.months);
  return {
    breakEvenMonth: breakEven,
    bufferMonths: inputs.bufferMonths,
    windowEnd,
    cashOutMonth,
    runwayMonths: monthsLasting(cashOutMonth),
    need: shortfallOf(alone, windowEnd),
    planned: plannedFunding(inputs.fundingEvents),
    stillToRaise: shortfallOf(balances, windowEnd),
    balancesWithoutFunding: alone,
  };
}

export const plannedFunding = (events: readonly FundingEvent[]) =>
  events.reduce((total, event) => total + event.amount, 0);

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
 * Whole shares of `total` in proportion to `weights`, summing to exactly `total` (all 0 when the
 * weights are): each gets its share rounded down, and the units left go to the largest
 * remainders, the earlier first on a tie.
 */
export function wholeShares(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((all, weight) => all + weight, 0);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((weight) => (weight * total) / sum);
  const shares = exact.map(Math.floor);
  const left = total - shares.reduce((all, share) => all + share, 0);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder.slice(0, left)) shares[index]! += 1;
  return shares;
}

/** Whole percents of `amounts` summing to exactly 100 (all 0 when the total is 0), by largest remainder. */
export const wholePercents = (amounts: readonly number[]) => wholeShares(100, amounts);
