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
 *   LTV                round(price × gross margin ÷ monthly churn)   (margin-adjusted revenue over an
 *                      expected lifetime of 1 ÷ churn months)
 *   LTV:CAC            LTV ÷ CAC, rounded to one decimal; the verdict reads the rounded ratio
 *   burn rate          the average of total costs over Year 1 (gross monthly cash outflow)
 *   break-even         the first month whose revenue covers its total costs, acquisition included;
 *                      revenue required is that month's total costs (or Month 36's when beyond)
 *
 * Years 2 and 3 continue the same monthly dynamics; growth is against the previous year.
 */
import { formatPercent, formatRatio, formatUsd, formatUsdPerCustomer, formatUsdPerMonth } from './money';

/** Months the model projects: Year 1 monthly, Years 2 and 3 as totals (spec §9). */
export const HORIZON_MONTHS = 36;
export const MONTHS_PER_YEAR = 12;

/** One proposed number and why it was chosen. */
export interface Assumption {
  value: number;
  /** One line a founder can check the number against. */
  rationale: string;
}

export interface CostAssumption {
  /** The expense as the founder listed it. */
  name: string;
  /** US dollars per month. */
  monthlyAmount: number;
  rationale: string;
}

/** What the model proposes; amounts in US dollars, rates in percent per month. */
export interface Assumptions {
  monthlyPricePerCustomer: Assumption;
  startingCustomers: Assumption;
  monthlyGrowthPercent: Assumption;
  monthlyChurnPercent: Assumption;
  grossMarginPercent: Assumption;
  customerAcquisitionCost: Assumption;
  variableCostPerCustomer: Assumption;
  costs: CostAssumption[];
}

type ScalarKey = Exclude<keyof Assumptions, 'costs'>;

/**
 * The range each assumption may take; the schema sent to the model says the same. The upper ends
 * keep every figure over 36 months a safe integer, so sums are exact.
 */
export const ASSUMPTION_BOUNDS = {
  monthlyPricePerCustomer: { min: 1, max: 50_000 },
  startingCustomers: { min: 1, max: 50_000 },
  monthlyGrowthPercent: { min: 0, max: 30 },
  monthlyChurnPercent: { min: 0.5, max: 25 },
  grossMarginPercent: { min: 5, max: 95 },
  customerAcquisitionCost: { min: 1, max: 100_000 },
  variableCostPerCustomer: { min: 0, max: 50_000 },
  costMonthlyAmount: { min: 0, max: 2_000_000 },
  costCount: { min: 1, max: 12 },
} as const satisfies Record<ScalarKey | 'costMonthlyAmount' | 'costCount', { min: number; max: number }>;

/** Whole dollars and whole customers; rates to a tenth of a percent. */
const PRECISION: Record<ScalarKey, 'whole' | 'tenth'> = {
  monthlyPricePerCustomer: 'whole',
  startingCustomers: 'whole',
  monthlyGrowthPercent: 'tenth',
  monthlyChurnPercent: 'tenth',
  grossMarginPercent: 'tenth',
  customerAcquisitionCost: 'whole',
  variableCostPerCustomer: 'whole',
};

export type RatioVerdict = 'Excellent ratio' | 'Good ratio' | 'Below target ratio';

/** The spec's thresholds (§9): Excellent at 3 or above, Good at 2 or above. */
export function ratioVerdict(ratio: number): RatioVerdict {
  if (ratio >= 3) return 'Excellent ratio';
  if (ratio >= 2) return 'Good ratio';
  return 'Below target ratio';
}

export interface MonthFigures {
  /** 1..36 */
  month: number;
  customers: number;
  newCustomers: number;
  revenue: number;
  fixedCosts: number;
  variableCosts: number;
  acquisitionCosts: number;
  totalCosts: number;
}

/** The numbers behind the display strings; money in whole US dollars. */
export interface FinancialFigures {
  months: MonthFigures[];
  year1Revenue: number;
  year2Revenue: number;
  year3Revenue: number;
  /** Whole percent against the year before. */
  year2GrowthPercent: number;
  year3GrowthPercent: number;
  cac: number;
  ltv: number;
  /** LTV ÷ CAC to one decimal. */
  ltvCacRatio: number;
  verdict: RatioVerdict;
  fixedMonthly: number;
  variablePerCustomer: number;
  burnRate: number;
  /** The first month revenue covers all costs, or null when that is beyond the horizon. */
  breakEvenMonth: number | null;
  revenueRequired: number;
}

/** The spec's financial model (§3) with display strings, plus the figures and assumptions behind it. */
export interface FinancialModel {
  revenueProjections: {
    year1: { monthly: { month: string; revenue: string; customers: number }[]; total: string };
    year2: { revenue: string; growth: string };
    year3: { revenue: string; growth: string };
  };
  metrics: { cac: string; ltv: string; ltvCacRatio: string };
  expenses: { fixed: string; variable: string; burnRate: string };
  breakEven: { timeframe: string; revenueRequired: string };
  figures: FinancialFigures;
  /** The assumptions as the engine used them (rounded and within bounds). */
  assumptions: Assumptions;
}

