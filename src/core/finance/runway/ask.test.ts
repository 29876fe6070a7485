import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { HORIZON_MONTHS } from '../bounds';
import { askOf } from './ask';
import { runwayOf } from './recompute';

const team = [{ title: 'Engineer', count: 2, monthlySalary: 7_000, startMonth: 1, employerCostPercent: 20 }];

describe('the ask', () => {
  it('is the funding need when there is one, buying runway through break-even plus the buffer', () => {
    const assumptions = { ...sampleAssumptions, hiringPlan: team };
    const runway = runwayOf(assumptions);
    const ask = askOf(runway, [], 6);
    expect(ask).toMatchObject({ raise: runway.fundingNeed.amount, planned: false, dilution: [] });
    expect(ask?.raise).toBeGreaterThan(0);
    expect(ask?.runwayMonths).toBe(Math.min(HORIZON_MONTHS, (runway.breakEvenMonth ?? HORIZON_MONTHS) + 6));
  });

  it('is the founder’s planned round when it covers the need, with its dilution and how long cash lasts', () => {
    const round = { kind: 'equity' as const, amount: 2_000_000, month: 1, preMoneyValuation: 8_000_000 };
    const assumptions = {
      ...sampleAssumptions,
      hiringPlan: team,
      funding: { ...sampleAssumptions.funding, fundingEvents: [round] },
    };
    const runway = runwayOf(assumptions);
    const ask = askOf(runway, [round], 6);
    expect(ask).toMatchObject({ raise: 2_000_000, planned: true });
    expect(ask?.dilution[0]?.dilution).toBe(0.2);
    expect(ask?.runwayMonths).toBe(runway.cashOutMonth === null ? HORIZON_MONTHS + 1 : runway.cashOutMonth - 1);
  });

  it('asks nothing of a venture whose cash lasts and that plans no round', () => {
    const assumptions = { ...sampleAssumptions, funding: { ...sampleAssumptions.funding, startingCash: 100_000_000 } };
    expect(askOf(runwayOf(assumptions), [], 6)).toBeNull();
  });
});
