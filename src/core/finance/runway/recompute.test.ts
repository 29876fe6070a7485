import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyAssumptions, anyRunwayInputs } from '../../../../tests/support/runway-arbitraries';
import { buildFinancialModel, normalizeAssumptions } from '../engine';
import { normalizeRunwayInputs } from './normalize';
import { askOf } from './ask';
import { computeRunway, runwayOf } from './recompute';

describe('the whole runway model', () => {
  it('brings the statements, the runway, the funding need, the use of funds and dilution together', () => {
    const model = computeRunway(
      normalizeAssumptions(sampleAssumptions),
      normalizeRunwayInputs({
        startingCash: 50_000,
        fundingEvents: [
          { kind: 'equity', amount: 300_000, month: 6, preMoneyValuation: 1_200_000 },
          { kind: 'loan', amount: 60_000, month: 2, annualInterestPercent: 10, termMonths: 24 },
        ],
        hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 4, employerCostPercent: 20 }],
      }),
    );
    expect(model.statements.months).toHaveLength(36);
    expect(model.byMonth[0]).toMatchObject({ month: 1, grossBurn: 23_600, netBurn: 13_600, cashBalance: 36_400 });
    expect(model.cacPaybackMonths).toBe(3.3);
    expect(model.dilution.map((round) => round.dilution)).toEqual([0.2]);
    expect(model.funding.windowEnd).toBe(Math.min(36, (model.breakEvenMonth ?? 30) + 6));
    expect(model.funding.planned).toBe(360_000);
    const use = askOf(model)!.useOfFunds;
    expect(use.categories.find((line) => line.category === 'payroll')!.amount).toBeGreaterThan(0);
    expect(use.categories.find((line) => line.category === 'interest')!.amount).toBeGreaterThan(0);
    expect(model.burnMultiples).toHaveLength(3);
  });

  it('agrees with itself for any assumptions: a cash-out month inside the window means more to raise', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (assumptions, inputs) => {
        const model = computeRunway(assumptions, inputs);
        const out = model.cashOutMonth;
        const inWindow = out !== null && out <= model.funding.windowEnd;
        expect(model.funding.stillToRaise.amount > 0).toBe(inWindow);
        expect(model.funding.breakEvenMonth).toBe(model.breakEvenMonth);
        expect(model.funding.cashOutMonth).toBe(out);
      }),
      { numRuns: 200 },
    );
  });
});

describe('runwayOf a model', () => {
  it('counts the payroll the engine counts: one break-even, one burn', () => {
    const withTeam = {
      ...sampleAssumptions,
      hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 4, employerCostPercent: 20 }],
      funding: { ...sampleAssumptions.funding, startingCash: 40_000 },
    };
    const model = buildFinancialModel(withTeam);
    const runway = runwayOf(withTeam);
    expect(runway.breakEvenMonth).toBe(model.figures.breakEvenMonth);
    expect(runway.statements.startingCash).toBe(40_000);
    expect(model.figures.months[3]!.payrollCosts).toBe(14_400);
    expect(runway.statements.months[3]!.payroll).toBe(14_400);
    expect(model.figures.months[2]!.payrollCosts).toBe(0);
    // Gross burn here is every cost of the month, as the engine's total costs are (no loan, no interest).
    expect(runway.byMonth.map((month) => month.grossBurn)).toEqual(
      model.figures.months.map((month) => month.totalCosts),
    );
  });
});
