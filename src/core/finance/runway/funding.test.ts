import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyAssumptions, anyRunwayInputs } from '../../../../tests/support/runway-arbitraries';
import { HORIZON_MONTHS } from '../bounds';
import { normalizeAssumptions } from '../engine';
import { fundingPlan, fundingWindowEnd, shortfallOf, wholePercents, wholeShares, withRaise } from './funding';
import { normalizeRunwayInputs, type NormalizedRunwayInputs } from './normalize';
import type { FundingEvent } from './schema';
import { buildStatements } from './statements';

const assumptions = normalizeAssumptions(sampleAssumptions);
const inputsWith = (startingCash: number, fundingEvents: FundingEvent[] = [], bufferMonths = 6) =>
  normalizeRunwayInputs({ startingCash, fundingEvents, hiringPlan: [], bufferMonths });
const planOf = (inputs: NormalizedRunwayInputs, generated = assumptions) =>
  fundingPlan(buildStatements(generated, inputs), inputs);
const round = (amount: number, month: number): FundingEvent => ({
  kind: 'equity',
  amount,
  month,
  preMoneyValuation: 2_000_000,
});

describe('the funding plan, worked by hand', () => {
  it('covers the deepest balance through break-even plus the buffer', () => {
    // Breaks even in Month 15; the balance is lowest at the end of Month 14: −$114,860.
    const plan = planOf(inputsWith(0));
    expect(plan).toMatchObject({
      breakEvenMonth: 15,
      windowEnd: 21,
      cashOutMonth: 1,
      runwayMonths: 0,
      planned: 0,
      need: { amount: 114_860, lowestBalance: -114_860, lowestMonth: 14 },
      stillToRaise: { amount: 114_860, lowestBalance: -114_860, lowestMonth: 14 },
    });
    expect(planOf(inputsWith(100_000))).toMatchObject({ cashOutMonth: 10, runwayMonths: 9, need: { amount: 14_860 } });
  });

  it('is 0 when the balance touches exactly zero (never below zero is enough), and 1 when it dips to −1', () => {
    expect(planOf(inputsWith(114_860)).need.amount).toBe(0);
    expect(planOf(inputsWith(114_860)).runwayMonths).toBe(HORIZON_MONTHS + 1);
    expect(planOf(inputsWith(114_859)).need.amount).toBe(1);
    expect(planOf(inputsWith(114_859)).runwayMonths).toBe(13);
  });

  it('counts the founder’s round: €50,000 and €500,000 in Month 3 never run out, the need standing beside it', () => {
    const plan = planOf(inputsWith(50_000, [round(500_000, 3)]));
    expect(plan).toMatchObject({
      cashOutMonth: null,
      runwayMonths: HORIZON_MONTHS + 1,
      planned: 500_000,
      // Without the round, €50,000 runs out in Month 4 and is €64,860 short at its lowest.
      need: { amount: 64_860, lowestMonth: 14 },
      stillToRaise: { amount: 0 },
    });
    expect(plan.balancesWithoutFunding.slice(2, 4)).toEqual([10_790, -1_040]);
  });

  it('leaves to raise what a late round does not carry', () => {
    // The round arrives in Month 8, after €20,000 ran out in Month 2.
    const plan = planOf(inputsWith(20_000, [round(300_000, 8)]));
    expect(plan.cashOutMonth).toBe(2);
    expect(plan.runwayMonths).toBe(1);
    expect(plan.stillToRaise.amount).toBeGreaterThan(0);
  });

  it('runs through Month 36 when never breaking even, and never past it', () => {
    expect(fundingWindowEnd(null, 6)).toBe(36);
    expect(fundingWindowEnd(15, 6)).toBe(21);
    expect(fundingWindowEnd(33, 6)).toBe(36);
    expect(fundingWindowEnd(15, 0)).toBe(15);
  });

  it('shares by largest remainder: whole units summing to the total', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
    expect(wholePercents([1, 2, 997])).toEqual([0, 0, 100]);
    expect(wholePercents([5, 5])).toEqual([50, 50]);
    expect(wholeShares(500_000, [1, 1, 1])).toEqual([166_667, 166_667, 166_666]);
    expect(wholeShares(0, [1, 2])).toEqual([0, 0]);
  });
});

const smallCash = anyRunwayInputs.chain((inputs) =>
  fc.integer({ min: 0, max: 50_000 }).map((startingCash) => ({ ...inputs, startingCash })),
);

describe('the funding plan, for any assumptions, cash and rounds in bounds', { timeout: 60_000 }, () => {
  it('tells one truth: the runway is the months before cash runs out, and there is more to raise exactly when cash runs out in the window', () => {
    fc.assert(
      fc.property(anyAssumptions, fc.oneof(anyRunwayInputs, smallCash), (generated, inputs) => {
        const plan = planOf(inputs, generated);
        const balances = buildStatements(generated, inputs).months.map((month) => month.cashBalance);
        const out = plan.cashOutMonth;
        expect(plan.runwayMonths).toBe(out === null ? HORIZON_MONTHS + 1 : out - 1);
        expect(balances.slice(0, plan.runwayMonths).every((balance) => balance >= 0)).toBe(true);
        if (out !== null) expect(balances[out - 1]).toBeLessThan(0);
        expect(plan.stillToRaise.amount > 0).toBe(out !== null && out <= plan.windowEnd);
        // Without the founder's funding the need and what is still to raise are one figure.
        if (inputs.fundingEvents.length === 0) expect(plan.need).toEqual(plan.stillToRaise);
      }),
      { numRuns: 300 },
    );
  });

  it('is the smallest raise: with it the balance never goes below zero in the window, with one unit less it does', () => {
    fc.assert(
      fc.property(anyAssumptions, fc.oneof(anyRunwayInputs, smallCash), (generated, inputs) => {
        const plan = planOf(inputs, generated);
        const window = (raise: number) =>
          buildStatements(generated, withRaise(inputs, raise, 1_000_000)).months.slice(0, plan.windowEnd);
        const { amount } = plan.stillToRaise;
        expect(Number.isSafeInteger(amount) && amount >= 0).toBe(true);
        expect(window(amount).every((month) => month.cashBalance >= 0)).toBe(true);
        if (amount > 0) expect(window(amount - 1).some((month) => month.cashBalance < 0)).toBe(true);
        // A raise changes the cash, never the profit, so the window stays where it was.
        expect(planOf(withRaise(inputs, amount, 1), generated)).toMatchObject({
          stillToRaise: { amount: 0 },
          windowEnd: plan.windowEnd,
        });
        // The need is the same rule on the balance without any funding event.
        const alone = planOf({ ...inputs, fundingEvents: [] }, generated);
        expect(plan.need).toEqual(alone.stillToRaise);
        expect(plan.balancesWithoutFunding).toEqual(alone.balancesWithoutFunding);
      }),
      { numRuns: 200 },
    );
  });

  it('ends its window at break-even plus the buffer, capped at Month 36', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, inputs) => {
        const plan = planOf(inputs, generated);
        const expected = plan.breakEvenMonth === null ? 36 : Math.min(36, plan.breakEvenMonth + inputs.bufferMonths);
        expect(plan.windowEnd).toBe(expected);
        expect(shortfallOf(plan.balancesWithoutFunding, plan.windowEnd)).toEqual(plan.need);
      }),
      { numRuns: 200 },
    );
  });
});
