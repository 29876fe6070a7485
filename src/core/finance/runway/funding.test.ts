import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyAssumptions, anyRunwayInputs } from '../../../../tests/support/runway-arbitraries';
import { normalizeAssumptions } from '../engine';
import { fundingNeed, fundingWindowEnd, useOfFunds, wholePercents, withRaise } from './funding';
import { normalizeRunwayInputs } from './normalize';
import { buildStatements } from './statements';

const assumptions = normalizeAssumptions(sampleAssumptions);
const inputsWith = (startingCash: number, bufferMonths = 6) =>
  normalizeRunwayInputs({ startingCash, fundingEvents: [], hiringPlan: [], bufferMonths });
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

describe('the funding need, worked by hand', () => {
  it('covers the deepest balance through break-even plus the buffer', () => {
    // Breaks even in Month 15; the balance is lowest at the end of Month 14: −$114,860.
    const need = fundingNeed(buildStatements(assumptions, inputsWith(0)), 6);
    expect(need).toEqual({
      amount: 114_860,
      windowEnd: 21,
      breakEvenMonth: 15,
      lowestBalance: -114_860,
      lowestMonth: 14,
    });
    expect(fundingNeed(buildStatements(assumptions, inputsWith(100_000)), 6).amount).toBe(14_860);
  });

  it('is 0 when the balance touches exactly zero (never below zero is enough), and 1 when it dips to −1', () => {
    expect(fundingNeed(buildStatements(assumptions, inputsWith(114_860)), 6).amount).toBe(0);
    expect(fundingNeed(buildStatements(assumptions, inputsWith(114_859)), 6).amount).toBe(1);
  });

  it('runs through Month 36 when never breaking even, and never past it', () => {
    expect(fundingWindowEnd(null, 6)).toBe(36);
    expect(fundingWindowEnd(15, 6)).toBe(21);
    expect(fundingWindowEnd(33, 6)).toBe(36);
    expect(fundingWindowEnd(15, 0)).toBe(15);
  });

  it('splits the window’s spending by category, in whole percents summing to 100', () => {
    const statements = buildStatements(assumptions, inputsWith(0));
    const uses = useOfFunds(statements, 21);
    const months = statements.months.slice(0, 21);
    expect(uses.operations).toEqual([
      { name: 'Salaries', amount: 315_000 },
      { name: 'Office rent', amount: 63_000 },
      { name: 'Cloud hosting', amount: 21_000 },
    ]);
    expect(uses.categories.map((line) => [line.label, line.amount, line.percent])).toEqual([
      ['Payroll', 0, 0],
      ['Marketing and acquisition', sum(months.map((month) => month.acquisition)), 33],
      ['Operations', 399_000, 58],
      ['Cost of revenue', sum(months.map((month) => month.costOfRevenue)), 9],
      ['Interest', 0, 0],
    ]);
    expect(uses.total).toBe(sum(months.map((month) => month.revenue - month.netProfit)));
  });

  it('rounds percents by largest remainder', () => {
    expect(wholePercents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(wholePercents([0, 0])).toEqual([0, 0]);
    expect(wholePercents([1, 2, 997])).toEqual([0, 0, 100]);
    expect(wholePercents([5, 5])).toEqual([50, 50]);
  });
});

const smallCash = anyRunwayInputs.chain((inputs) =>
  fc.integer({ min: 0, max: 50_000 }).map((startingCash) => ({ ...inputs, startingCash })),
);

describe('the funding need, for any assumptions in bounds', { timeout: 30_000 }, () => {
  it('is the smallest raise: with it the balance never goes below zero in the window, with one unit less it does', () => {
    fc.assert(
      fc.property(anyAssumptions, fc.oneof(anyRunwayInputs, smallCash), (generated, inputs) => {
        const need = fundingNeed(buildStatements(generated, inputs), inputs.bufferMonths);
        const window = (raise: number) =>
          buildStatements(generated, withRaise(inputs, raise, 1_000_000)).months.slice(0, need.windowEnd);
        expect(Number.isSafeInteger(need.amount) && need.amount >= 0).toBe(true);
        expect(window(need.amount).every((month) => month.cashBalance >= 0)).toBe(true);
        if (need.amount > 0) expect(window(need.amount - 1).some((month) => month.cashBalance < 0)).toBe(true);
        // A raise changes the cash, never the profit, so the window stays where it was.
        expect(
          fundingNeed(buildStatements(generated, withRaise(inputs, need.amount, 1)), inputs.bufferMonths),
        ).toMatchObject({
          amount: 0,
          windowEnd: need.windowEnd,
        });
      }),
      { numRuns: 200 },
    );
  });

  it('ends its window at break-even plus the buffer, capped at Month 36', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, inputs) => {
        const need = fundingNeed(buildStatements(generated, inputs), inputs.bufferMonths);
        const expected = need.breakEvenMonth === null ? 36 : Math.min(36, need.breakEvenMonth + inputs.bufferMonths);
        expect(need.windowEnd).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });

  it('splits the use of funds into amounts that sum to the spending and percents that sum to 100', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, fc.integer({ min: 1, max: 36 }), (generated, inputs, windowEnd) => {
        const statements = buildStatements(generated, inputs);
        const uses = useOfFunds(statements, windowEnd);
        const spent = sum(statements.months.slice(0, windowEnd).map((month) => month.revenue - month.netProfit));
        expect(sum(uses.categories.map((line) => line.amount))).toBe(uses.total);
        expect(uses.total).toBe(spent);
        expect(sum(uses.categories.map((line) => line.percent))).toBe(uses.total > 0 ? 100 : 0);
        if (uses.total > 0)
          for (const line of uses.categories)
            expect(Math.abs(line.percent - (line.amount * 100) / uses.total)).toBeLessThan(1);
      }),
      { numRuns: 200 },
    );
  });
});
