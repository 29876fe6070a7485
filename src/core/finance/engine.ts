/**
 * The deterministic financial engine. A language model (or the offline provider) proposes a few
 * bounded assumptions; everything a founder reads as a figure is computed here, so the months add
 * up to the year, revenue is customers times price, and the ratio is LTV over CAC. The model is:
 *
 *   customer base      b(m) = starting customers × (1 + growth − churn)^(m − 1), m = 1..36
 *   customers(m)       round(b(m))                       (Month 1 has exactly the starting customers)
 *   new customers(m)   round(b(m) × growth)              (gross adds won that month)
 *   revenue(m)         customers(m) × price              (whole dollars: price is whole dollars)
 *   fixed costs(m)     the sum of the listed monthly costs
 *   variable costs(m)  customers(m) × variable cost per customer
 *   acquisition(m)     new customers(m) × CAC
 *   total costs(m)     fixed + variable + acquisition
 *   gross margin       (price − variable cost) ÷ price: derived, never entered (margin.ts)
 *   LTV                round((price − variable cost) ÷ monthly churn), never below 0: the margin
 *                      each customer leaves over an expected lifetime of 1 ÷ churn months
 *   LTV:CAC            LTV ÷ CAC, rounded to one decimal; the verdict reads the rounded ratio
 *   burn rate          the average of total costs over Year 1 (gross monthly cash outflow)
 *   break-even         the first month whose revenue covers its total costs, acquisition included;
 *                      revenue required is that month's total costs (or Month 36's when beyond)
 *
 * Years 2 and 3 continue the same monthly dynamics; growth is against the previous year.
 */
import {
  ASSUMPTION_BOUNDS,
  ASSUMPTION_PRECISION,
  clamp,
  HORIZON_MONTHS,
  MONTHS_PER_YEAR,
  type ScalarKey,
} from './bounds';
import { grossMarginOf, grossMarginRationale } from './margin';
import { formatMoney, formatMoneyPerCustomer, formatMoneyPerMonth } from './currency';
import { formatPercent, formatRatio } from './money';
import { DEFAULT_CURRENCY } from './currency';
import { monthlyPayroll } from './runway/hiring';
import { normalizeRunwayInputs } from './runway/normalize';
import {
  NO_FUNDING,
  type Assumption,
  type Assumptions,
  type AssumptionsInput,
  type FinancialFigures,
  type FinancialModel,
  type MonthFigures,
  type RatioVerdict,
} from './schema';

declare const normalized: unique symbol;
/**
 * Assumptions rounded to the engine's precision and within bounds, with the gross margin derived
 * from the price and the variable cost: what every computation takes.
 */
export type NormalizedAssumptions = Assumptions & { readonly [normalized]: true };

/** the product's thresholds (docs/product.md §9): Excellent at 3 or above, Good at 2 or above, best first. */
export const RATIO_THRESHOLDS = [
  { atLeast: 3, verdict: 'Excellent ratio' },
  { atLeast: 2, verdict: 'Good ratio' },
] as const satisfies readonly { atLeast: number; verdict: RatioVerdict }[];
/** The verdict below every threshold. */
export const LOWEST_VERDICT: RatioVerdict = 'Below target ratio';

export function ratioVerdict(ratio: number): RatioVerdict {
  return RATIO_THRESHOLDS.find((threshold) => ratio >= threshold.atLeast)?.verdict ?? LOWEST_VERDICT;
}

const roundTo = (value: number, precision: 'whole' | 'tenth') =>
  precision === 'whole' ? Math.round(value) : Math.round(value * 10) / 10;

/**
 * Rounds each number to the precision the engine works in and keeps it within its bounds; the gross
 * margin is derived from the price and the variable cost (whatever margin the input carried).
 */
export function normalizeAssumptions(input: AssumptionsInput): NormalizedAssumptions {
  const scalar = (key: ScalarKey): Assumption => ({
    value: clamp(roundTo(input[key].value, ASSUMPTION_PRECISION[key]), ASSUMPTION_BOUNDS[key]),
    rationale: input[key].rationale,
  });
  const monthlyPricePerCustomer = scalar('monthlyPricePerCustomer');
  const variableCostPerCustomer = scalar('variableCostPerCustomer');
  const structure = { monthlyPricePerCustomer, variableCostPerCustomer, currency: input.currency ?? DEFAULT_CURRENCY };
  return {
    monthlyPricePerCustomer,
    startingCustomers: scalar('startingCustomers'),
    monthlyGrowthPercent: scalar('monthlyGrowthPercent'),
    monthlyChurnPercent: scalar('monthlyChurnPercent'),
    grossMarginPercent: { value: grossMarginOf(structure), rationale: grossMarginRationale(structure) },
    customerAcquisitionCost: scalar('customerAcquisitionCost'),
    variableCostPerCustomer,
    costs: input.costs.map((cost) => ({
      ...cost,
      monthlyAmount: clamp(Math.round(cost.monthlyAmount), ASSUMPTION_BOUNDS.costMonthlyAmount),
    })),
    ...normalizedRunway(input),
  } as NormalizedAssumptions;
}

/** The currency, hiring plan and funding, bounded like the rest (runway/normalize.ts); none for an older model. */
function normalizedRunway(input: AssumptionsInput): Pick<Assumptions, 'currency' | 'hiringPlan' | 'funding'> {
  const { hiringPlan, ...funding } = normalizeRunwayInputs({
    ...(input.funding ?? NO_FUNDING),
    hiringPlan: input.hiringPlan ?? [],
  });
  return { currency: input.currency ?? DEFAULT_CURRENCY, hiringPlan, funding };
}

