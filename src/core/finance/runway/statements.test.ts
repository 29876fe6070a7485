import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyAssumptions, anyRunwayInputs } from '../../../../tests/support/runway-arbitraries';
import { computeFigures, normalizeAssumptions } from '../engine';
import { monthlyPayroll } from './hiring';
import { normalizeRunwayInputs } from './normalize';
import { breakEvenMonth } from './runway';
import { buildStatements, type StatementPeriod } from './statements';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
/** The worked example: $100 × 100 customers growing 10% net, $19,000 of fixed costs a month. */
const assumptions = normalizeAssumptions(sampleAssumptions);
const inputs = normalizeRunwayInputs({
  startingCash: 100_000,
  fundingEvents: [
    { kind: 'loan', amount: 120_000, month: 1, annualInterestPercent: 0, termMonths: 12 },
    { kind: 'equity', amount: 500_000, month: 2, preMoneyValuation: 2_000_000 },
  ],
  hiringPlan: [{ title: 'Engineer', count: 1, monthlySalary: 6_000, startMonth: 3, employerCostPercent: 20 }],
});

describe('the statements, worked by hand', () => {
  const { months, years, costLineNames } = buildStatements(assumptions, inputs);

  it('state Month 1’s profit and loss and cash flow line by line', () => {
    expect(costLineNames).toEqual(['Salaries', 'Office rent', 'Cloud hosting']);
    expect(months[0]).toEqual({
      month: 1,
      revenue: 10_000, // 100 customers × $100
      costOfRevenue: 1_000, // 100 × $10
      grossProfit: 9_000,
      payroll: 0,
      acquisition: 3_600, // 12 new customers × $300
      costLines: [15_000, 3_000, 1_000],
      operatingCosts: 22_600,
      operatingProfit: -13_600,
      interest: 0,
      netProfit: -13_600,
      equityIn: 0,
      loanIn: 120_000,
      principalRepaid: 0,
      netCashFlow: 106_400,
      cashBalance: 206_400,
    });
  });

  it('add the round, the repayments from the month after the loan and payroll from its start month', () => {
    expect(months[1]).toMatchObject({ equityIn: 500_000, principalRepaid: 10_000, netCashFlow: 477_000 });
    expect(months[1]!.cashBalance).toBe(683_400);
    expect(months[2]).toMatchObject({ payroll: 7_200, operatingCosts: 30_700, netProfit: -19_810 });
    expect(months.map((month) => month.principalRepaid)).toEqual([
      0,
      ...new Array(12).fill(10_000),
      ...new Array(23).fill(0),
    ]);
  });

  it('roll the months up into Years 1 to 3, closing on the year’s last balance', () => {
    expect(years.map((year) => year.revenue)).toEqual([213_700, 671_100, 2_106_200]);
    expect(years[0]).toMatchObject({
      payroll: 72_000,
      netProfit: -184_470,
      principalRepaid: 110_000,
      cashBalance: 425_530,
    });
    expect(years[0]!.costLines).toEqual([180_000, 36_000, 12_000]);
    expect(years[2]!.cashBalance).toBe(months[35]!.cashBalance);
  });
});

const IDENTITY_RUNS = { numRuns: 200 };

describe('the statements, for any assumptions in bounds', { timeout: 30_000 }, () => {
  it('hold the accounting identities every month, in safe integers', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, runway) => {
        const { months } = buildStatements(generated, runway);
        const payroll = monthlyPayroll(runway.hiringPlan);
        for (const month of months) {
          const values = Object.values(month).flat() as number[];
          expect(values.every(Number.isSafeInteger)).toBe(true);
          expect(month.grossProfit).toBe(month.revenue - month.costOfRevenue);
          expect(month.operatingCosts).toBe(month.payroll + month.acquisition + sum(month.costLines));
          expect(month.payroll).toBe(payroll[month.month - 1]);
          expect(month.operatingProfit).toBe(month.grossProfit - month.operatingCosts);
          expect(month.netProfit).toBe(month.operatingProfit - month.interest);
          expect(month.netCashFlow).toBe(month.netProfit + month.equityIn + month.loanIn - month.principalRepaid);
        }
      }),
      IDENTITY_RUNS,
    );
  });

  it('have cash balance(m) = starting cash + Σ net profit + Σ equity + Σ loan proceeds − Σ principal repaid', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, runway) => {
        const { months } = buildStatements(generated, runway);
        let [profit, equity, loans, repaid] = [0, 0, 0, 0];
        for (const month of months) {
          [profit, equity, loans, repaid] = [
            profit + month.netProfit,
            equity + month.equityIn,
            loans + month.loanIn,
            repaid + month.principalRepaid,
          ];
          expect(month.cashBalance).toBe(runway.startingCash + profit + equity + loans - repaid);
        }
        const events = runway.fundingEvents;
        expect(equity).toBe(sum(events.filter((event) => event.kind === 'equity').map((event) => event.amount)));
        expect(loans).toBe(sum(events.filter((event) => event.kind === 'loan').map((event) => event.amount)));
      }),
      IDENTITY_RUNS,
    );
  });

  it('sum each year’s twelve months, and agree with the engine’s revenue and costs', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, runway) => {
        const { months, years } = buildStatements(generated, runway);
        const figures = computeFigures(generated);
        expect(years.map((year) => year.revenue)).toEqual([
          figures.year1Revenue,
          figures.year2Revenue,
          figures.year3Revenue,
        ]);
        years.forEach((year, index) => {
          const twelve = months.slice(index * 12, index * 12 + 12);
          const keys = ['netProfit', 'payroll', 'interest', 'netCashFlow'] as const satisfies (keyof StatementPeriod)[];
          for (const key of keys) expect(year[key]).toBe(sum(twelve.map((month) => month[key])));
          expect(year.cashBalance).toBe(twelve[11]!.cashBalance);
        });
        months.forEach((month, index) => {
          const engine = figures.months[index]!;
          expect(month.costOfRevenue + month.acquisition + sum(month.costLines)).toBe(engine.totalCosts);
        });
      }),
      IDENTITY_RUNS,
    );
  });

  it('break even in the engine’s month when there is no payroll and no loan', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, runway) => {
        const equityOnly = {
          ...runway,
          hiringPlan: [],
          fundingEvents: runway.fundingEvents.filter((e) => e.kind === 'equity'),
        };
        const { months } = buildStatements(generated, equityOnly);
        expect(breakEvenMonth(months)).toBe(computeFigures(generated).breakEvenMonth);
      }),
      IDENTITY_RUNS,
    );
  });
});
