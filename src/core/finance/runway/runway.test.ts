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
});

describe('runway, for any assumptions in bounds', { timeout: 30_000 }, () => {
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
