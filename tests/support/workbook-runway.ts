/**
 * The runway half of tests/exports/workbook-recalculation.test.ts: assumption sets with cash,
 * funding and hiring, and what LibreOffice must show for them on P&L, Cash Flow and Hiring, cell by
 * cell, as runwayOf computes them.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { ASSUMPTION_BOUNDS } from '@/core/finance/bounds';
import { formatMoney, type Currency } from '@/core/finance/currency';
import { BEYOND_HORIZON } from '@/core/finance/engine';
import type { RunwayModel } from '@/core/finance/runway/recompute';
import { askOf, withTheRaise, type Ask } from '@/core/finance/runway/ask';
import { cashOutText } from '@/core/finance/runway/runway';
import { runwayValue } from '@/core/finance/runway/sentences';
import type { FundingEvent, Role } from '@/core/finance/runway/schema';
import type { StatementPeriod } from '@/core/finance/runway/statements';
import type { Assumptions } from '@/core/finance/schema';
import { SHEETS } from '@/core/tools/financials/workbook-cells';
import { sampleAssumptions } from './fixtures';

const role = (title: string, count: number, monthlySalary: number, startMonth: number, employerCostPercent: number) =>
  ({ title, count, monthlySalary, startMonth, employerCostPercent }) satisfies Role;
const equity = (amount: number, month: number, preMoneyValuation: number): FundingEvent => ({
  kind: 'equity',
  amount,
  month,
  preMoneyValuation,
});
const loan = (amount: number, month: number, annualInterestPercent: number, termMonths: number): FundingEvent => ({
  kind: 'loan',
  amount,
  month,
  annualInterestPercent,
  termMonths,
});

const withRunway = (changes: Partial<Assumptions>, funding: Partial<Assumptions['funding']> = {}): Assumptions => ({
  ...sampleAssumptions,
  ...changes,
  funding: { ...sampleAssumptions.funding, ...funding },
});

/** Generated runways over the sample, the same on every run (fixed seed), within the bounds. */
const generated = fc.sample(
  fc.record({
    startingCash: fc.integer({ min: 0, max: 400_000 }),
    bufferMonths: fc.integer({ min: 0, max: 24 }),
    hiringPlan: fc.array(
      fc
        .tuple(
          fc.integer({ min: 1, max: 5 }),
          fc.integer({ min: 1_000, max: 15_000 }),
          fc.integer({ min: 1, max: 36 }),
          fc.integer({ min: 0, max: 600 }),
        )
        .map(([count, salary, start, tenths]) => role('Role', count, salary, start, tenths / 10)),
      { maxLength: 4 },
    ),
    fundingEvents: fc.array(
      fc.oneof(
        fc
          .tuple(
            fc.integer({ min: 1, max: 2_000_000 }),
            fc.integer({ min: 1, max: 36 }),
            fc.integer({ min: 1, max: 2e7 }),
          )
          .map(([amount, month, pre]) => equity(amount, month, pre)),
        fc
          .tuple(
            fc.integer({ min: 1, max: 1_000_000 }),
            fc.integer({ min: 1, max: 36 }),
            fc.integer({ min: 0, max: 400 }),
            fc.integer({ min: 1, max: 120 }),
          )
          .map(([amount, month, tenths, term]) => loan(amount, month, tenths / 10, term)),
      ),
      { maxLength: 4 },
    ),
  }),
  { numRuns: 2, seed: 20270127 },
);

export const RUNWAY_CASES: { name: string; assumptions: Assumptions }[] = [
  {
    name: 'a loan in euros',
    assumptions: withRunway({ currency: 'EUR' }, { startingCash: 20_000, fundingEvents: [loan(150_000, 2, 7.5, 24)] }),
  },
  {
    name: 'two equity rounds, an interest-free loan and a hiring plan, in Swiss francs',
    assumptions: withRunway(
      {
        currency: 'CHF',
        hiringPlan: [
          role('Engineer', 2, 9_000, 1, 15.5),
          role('Sales lead', 1, 7_500, 7, 12),
          role('Support', 3, 4_200, 13, 0),
        ],
      },
      {
        startingCash: 80_000,
        founderOwnershipPercent: 90,
        fundingEvents: [equity(1_500_000, 13, 8_000_000), loan(60_000, 4, 0, 12), equity(400_000, 3, 1_600_000)],
      },
    ),
  },
  {
    name: 'never breaks even, with a loan running past Month 36, in yen',
    assumptions: withRunway(
      {
        currency: 'JPY',
        costs: [
          { name: 'Factory', monthlyAmount: ASSUMPTION_BOUNDS.costMonthlyAmount.max, rationale: 'Capital heavy.' },
        ],
      },
      { startingCash: 5_000_000, fundingEvents: [loan(90_000_000, 30, 12.3, 60)] },
    ),
  },
  {
    name: 'a round in Month 3 that covers the need, in euros',
    assumptions: withRunway(
      { currency: 'EUR' },
      { startingCash: 50_000, fundingEvents: [equity(500_000, 3, 2_000_000)] },
    ),
  },
  {
    name: 'never needs funding, in pounds',
    assumptions: withRunway(
      { currency: 'GBP', hiringPlan: [role('Founder', 2, 4_000, 1, 13.8)] },
      { startingCash: 2_000_000, bufferMonths: 0 },
    ),
  },
  ...generated.map((runway, index) => ({
    name: `generated runway ${index + 1}`,
    assumptions: withRunway(
      { hiringPlan: runway.hiringPlan },
      { startingCash: runway.startingCash, bufferMonths: runway.bufferMonths, fundingEvents: runway.fundingEvents },
    ),
  })),
];

