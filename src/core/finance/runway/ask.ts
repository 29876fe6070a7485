/**
 * The ask, as the model states it (issues 27 and 34): how much to raise, how long the cash lasts
 * with it and what it pays for, from the funding plan (funding.ts), so the model's screen, its
 * files, the deck, the plan and the venture's facts say the same.
 *
 *   the raise          a pinned raise (the founder's, on the Venture screen) when there is one;
 *                      else the founder's planned funding when they plan any (their round is the
 *                      raise; the funding need is stated beside it, never in its place); else the
 *                      funding need when there is one; else nothing is asked
 *   with the raise     the founder's funding, plus what the raise adds beyond it as equity arriving
 *                      in Month 1: its cash-out month and runway are read as funding.ts reads them
 *   use of funds       the raise itself, split as the spending of the months it pays for: from the
 *                      month the starting cash alone would run out (Month 1 when it would not)
 *                      through the window's end, or the month before cash runs out with the raise
 *                      when that comes first. Each category's share of that spending, in whole
 *                      units of the raise and whole percents (largest remainder: they sum to the
 *                      raise and to 100)
 */
import { firstBelowZero, monthsLasting, wholePercents, wholeShares } from './funding';
import type { RoundDilution } from './dilution';
import type { RunwayModel } from './recompute';
import type { StatementMonth, Statements } from './statements';

export const USE_OF_FUNDS_LABELS = {
  payroll: 'Payroll',
  acquisition: 'Marketing and acquisition',
  operations: 'Operations',
  costOfRevenue: 'Cost of revenue',
  interest: 'Interest',
} as const;
export type UseOfFundsCategory = keyof typeof USE_OF_FUNDS_LABELS;
const CATEGORIES = Object.keys(USE_OF_FUNDS_LABELS) as UseOfFundsCategory[];

/** What one month spends in each category (operations: the fixed cost lines together). */
export const SPENDING: Record<UseOfFundsCategory, (month: StatementMonth) => number> = {
  payroll: (month) => month.payroll,
  acquisition: (month) => month.acquisition,
  operations: (month) => month.costLines.reduce((sum, line) => sum + line, 0),
  costOfRevenue: (month) => month.costOfRevenue,
  interest: (month) => month.interest,
};

export interface UseOfFunds {
  /** The raise it splits. */
  raise: number;
  /** The months the raise pays for. */
  fromMonth: number;
  toMonth: number;
  /** Everything spent in those months. */
  spent: number;
  categories: {
    category: UseOfFundsCategory;
    label: string;
    /** What the category spends in those months. */
    spent: number;
    /** Its share of the raise, in whole units. */
    amount: number;
    percent: number;
  }[];
}

/** `raise` split as the spending of Months `fromMonth`..`toMonth` by category. */
export function useOfFunds(statements: Statements, raise: number, fromMonth: number, toMonth: number): UseOfFunds {
  const months = statements.months.slice(fromMonth - 1, toMonth);
  const spent = CATEGORIES.map((category) => months.reduce((sum, month) => sum + SPENDING[category](month), 0));
  const amounts = wholeShares(raise, spent);
  const percents = wholePercents(spent);
  return {
    raise,
    fromMonth,
    toMonth,
    spent: spent.reduce((sum, amount) => sum + amount, 0),
    categories: CATEGORIES.map((category, index) => ({
      category,
      label: USE_OF_FUNDS_LABELS[category],
      spent: spent[index]!,
      amount: amounts[index]!,
      percent: percents[index]!,
    })),
  };
}

export type AskBasis = 'pinned' | 'planned' | 'need';

export interface Ask {
  raise: number;
  /** Where the raise comes from: the founder's pin, the founder's planned funding, or the funding need. */
  basis: AskBasis;
  /** What the raise adds beyond the founder's funding, counted as equity arriving in Month 1. */
  inMonthOne: number;
  /** With the raise: the first month below zero, or null, and the months the cash lasts. */
  cashOutMonth: number | null;
  runwayMonths: number;
  breakEvenMonth: number | null;
  bufferMonths: number;
  useOfFunds: UseOfFunds;
  /** The planned equity rounds' dilution; none without them (a funding need has no valuation yet). */
  dilution: RoundDilution[];
}

/**
 * With `inMonthOne` raised in Month 1 on top of the founder's funding: when cash runs out, how
 * long it lasts, and the months such a raise pays for (from the month the starting cash alone would
 * run out, Month 1 when it would not within them, through the window's end or the month before
 * cash runs out with it, at least Month 1).
 */
export function withTheRaise({ funding: plan, statements }: RunwayModel, inMonthOne: number) {
  const cashOutMonth = firstBelowZero(
    statements.months.map((month) => month.cashBalance),
    inMonthOne,
  );
  const runwayMonths = monthsLasting(cashOutMonth);
  const toMonth = Math.max(1, Math.min(plan.windowEnd, runwayMonths));
  const fromMonth = firstBelowZero(plan.balancesWithoutFunding.slice(0, toMonth)) ?? 1;
  return { cashOutMonth, runwayMonths, fromMonth, toMonth };
}

function basisOf(runway: RunwayModel, pinnedRaise: number | undefined): AskBasis | null {
  if (pinnedRaise !== undefined && pinnedRaise > 0) return 'pinned';
  if (runway.funding.planned > 0) return 'planned';
  return runway.funding.need.amount > 0 ? 'need' : null;
}

/** The model's ask (`pinnedRaise`: the founder's pinned raise, which wins over the model's), or null when it asks nothing. */
export function askOf(runway: RunwayModel, pinnedRaise?: number): Ask | null {
  const { funding: plan, statements } = runway;
  const basis = basisOf(runway, pinnedRaise);
  if (basis === null) return null;
  const raise = basis === 'pinned' ? pinnedRaise! : basis === 'planned' ? plan.planned : plan.need.amount;
  const inMonthOne = Math.max(0, raise - plan.planned);
  const { cashOutMonth, runwayMonths, fromMonth, toMonth } = withTheRaise(runway, inMonthOne);
  return {
    raise,
    basis,
    inMonthOne,
    cashOutMonth,
    runwayMonths,
    breakEvenMonth: plan.breakEvenMonth,
    bufferMonths: plan.bufferMonths,
    useOfFunds: useOfFunds(statements, raise, fromMonth, toMonth),
    dilution: basis === 'need' ? [] : runway.dilution,
  };
}
