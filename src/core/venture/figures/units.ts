/**
 * When a figure's unit and a fact's unit are the same figure, and by what factor.
 *
 * Money is compared by two parts: per customer or not, and the period. A figure that names no
 * period ("a burn of $25K") or no customer ("$24 a month" for the price) leaves them to the words
 * around it. A yearly figure for a monthly fact is the fact times 12, but only for the facts that
 * are steady monthly rates (the price per customer, the burn rate: both have a yearly form);
 * a monthly figure for a yearly fact (Year 1 revenue) is never the same figure, since revenue
 * changes from month to month. Yearly percentages (a market growing 11% a year) never stand for a
 * monthly rate: compounding is not a factor.
 */
import type { FactUnit } from '../fact-kinds';
import type { FigureUnit } from './types';

type Period = 'none' | 'month' | 'year' | 'other';

const MONEY: Partial<Record<FigureUnit, { perCustomer: boolean; period: Period }>> = {
  money: { perCustomer: false, period: 'none' },
  moneyPerCustomer: { perCustomer: true, period: 'none' },
  moneyPerMonth: { perCustomer: false, period: 'month' },
  moneyPerYear: { perCustomer: false, period: 'year' },
  moneyPerCustomerPerMonth: { perCustomer: true, period: 'month' },
  moneyPerCustomerPerYear: { perCustomer: true, period: 'year' },
  moneyPerOther: { perCustomer: false, period: 'other' },
};

const PERCENT: Partial<Record<FigureUnit, Period>> = {
  percent: 'none',
  percentPerMonth: 'month',
  percentPerYear: 'year',
};

const MONEY_BY_PARTS = new Map(
  Object.entries(MONEY).map(([unit, parts]) => [`${parts.perCustomer} ${parts.period}`, unit as FigureUnit]),
);

/** Money from its two parts. */
export function moneyUnit(perCustomer: boolean, period: Period): FigureUnit {
  return MONEY_BY_PARTS.get(`${perCustomer} ${period}`) ?? 'moneyPerOther';
}

export const isMoney = (unit: FigureUnit) => unit in MONEY;

/** The period money or a percentage is written for ("€39 a month": month), if it writes a month or a year. */
export function periodOf(unit: FigureUnit): 'month' | 'year' | undefined {
  const period = MONEY[unit]?.period ?? PERCENT[unit];
  return period === 'month' || period === 'year' ? period : undefined;
}
export const isPercent = (unit: FigureUnit) => unit in PERCENT;

function moneyFactor(figure: FigureUnit, fact: FactUnit): number | undefined {
  const written = MONEY[figure];
  const meant = MONEY[fact];
  if (!written || !meant || written.period === 'other') return undefined;
  if (written.perCustomer && !meant.perCustomer) return undefined;
  if (written.period === 'none' || written.period === meant.period) return 1;
  return written.period === 'year' && meant.period === 'month' ? 12 : undefined;
}

/**
 * The factor that turns the fact's value into the figure's unit (1, or 12 for a yearly figure of
 * a monthly fact), or undefined when the figure cannot state that fact.
 */
export function conversion(figure: FigureUnit, fact: FactUnit): number | undefined {
  if (isMoney(figure)) return moneyFactor(figure, fact);
  if (isPercent(figure)) {
    const period = PERCENT[figure];
    if (!isPercent(fact) || period === 'year') return undefined;
    return period === 'none' || period === PERCENT[fact] ? 1 : undefined;
  }
  // A duration ("break even in 8 months") counts months from launch, as the projection does: Month 8.
  if (figure === 'months') return fact === 'month' ? 1 : undefined;
  return figure === fact ? 1 : undefined;
}

/** Money given a period its figure did not write ("an annual burn of $300K" is yearly). */
export function withPeriod(unit: FigureUnit, period: 'month' | 'year'): FigureUnit {
  const parts = MONEY[unit];
  return parts && parts.period === 'none' ? moneyUnit(parts.perCustomer, period) : unit;
}