type Sheet = (name: string) => string[][];
const MONEY_LINES: [string, (period: StatementPeriod) => number][] = [
  ['Revenue', (p) => p.revenue],
  ['Cost of revenue', (p) => p.costOfRevenue],
  ['Gross profit', (p) => p.grossProfit],
  ['Payroll', (p) => p.payroll],
  ['Marketing and acquisition', (p) => p.acquisition],
];
const TOTAL_LINES: [string, (period: StatementPeriod) => number][] = [
  ['Operating costs', (p) => p.operatingCosts],
  ['Operating profit', (p) => p.operatingProfit],
  ['Interest', (p) => p.interest],
  ['Net profit', (p) => p.netProfit],
];
const CASH_LINES: [string, (period: StatementPeriod) => number][] = [
  ['Net profit', (p) => p.netProfit],
  ['Equity in', (p) => p.equityIn],
  ['Loan proceeds', (p) => p.loanIn],
  ['Principal repaid', (p) => p.principalRepaid],
  ['Net cash flow', (p) => p.netCashFlow],
  ['Cash balance', (p) => p.cashBalance],
];

/** A line of a statement: its label, then its 36 months and 3 years as displayed. */
const statementRow = (
  runway: RunwayModel,
  label: string,
  pick: (period: StatementPeriod) => number,
  currency: Currency,
) => [
  label,
  ...[...runway.statements.months, ...runway.statements.years].map((period) => formatMoney(pick(period), currency)),
];

/** The value in column B of the row labelled `label`. */
const valueOf = (rows: string[][], label: string) => rows.find((row) => row[0] === label)?.[1];

const amountOf = (text: string | undefined) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/**
 * The use of the raise as LibreOffice computed it: each category's share and part of the raise
 * within a point and a unit of the engine's (the engine rounds by largest remainder, the sheet
 * shows the exact share rounded), the parts summing to the raise.
 */
function expectUseOfFunds(cashFlow: string[][], ask: Ask | null, money: (amount: number) => string) {
  const header = cashFlow.findIndex((row) => row[0] === 'Use of the raise');
  expect(header).toBeGreaterThan(0);
  const rows = cashFlow.slice(header + 1, header + 7);
  for (const category of ask?.useOfFunds.categories ?? []) {
    const row = rows.find((each) => each[0] === category.label)!;
    expect(row[1]).toBe(money(category.spent));
    expect(Math.abs(amountOf(row[2]) - category.percent)).toBeLessThanOrEqual(1);
    expect(Math.abs(amountOf(row[3]) - category.amount)).toBeLessThanOrEqual(1);
  }
  const total = rows.find((row) => row[0] === 'Total')!;
  if (ask && ask.useOfFunds.spent > 0) expect(total[3]).toBe(money(ask.raise));
}