const clamp = (value: number, { min, max }: { min: number; max: number }) => Math.min(max, Math.max(min, value));
const roundTo = (value: number, precision: 'whole' | 'tenth') => (precision === 'whole' ? Math.round(value) : Math.round(value * 10) / 10);

/** Rounds each number to the precision the engine works in and keeps it within its bounds. */
export function normalizeAssumptions(input: Assumptions): Assumptions {
  const scalar = (key: ScalarKey): Assumption => ({
    value: clamp(roundTo(input[key].value, PRECISION[key]), ASSUMPTION_BOUNDS[key]),
    rationale: input[key].rationale,
  });
  return {
    monthlyPricePerCustomer: scalar('monthlyPricePerCustomer'),
    startingCustomers: scalar('startingCustomers'),
    monthlyGrowthPercent: scalar('monthlyGrowthPercent'),
    monthlyChurnPercent: scalar('monthlyChurnPercent'),
    grossMarginPercent: scalar('grossMarginPercent'),
    customerAcquisitionCost: scalar('customerAcquisitionCost'),
    variableCostPerCustomer: scalar('variableCostPerCustomer'),
    costs: input.costs.map((cost) => ({ ...cost, monthlyAmount: clamp(Math.round(cost.monthlyAmount), ASSUMPTION_BOUNDS.costMonthlyAmount) })),
  };
}

/** The 36 months of customers, revenue and costs, from normalized assumptions. */
export function projectMonths(assumptions: Assumptions): MonthFigures[] {
  const price = assumptions.monthlyPricePerCustomer.value;
  const growth = assumptions.monthlyGrowthPercent.value / 100;
  const churn = assumptions.monthlyChurnPercent.value / 100;
  const fixedCosts = sum(assumptions.costs.map((cost) => cost.monthlyAmount));
  const months: MonthFigures[] = [];
  for (let month = 1; month <= HORIZON_MONTHS; month++) {
    const base = assumptions.startingCustomers.value * (1 + growth - churn) ** (month - 1);
    const customers = Math.round(base);
    const newCustomers = Math.round(base * growth);
    const variableCosts = customers * assumptions.variableCostPerCustomer.value;
    const acquisitionCosts = newCustomers * assumptions.customerAcquisitionCost.value;
    months.push({
      month,
      customers,
      newCustomers,
      revenue: customers * price,
      fixedCosts,
      variableCosts,
      acquisitionCosts,
      totalCosts: fixedCosts + variableCosts + acquisitionCosts,
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

/** The figures behind the model, from assumptions (normalized first). */
export function computeFigures(raw: Assumptions): FinancialFigures {
  const assumptions = normalizeAssumptions(raw);
  const months = projectMonths(assumptions);
  const yearRevenue = (year: number) => sum(months.slice((year - 1) * MONTHS_PER_YEAR, year * MONTHS_PER_YEAR).map((month) => month.revenue));
  const [year1Revenue, year2Revenue, year3Revenue] = [yearRevenue(1), yearRevenue(2), yearRevenue(3)];

  const cac = assumptions.customerAcquisitionCost.value;
  const ltv = Math.round((assumptions.monthlyPricePerCustomer.value * assumptions.grossMarginPercent.value) / assumptions.monthlyChurnPercent.value);
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

/** "Month 14", or the plain statement that break-even lies beyond the projection. */
export function breakEvenText(month: number | null): string {
  return month === null ? `Beyond ${HORIZON_MONTHS} months` : `Month ${month}`;
}

/** The spec's financial model from the proposed assumptions: display strings, figures and assumptions. */
export function buildFinancialModel(raw: Assumptions): FinancialModel {
  const assumptions = normalizeAssumptions(raw);
  const figures = computeFigures(assumptions);
  return {
    revenueProjections: {
      year1: {
        monthly: figures.months.slice(0, MONTHS_PER_YEAR).map((month) => ({
          month: `Month ${month.month}`,
          revenue: formatUsd(month.revenue),
          customers: month.customers,
        })),
        total: formatUsd(figures.year1Revenue),
      },
      year2: { revenue: formatUsd(figures.year2Revenue), growth: formatPercent(figures.year2GrowthPercent) },
      year3: { revenue: formatUsd(figures.year3Revenue), growth: formatPercent(figures.year3GrowthPercent) },
    },
    metrics: { cac: formatUsd(figures.cac), ltv: formatUsd(figures.ltv), ltvCacRatio: formatRatio(figures.ltvCacRatio) },
    expenses: {
      fixed: formatUsdPerMonth(figures.fixedMonthly),
      variable: formatUsdPerCustomer(figures.variablePerCustomer),
      burnRate: formatUsdPerMonth(figures.burnRate),
    },
    breakEven: { timeframe: breakEvenText(figures.breakEvenMonth), revenueRequired: formatUsdPerMonth(figures.revenueRequired) },
    figures,
    assumptions,
  };
}