/** b(m): the customer base before rounding, from which a month's customers and new customers are rounded. */
export function customerBase(assumptions: NormalizedAssumptions, month: number): number {
  const growth = assumptions.monthlyGrowthPercent.value / 100;
  const churn = assumptions.monthlyChurnPercent.value / 100;
  return assumptions.startingCustomers.value * (1 + growth - churn) ** (month - 1);
}

/** A month's revenue: its customers times the price (whole units: the price is whole). */
export function monthRevenue(customers: number, price: number): number {
  return customers * price;
}

/** The 36 months of customers, revenue and costs. */
export function projectMonths(assumptions: NormalizedAssumptions): MonthFigures[] {
  const price = assumptions.monthlyPricePerCustomer.value;
  const growth = assumptions.monthlyGrowthPercent.value / 100;
  const fixedCosts = sum(assumptions.costs.map((cost) => cost.monthlyAmount));
  const payroll = monthlyPayroll(assumptions.hiringPlan);
  const months: MonthFigures[] = [];
  for (let month = 1; month <= HORIZON_MONTHS; month++) {
    const base = customerBase(assumptions, month);
    const customers = Math.round(base);
    const newCustomers = Math.round(base * growth);
    const variableCosts = customers * assumptions.variableCostPerCustomer.value;
    const acquisitionCosts = newCustomers * assumptions.customerAcquisitionCost.value;
    const payrollCosts = payroll[month - 1] ?? 0;
    months.push({
      month,
      customers,
      newCustomers,
      revenue: monthRevenue(customers, price),
      fixedCosts,
      payrollCosts,
      variableCosts,
      acquisitionCosts,
      totalCosts: fixedCosts + payrollCosts + variableCosts + acquisitionCosts,
    });
  }
  return months;
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function growthPercent(current: number, previous: number): number {
  return previous === 0 ? 0 : Math.round((current / previous - 1) * 100);
}

/** The figures behind the model. */
export function computeFigures(assumptions: NormalizedAssumptions): FinancialFigures {
  const months = projectMonths(assumptions);
  const yearRevenue = (year: number) =>
    sum(months.slice((year - 1) * MONTHS_PER_YEAR, year * MONTHS_PER_YEAR).map((month) => month.revenue));
  const [year1Revenue, year2Revenue, year3Revenue] = [yearRevenue(1), yearRevenue(2), yearRevenue(3)];

  const cac = assumptions.customerAcquisitionCost.value;
  const margin = assumptions.monthlyPricePerCustomer.value - assumptions.variableCostPerCustomer.value;
  const ltv = Math.max(0, Math.round((margin * 100) / assumptions.monthlyChurnPercent.value));
  const ltvCacRatio = Math.round((ltv / cac) * 10) / 10;

  const breakEven = months.find((month) => month.revenue >= month.totalCosts);
  const last = months[months.length - 1] as MonthFigures;

  return {
    months,
    year1Revenue,
    year2Revenue,
    year3Revenue,
    year2GrowthPercent: growthPercent(year2Revenue, year1Revenue),
    year3GrowthPercent: growthPercent(year3Revenue, year2Revenue),
    cac,
    ltv,
    ltvCacRatio,
    verdict: ratioVerdict(ltvCacRatio),
    fixedMonthly: last.fixedCosts,
    variablePerCustomer: assumptions.variableCostPerCustomer.value,
    burnRate: Math.round(sum(months.slice(0, MONTHS_PER_YEAR).map((month) => month.totalCosts)) / MONTHS_PER_YEAR),
    breakEvenMonth: breakEven?.month ?? null,
    revenueRequired: (breakEven ?? last).totalCosts,
  };
}

/** "Month 14": how a month of the projection is named everywhere. */
export const MONTH_PREFIX = 'Month ';
export const monthName = (month: number) => `${MONTH_PREFIX}${month}`;
/** What break-even reads when no month of the projection reaches it. */
export const BEYOND_HORIZON = `Beyond ${HORIZON_MONTHS} months`;

/** "Month 14", or the plain statement that break-even lies beyond the projection. */
export function breakEvenText(month: number | null): string {
  return month === null ? BEYOND_HORIZON : monthName(month);
}

/** the product's financial model from the proposed assumptions: display strings, figures and assumptions. */
export function buildFinancialModel(raw: AssumptionsInput): FinancialModel {
  const assumptions = normalizeAssumptions(raw);
  const figures = computeFigures(assumptions);
  const { currency } = assumptions;
  const money = (amount: number) => formatMoney(amount, currency);
  const perMonth = (amount: number) => formatMoneyPerMonth(amount, currency);
  return {
    revenueProjections: {
      year1: {
        monthly: figures.months.slice(0, MONTHS_PER_YEAR).map((month) => ({
          month: monthName(month.month),
          revenue: money(month.revenue),
          customers: month.customers,
        })),
        total: money(figures.year1Revenue),
      },
      year2: { revenue: money(figures.year2Revenue), growth: formatPercent(figures.year2GrowthPercent) },
      year3: { revenue: money(figures.year3Revenue), growth: formatPercent(figures.year3GrowthPercent) },
    },
    metrics: {
      cac: money(figures.cac),
      ltv: money(figures.ltv),
      ltvCacRatio: formatRatio(figures.ltvCacRatio),
    },
    expenses: {
      fixed: perMonth(figures.fixedMonthly),
      variable: formatMoneyPerCustomer(figures.variablePerCustomer, currency),
      burnRate: perMonth(figures.burnRate),
    },
    breakEven: {
      timeframe: breakEvenText(figures.breakEvenMonth),
      revenueRequired: perMonth(figures.revenueRequired),
    },
    figures,
    assumptions,
  };
}
