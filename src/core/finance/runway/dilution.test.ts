import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyFundingEvent } from '../../../../tests/support/runway-arbitraries';
import { RUNWAY_BOUNDS } from './bounds';
import { dilutionByRound, dilutionOf } from './dilution';
import type { FundingEvent } from './schema';

describe('dilution', () => {
  it('is the round over its post-money, compounding on the founders round after round in month order', () => {
    const events: FundingEvent[] = [
      { kind: 'equity', amount: 2_000_000, month: 18, preMoneyValuation: 18_000_000 },
      { kind: 'loan', amount: 50_000, month: 2, annualInterestPercent: 9, termMonths: 24 },
      { kind: 'equity', amount: 1_000_000, month: 3, preMoneyValuation: 4_000_000 },
    ];
    const rounds = dilutionByRound(events, 100);
    expect(rounds.map((round) => round.round.month)).toEqual([3, 18]);
    expect(rounds[0]).toMatchObject({ postMoneyValuation: 5_000_000, dilution: 0.2, founderPercentBefore: 100 });
    expect(rounds[0]!.founderPercentAfter).toBeCloseTo(80, 10);
    expect(rounds[1]!.dilution).toBeCloseTo(0.1, 12);
    expect(rounds[1]!.founderPercentAfter).toBeCloseTo(72, 10);
    expect(dilutionByRound([], 90)).toEqual([]);
  });

  it('lies strictly between 0 and 1 for any round in bounds', () => {
    const { fundingAmount, preMoneyValuation } = RUNWAY_BOUNDS;
    fc.assert(
      fc.property(
        fc.integer({ min: fundingAmount.min, max: fundingAmount.max }),
        fc.integer({ min: preMoneyValuation.min, max: preMoneyValuation.max }),
        (amount, preMoney) => {
          const dilution = dilutionOf(amount, preMoney);
          expect(dilution).toBeGreaterThan(0);
          expect(dilution).toBeLessThan(1);
        },
      ),
    );
  });

  it('only ever lowers the founders’ share, each round by its own dilution', () => {
    fc.assert(
      fc.property(fc.array(anyFundingEvent, { maxLength: 6 }), fc.integer({ min: 1, max: 1000 }), (events, tenths) => {
        const rounds = dilutionByRound(events, tenths / 10);
        expect(rounds).toHaveLength(events.filter((event) => event.kind === 'equity').length);
        let before = tenths / 10;
        for (const round of rounds) {
          expect(round.founderPercentBefore).toBe(before);
          expect(round.founderPercentAfter).toBeCloseTo(before * (1 - round.dilution), 9);
          expect(round.founderPercentAfter).toBeLessThan(before);
          before = round.founderPercentAfter;
        }
      }),
      { numRuns: 300 },
    );
  });
});
