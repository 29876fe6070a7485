import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyAssumptions, anyRunwayInputs, withPlannedFunding } from '../../../../tests/support/runway-arbitraries';
import { HORIZON_MONTHS } from '../bounds';
import { askOf } from './ask';
import { computeRunway, runwayOf } from './recompute';
import type { FundingEvent } from './schema';

const team = [{ title: 'Engineer', count: 2, monthlySalary: 7_000, startMonth: 1, employerCostPercent: 20 }];
const withFunding = (startingCash: number, fundingEvents: FundingEvent[] = []) =>
  runwayOf({
    ...sampleAssumptions,
    hiringPlan: team,
    funding: { ...sampleAssumptions.funding, startingCash, fundingEvents },
  });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the ask', () => {
  it('is the funding need when the founder plans no funding, and the cash lasts with it', () => {
    const runway = withFunding(0);
    const ask = askOf(runway)!;
    expect(ask).toMatchObject({ raise: runway.funding.need.amount, basis: 'need', dilution: [] });
    expect(ask.raise).toBeGreaterThan(0);
    expect(ask.inMonthOne).toBe(ask.raise);
    expect(ask.runwayMonths).toBeGreaterThanOrEqual(runway.funding.windowEnd);
  });

  it('is the founder’s round, however the need compares, with its dilution and how long cash lasts', () => {
    const round: FundingEvent = { kind: 'equity', amount: 2_000_000, month: 1, preMoneyValuation: 8_000_000 };
    const runway = withFunding(0, [round]);
    const ask = askOf(runway)!;
    expect(ask).toMatchObject({ raise: 2_000_000, basis: 'planned', inMonthOne: 0 });
    expect(ask.dilution[0]?.dilution).toBe(0.2);
    expect(ask.runwayMonths).toBe(runway.funding.runwayMonths);
    // A round smaller than the need is still the raise: the need is stated beside it.
    const small = withFunding(0, [{ ...round, amount: 50_000 }]);
    expect(askOf(small)).toMatchObject({ raise: 50_000, basis: 'planned' });
    expect(small.funding.stillToRaise.amount).toBeGreaterThan(0);
  });

  it('is a pinned raise when the founder pins one: its runway counts what it adds in Month 1', () => {
    const runway = withFunding(0, [{ kind: 'equity', amount: 100_000, month: 2, preMoneyValuation: 900_000 }]);
    const ask = askOf(runway, 600_000)!;
    expect(ask).toMatchObject({ raise: 600_000, basis: 'pinned', inMonthOne: 500_000 });
    expect(ask.runwayMonths).toBeGreaterThanOrEqual(runway.funding.runwayMonths);
  });

  it('asks nothing of a venture whose cash lasts and that plans no funding', () => {
    expect(askOf(withFunding(100_000_000))).toBeNull();
  });

  it('splits the raise itself by what it pays for: the spending from the month the starting cash alone runs out', () => {
    // No hires: €50,000 alone would run out in Month 4; the round carries Months 4 to 21 (break-even 15 + 6).
    const runway = runwayOf({
      ...sampleAssumptions,
      funding: {
        ...sampleAssumptions.funding,
        startingCash: 50_000,
        fundingEvents: [{ kind: 'equity', amount: 500_000, month: 3, preMoneyValuation: 2_000_000 }],
      },
    });
    const use = askOf(runway)!.useOfFunds;
    expect([use.fromMonth, use.toMonth]).toEqual([4, 21]);
    expect(use.categories.map((line) => [line.label, line.amount, line.percent])).toEqual([
      ['Payroll', 0, 0],
      ['Marketing and acquisition', 175_823, 35],
      ['Operations', 275_327, 55],
      ['Cost of revenue', 48_850, 10],
      ['Interest', 0, 0],
    ]);
    expect(sum(use.categories.map((line) => line.amount))).toBe(500_000);
    const months = runway.statements.months.slice(use.fromMonth - 1, use.toMonth);
    expect(use.categories.find((line) => line.category === 'payroll')!.spent).toBe(
      sum(months.map((month) => month.payroll)),
    );
  });
});

describe('the ask, for any assumptions, cash and rounds in bounds', { timeout: 60_000 }, () => {
  it('lasts as its cash-out month says, splits exactly the raise, and never asks when nothing is needed or planned', () => {
    fc.assert(
      fc.property(
        anyAssumptions,
        fc.oneof(anyRunwayInputs, withPlannedFunding),
        fc.option(fc.integer({ min: 1_000, max: 5_000_000 }), { nil: undefined }),
        (generated, inputs, pinned) => {
          const runway = computeRunway(generated, inputs);
          const plan = runway.funding;
          const ask = askOf(runway, pinned);
          if (pinned === undefined && plan.planned === 0 && plan.need.amount === 0) {
            expect(ask).toBeNull();
            return;
          }
          expect(ask).not.toBeNull();
          const { raise, inMonthOne, runwayMonths, cashOutMonth, useOfFunds: use } = ask!;
          expect(raise).toBe(pinned ?? (plan.planned > 0 ? plan.planned : plan.need.amount));
          expect(inMonthOne).toBe(Math.max(0, raise - plan.planned));
          const balances = runway.statements.months.map((month) => month.cashBalance + inMonthOne);
          expect(runwayMonths).toBe(cashOutMonth === null ? HORIZON_MONTHS + 1 : cashOutMonth - 1);
          expect(balances.slice(0, runwayMonths).every((balance) => balance >= 0)).toBe(true);
          if (cashOutMonth !== null) expect(balances[cashOutMonth - 1]).toBeLessThan(0);
          // The raise the model needs carries the cash through the window.
          if (ask!.basis === 'need') expect(runwayMonths).toBeGreaterThanOrEqual(plan.windowEnd);
          expect(1 <= use.fromMonth && use.fromMonth <= use.toMonth && use.toMonth <= plan.windowEnd).toBe(true);
          expect(sum(use.categories.map((line) => line.amount))).toBe(use.spent > 0 ? raise : 0);
          expect(sum(use.categories.map((line) => line.percent))).toBe(use.spent > 0 ? 100 : 0);
          expect(sum(use.categories.map((line) => line.spent))).toBe(use.spent);
        },
      ),
      { numRuns: 300 },
    );
  });
});
