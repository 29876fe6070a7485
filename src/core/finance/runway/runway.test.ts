import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyAssumptions, anyRunwayInputs } from '../../../../tests/support/runway-arbitraries';
import { normalizeAssumptions } from '../engine';
import { normalizeRunwayInputs } from './normalize';
import {
  burnMultiple,
  cacPaybackMonths,
  cashOutMonth,
  cashOutText,
  grossBurn,
  breakEvenMonth,
  netBurn,
  runwayMonths,
} from './runway';
import { buildStatements } from './statements';

const assumptions = normalizeAssumptions(sampleAssumptions);
const statementsWith = (startingCash: number) =>
  buildStatements(assumptions, normalizeRunwayInputs({ startingCash, fundingEvents: [], hiringPlan: [] }));

describe('runway and burn, worked by hand', () => {
  // No hires, no funding: the engine's model, losing $13,600 in Month 1 and breaking even in Month 15.
  const { months } = statementsWith(100_000);

  it('read gross burn as every cost and net burn as the loss', () => {
    expect(grossBurn(months[0]!)).toBe(23_600); // $1,000 + $3,600 + $19,000
    expect(netBurn(months[0]!)).toBe(13_600);
    expect(netBurn(months[20]!)).toBe(0);
  });

  it('give months of cash at the month’s net burn, 0 once overdrawn, null when not burning', () => {
    expect(runwayMonths(months[0]!)).toBeCloseTo(86_400 / 13_600, 10);
    expect(runwayMonths(months[11]!)).toBe(0); // −$12,470 at the end of Month 12
    expect(runwayMonths(months[20]!)).toBeNull();
  });

  it('name the first month below zero, or say it is not within 36 months', () => {
    expect(cashOutMonth(months)).toBe(10); // the losses pass $100,000 in Month 10
    expect(months[8]!.cashBalance).toBe(2_230);
    expect(months[9]!.cashBalance).toBe(-3_930);
    expect(cashOutText(10)).toBe('Month 10');
    expect(cashOutMonth(statementsWith(200_000).months)).toBeNull();
    expect(cashOutText(null)).toBe('Not within 36 months');
    // Exactly zero is not running out.
    expect(cashOutMonth(statementsWith(114_860).months)).toBeNull();
    expect(cashOutMonth(statementsWith(114_859).months)).toBe(14);
  });

  it('break even where revenue first covers every cost', () => {
    expect(breakEvenMonth(months)).toBe(15);
  });

  it('pay the CAC back in months of gross margin per customer', () => {
    expect(cacPaybackMonths(assumptions)).toBe(3.3); // $300 ÷ ($100 − $10)
    const losing = normalizeAssumptions({
      ...sampleAssumptions,
      variableCostPerCustomer: { value: 100, rationale: 'x' },
    });
    expect(cacPaybackMonths(losing)).toBeNull();
  });

  it('divide a period’s net burn by its net new ARR for the burn multiple', () => {
    // Year 1: $112,470 burned; ARR from 12 × $10,000 to 12 × $28,500.
    expect(burnMultiple(months, 1, 12)).toBe(Math.round((112_470 / (12 * 18_500)) * 10) / 10);
    expect(burnMultiple(months, 1, 12)).toBe(0.5);
    expect(burnMultiple(months, 25, 36)).toBe(0); // profitable, and growing
    expect(burnMultiple(months, 1, 1)).toBeNull(); // no new ARR within one month from the start
    const flat = buildStatements(
      normalizeAssumptions({ ...sampleAssumptions, monthlyGrowthPercent: { value: 0, rationale: 'x' } }),
      normalizeRunwayInputs({ startingCash: 0, fundingEvents: [], hiringPlan: [] }),
    );
    expect(burnMultiple(flat.months, 1, 12)).toBeNull(); // shrinking: no new ARR
  });

  it('can lengthen at the current burn while burning, when the burn falls faster than the cash', () => {
    // Months 8 and 9 of a venture with $1M: cash falls by the loss, yet the loss falls faster.
    const { months: funded } = statementsWith(1_000_000);
    const [august, september] = [funded[7]!, funded[8]!];
    expect(netBurn(september)).toBeGreaterThan(0);
    expect(netBurn(september)).toBeLessThan(netBurn(august));
    expect(runwayMonths(september)!).toBeGreaterThan(runwayMonths(august)!);
  });
});

describe('runway, for any assumptions in bounds', { timeout: 30_000 }, () => {
  it('never grows from one month to the next while the net burn is positive and not falling and no funding arrives', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, runway) => {
        const { months } = buildStatements(generated, runway);
        for (let index = 1; index < months.length; index++) {
          const [before, after] = [months[index - 1]!, months[index]!];
          if (netBurn(before) === 0 || after.equityIn + after.loanIn > 0) continue;
          if (netBurn(after) > 0) expect(after.cashBalance).toBeLessThan(before.cashBalance);
          if (netBurn(after) < netBurn(before)) continue;
          expect(runwayMonths(after)!).toBeLessThanOrEqual(runwayMonths(before)!);
          if (before.cashBalance > 0) expect(runwayMonths(after)!).toBeLessThan(runwayMonths(before)!);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('runs out in the first month below zero, and only then', () => {
    fc.assert(
      fc.property(anyAssumptions, anyRunwayInputs, (generated, runway) => {
        const { months } = buildStatements(generated, runway);
        const out = cashOutMonth(months);
        const before = out === null ? months : months.slice(0, out - 1);
        expect(before.every((month) => month.cashBalance >= 0)).toBe(true);
        if (out !== null) expect(months[out - 1]!.cashBalance).toBeLessThan(0);
      }),
      { numRuns: 200 },
    );
  });
});