/** P&L, Cash Flow and Hiring as LibreOffice computed them, against runwayOf. */
export function expectRunwaySheets(sheet: Sheet, assumptions: Assumptions, runway: RunwayModel) {
  const { currency } = assumptions;
  const money = (amount: number) => formatMoney(amount, currency);
  const costLines: [string, (period: StatementPeriod) => number][] = runway.statements.costLineNames.map(
    (name, line) => [name, (p) => p.costLines[line]!],
  );
  const pnl = sheet(SHEETS.pnl).slice(1, 1 + MONEY_LINES.length + costLines.length + TOTAL_LINES.length);
  expect(pnl).toEqual(
    [...MONEY_LINES, ...costLines, ...TOTAL_LINES].map(([label, pick]) => statementRow(runway, label, pick, currency)),
  );

  const cashFlow = sheet(SHEETS.cashFlow);
  expect(cashFlow.slice(1, 1 + CASH_LINES.length)).toEqual(
    CASH_LINES.map(([label, pick]) => statementRow(runway, label, pick, currency)),
  );
  const byLabel = (label: string) => cashFlow.find((row) => row[0] === label)!.slice(1, 37);
  const plan = runway.funding;
  const ask = askOf(runway);
  const paid = withTheRaise(runway, ask?.inMonthOne ?? 0);
  const truth = (values: boolean[]) => values.map((value) => String(value).toUpperCase());
  expect(byLabel('Net burn')).toEqual(runway.byMonth.map((month) => money(month.netBurn)));
  expect(byLabel('Cash below zero')).toEqual(truth(runway.byMonth.map((month) => month.cashBalance < 0)));
  expect(byLabel('Cash balance without funding')).toEqual(plan.balancesWithoutFunding.map(money));
  expect(byLabel('Below zero without funding')).toEqual(truth(plan.balancesWithoutFunding.map((b) => b < 0)));
  expect(byLabel('Below zero with the raise')).toEqual(
    truth(runway.byMonth.map((month) => month.cashBalance + (ask?.inMonthOne ?? 0) < 0)),
  );
  expect({
    'Starting cash': valueOf(cashFlow, 'Starting cash'),
    'Break-even': valueOf(cashFlow, 'Break-even'),
    'Funding window ends': valueOf(cashFlow, 'Funding window ends'),
    'Cash-out month': valueOf(cashFlow, 'Cash-out month'),
    Runway: valueOf(cashFlow, 'Runway'),
    'Lowest cash balance in the window': valueOf(cashFlow, 'Lowest cash balance in the window'),
    'Still to raise': valueOf(cashFlow, 'Still to raise'),
    'Lowest balance in the window without funding': valueOf(cashFlow, 'Lowest balance in the window without funding'),
    'Funding need': valueOf(cashFlow, 'Funding need'),
    'Your funding': valueOf(cashFlow, 'Your funding'),
    'The raise': valueOf(cashFlow, 'The raise'),
    'Raised beyond your funding, in Month 1': valueOf(cashFlow, 'Raised beyond your funding, in Month 1'),
    'The raise pays from': valueOf(cashFlow, 'The raise pays from'),
    'The raise pays through': valueOf(cashFlow, 'The raise pays through'),
  }).toEqual({
    'Starting cash': money(runway.statements.startingCash),
    'Break-even': runway.breakEvenMonth === null ? BEYOND_HORIZON : `Month ${runway.breakEvenMonth}`,
    'Funding window ends': `Month ${plan.windowEnd}`,
    'Cash-out month': cashOutText(runway.cashOutMonth),
    Runway: runwayValue(plan.runwayMonths),
    'Lowest cash balance in the window': money(plan.stillToRaise.lowestBalance),
    'Still to raise': money(plan.stillToRaise.amount),
    'Lowest balance in the window without funding': money(plan.need.lowestBalance),
    'Funding need': money(plan.need.amount),
    'Your funding': money(plan.planned),
    'The raise': money(ask?.raise ?? 0),
    'Raised beyond your funding, in Month 1': money(ask?.inMonthOne ?? 0),
    'The raise pays from': `Month ${paid.fromMonth}`,
    'The raise pays through': `Month ${paid.toMonth}`,
  });
  expectUseOfFunds(cashFlow, ask, money);
  for (const round of runway.dilution) {
    const label = cashFlow.find(
      (row) => row[0]?.endsWith(': post-money valuation') && row[1] === money(round.postMoneyValuation),
    );
    expect(label, `a post-money valuation of ${money(round.postMoneyValuation)}`).toBeDefined();
    const name = label![0]!.replace(': post-money valuation', '');
    const percent = (text: string | undefined) => Number(text?.replace('%', ''));
    expect(Math.abs(percent(valueOf(cashFlow, `${name}: dilution`)) - round.dilution * 100)).toBeLessThanOrEqual(
      0.05 + 1e-9,
    );
    expect(
      Math.abs(percent(valueOf(cashFlow, `Founders' ownership after ${name}`)) - round.founderPercentAfter),
    ).toBeLessThanOrEqual(0.05 + 1e-9);
  }

  const payroll = sheet(SHEETS.hiring)
    .find((row) => row[0] === 'Payroll')!
    .slice(6, 42);
  expect(payroll).toEqual(runway.statements.months.map((month) => money(month.payroll)));
}
