/**
 * The profit and loss and the cash flow, month by month for 36 months, from the engine's months
 * (projectMonths) and the runway's assumptions. Every figure is a whole number of currency units
 * and each identity below holds exactly:
 *
 *   gross profit       revenue − cost of revenue (the engine's variable costs)
 *   operating costs    payroll + acquisition (marketing) + each fixed cost line
 *   operating profit   gross profit − operating costs
 *   net profit         operating profit − loan interest
 *   net cash flow      net profit + equity in + loan proceeds − loan principal repaid
 *   cash balance(m)    starting cash + Σ net cash flow over Months 1..m
 *
 * Cash = profit: customers pay and suppliers are paid in the month (no payment terms, no tax, no
 * depreciation), so net profit is the operating cash flow (issue 27 puts payment terms out of scope).
 */
import { HORIZON_MONTHS, MONTHS_PER_YEAR } from '../bounds';
import { projectMonths, type NormalizedAssumptions } from '../engine';
import { monthlyPayroll } from './hiring';
import { loanSchedule } from './loans';
import type { NormalizedRunwayInputs } from './normalize';
import type { FundingEvent } from './schema';

/** One period's profit and loss and cash flow; flows are the period's sums, the balance its closing one. */
export interface StatementPeriod {
  revenue: number;
  costOfRevenue: number;
  grossProfit: number;
  payroll: number;
  acquisition: number;
  /** Each fixed cost line, in the order of the assumptions' costs (named in `Statements.costLineNames`). */
  costLines: readonly number[];
  operatingCosts: number;
  operatingProfit: number;
  interest: number;
  netProfit: number;
  equityIn: number;
  loanIn: number;
  principalRepaid: number;
  netCashFlow: number;
  /** At the end of the period. */
  cashBalance: number;
}
export interface StatementMonth extends StatementPeriod {
  month: number;
}
export interface StatementYear extends StatementPeriod {
  year: number;
}
export interface Statements {
  startingCash: number;
  costLineNames: string[];
  months: StatementMonth[];
  /** Years 1 to 3: each the sum of its twelve months, closing on its last month's balance. */
  years: StatementYear[];
}

/** Cash in and out from the funding events, and the interest they cost, month by month (index 0 = Month 1). */
export function financingByMonth(events: readonly FundingEvent[]) {
  const zeros = () => new Array<number>(HORIZON_MONTHS).fill(0);
  const flows = { equityIn: zeros(), loanIn: zeros(), interest: zeros(), principalRepaid: zeros() };
  for (const event of events) {
    if (event.kind === 'equity') {
      flows.equityIn[event.month - 1]! += event.amount;
      continue;
    }
    flows.loanIn[event.month - 1]! += event.amount;
    const schedule = loanSchedule(event);
    for (let index = 0; index < HORIZON_MONTHS; index++) {
      flows.interest[index]! += schedule.interest[index]!;
      flows.principalRepaid[index]! += schedule.principal[index]!;
    }
  }
  return flows;
}

const sumOf = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** The 36 months of the profit and loss and the cash flow. */
export function statementMonths(assumptions: NormalizedAssumptions, inputs: NormalizedRunwayInputs): StatementMonth[] {
  const payroll = monthlyPayroll(inputs.hiringPlan);
  const financing = financingByMonth(inputs.fundingEvents);
  const costLines = assumptions.costs.map((cost) => cost.monthlyAmount);
  const fixed = sumOf(costLines);
  let cashBalance = inputs.startingCash;
  return projectMonths(assumptions).map((projected, index) => {
    const grossProfit = projected.revenue - projected.variableCosts;
    const operatingCosts = payroll[index]! + projected.acquisitionCosts + fixed;
    const operatingProfit = grossProfit - operatingCosts;
    const interest = financing.interest[index]!;
    const netProfit = operatingProfit - interest;
    const [equityIn, loanIn, principalRepaid] = [
      financing.equityIn[index]!,
      financing.loanIn[index]!,
      financing.principalRepaid[index]!,
    ];
    const netCashFlow = netProfit + equityIn + loanIn - principalRepaid;
    cashBalance += netCashFlow;
    return {
      month: projected.month,
      revenue: projected.revenue,
      costOfRevenue: projected.variableCosts,
      grossProfit,
      payroll: payroll[index]!,
      acquisition: projected.acquisitionCosts,
      costLines,
      operatingCosts,
      operatingProfit,
      interest,
      netProfit,
      equityIn,
      loanIn,
      principalRepaid,
      netCashFlow,
      cashBalance,
    };
  });
}

const FLOW_KEYS = [
  'revenue',
  'costOfRevenue',
  'grossProfit',
  'payroll',
  'acquisition',
  'operatingCosts',
  'operatingProfit',
  'interest',
  'netProfit',
  'equityIn',
  'loanIn',
  'principalRepaid',
  'netCashFlow',
] as const satisfies readonly (keyof StatementPeriod)[];

/** Months summed into one period, closing on the last month's balance. */
export function rollUp(months: readonly StatementMonth[]): StatementPeriod {
  const last = months[months.length - 1];
  const costLines = (months[0]?.costLines ?? []).map((_, line) => sumOf(months.map((month) => month.costLines[line]!)));
  const flows = Object.fromEntries(FLOW_KEYS.map((key) => [key, sumOf(months.map((month) => month[key]))]));
  return { ...(flows as Record<(typeof FLOW_KEYS)[number], number>), costLines, cashBalance: last?.cashBalance ?? 0 };
}

/** The profit and loss and the cash flow by month, with Years 1 to 3 rolled up. */
export function buildStatements(assumptions: NormalizedAssumptions, inputs: NormalizedRunwayInputs): Statements {
  const months = statementMonths(assumptions, inputs);
  const years = [1, 2, 3].map((year) => ({
    year,
    ...rollUp(months.slice((year - 1) * MONTHS_PER_YEAR, year * MONTHS_PER_YEAR)),
  }));
  return {
    startingCash: inputs.startingCash,
    costLineNames: assumptions.costs.map((cost) => cost.name),
    months,
    years,
  };
}
