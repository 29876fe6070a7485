/**
 * How long the cash lasts, read from the statements (statements.ts):
 *
 *   gross burn(m)      every cost of the month: cost of revenue + operating costs + interest
 *                      (= revenue − net profit); the engine's "burn rate" stays its own Year 1 average
 *   net burn(m)        gross burn − revenue when positive (= −net profit), else 0. Loan principal
 *                      is financing, not burn; the cash balance, and so the cash-out month, carries it
 *   cash-out month     the first month whose closing balance is below zero, or null; the runway
 *                      is the months before it (funding.ts), so the two never disagree
 *   break-even         the first month whose operating profit is at least 0 (revenue covers every
 *                      cost, payroll included; loan interest is financing): the engine's rule
 *   CAC payback        CAC ÷ (price − variable cost per customer), months to a tenth; null when ≤ 0
 *   burn multiple      net burn over a period ÷ net new ARR over it (below)
 *
 * Runway is counted to the cash-out month with the funding the founder planned, never at one
 * month's burn: "months at Month 1's burn" beside a round arriving in Month 3 said 1.7 months while
 * the cash never ran out (issue 34).
 */
import { HORIZON_MONTHS } from '../bounds';
import type { NormalizedAssumptions } from '../engine';
import type { StatementMonth } from './statements';

/** What the cash-out month reads when cash never runs out within the projection. */
export const NOT_WITHIN_HORIZON = `Not within ${HORIZON_MONTHS} months`;

export const grossBurn = (month: StatementMonth) => month.revenue - month.netProfit;
export const netBurn = (month: StatementMonth) => Math.max(0, -month.netProfit);

/** The first month whose closing cash balance is below zero, or null when none is. */
export function cashOutMonth(months: readonly StatementMonth[]): number | null {
  return months.find((month) => month.cashBalance < 0)?.month ?? null;
}

/** "Month 9", or "Not within 36 months". */
export function cashOutText(month: number | null): string {
  return month === null ? NOT_WITHIN_HORIZON : `Month ${month}`;
}

/**
 * Break-even as the engine states it (engine.ts): the first month whose revenue covers every cost,
 * payroll included, that is whose operating profit is at least 0 (loan interest is financing);
 * null when none is. One break-even for the screen, the deck and the funding need.
 */
export function breakEvenMonth(months: readonly StatementMonth[]): number | null {
  return months.find((month) => month.operatingProfit >= 0)?.month ?? null;
}

/** Months of one customer's gross margin that pay back their acquisition cost, to a tenth; null when the margin is not positive. */
export function cacPaybackMonths(assumptions: NormalizedAssumptions): number | null {
  const margin = assumptions.monthlyPricePerCustomer.value - assumptions.variableCostPerCustomer.value;
  if (margin <= 0) return null;
  return Math.round((assumptions.customerAcquisitionCost.value / margin) * 10) / 10;
}

/**
 * The burn multiple over Months `from`..`to`: the period's net burn, max(0, −Σ net profit), over
 * its net new ARR, 12 × (revenue(to) − revenue(from − 1)). Revenue is the monthly recurring revenue;
 * the starting customers are there before Month 1, so a period from Month 1 opens on Month 1's
 * revenue. Null when the period adds no ARR; 0 when it adds ARR without burning. To a tenth.
 */
export function burnMultiple(months: readonly StatementMonth[], from: number, to: number): number | null {
  const period = months.slice(from - 1, to);
  const opening = months[Math.max(1, from - 1) - 1]?.revenue ?? 0;
  const closing = months[to - 1]?.revenue ?? 0;
  const netNewArr = 12 * (closing - opening);
  if (period.length === 0 || netNewArr <= 0) return null;
  const burn = Math.max(0, -period.reduce((total, month) => total + month.netProfit, 0));
  return Math.round((burn / netNewArr) * 10) / 10;
}
