import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../../tests/support/fixtures';
import { anyAssumptions, anyRunwayInputs, withPlannedFunding } from '../../../../tests/support/runway-arbitraries';
import { askOf } from './ask';
import { computeRunway, runwayOf } from './recompute';
import { cashOutText } from './runway';
import type { FundingEvent } from './schema';
import {
  askSentence,
  fundingNeedStatement,
  needSentence,
  runwaySentence,
  runwayText,
  runwayValue,
  fundsSplitText,
  fundsSplitTitle,
  windowText,
} from './sentences';

const inEuros = (startingCash: number, fundingEvents: FundingEvent[] = []) => {
  const assumptions = {
    ...sampleAssumptions,
    currency: 'EUR' as const,
    funding: { ...sampleAssumptions.funding, startingCash, fundingEvents },
  };
  return { runway: runwayOf(assumptions), events: fundingEvents };
};
const round = (amount: number, month: number): FundingEvent => ({
  kind: 'equity',
  amount,
  month,
  preMoneyValuation: 2_000_000,
});
const needOf = ({ runway, events }: ReturnType<typeof inEuros>) =>
  needSentence(fundingNeedStatement(runway.funding, events, 'EUR'));

describe('the runway in words', () => {
  it('states a runway inside a sentence and at the head of a card, past the projection too', () => {
    expect([runwayText(0), runwayText(1), runwayText(28), runwayText(37)]).toEqual([
      '0 months',
      '1 month',
      '28 months',
      'more than 36 months',
    ]);
    expect(runwayValue(37)).toBe('More than 36 months');
  });

  it('says €50,000 and a €500,000 round in Month 3 never run out, the need beside the round, and English for the ask', () => {
    const story = inEuros(50_000, [round(500_000, 3)]);
    expect(runwayValue(story.runway.funding.runwayMonths)).toBe('More than 36 months');
    expect(cashOutText(story.runway.funding.cashOutMonth)).toBe('Not within 36 months');
    expect(runwaySentence(story.runway.funding)).toBe(
      'Cash stays at or above zero through Month 36, with your funding.',
    );
    expect(needOf(story)).toBe('Funding need €64,860: your round of €500,000 covers it through Month 21');
    const ask = askOf(story.runway)!;
    expect(askSentence(ask, 'EUR')).toBe(
      'Raising €500,000 for more than 36 months of runway, past break-even in Month 15',
    );
    expect(fundsSplitTitle(ask.useOfFunds, 'EUR')).toBe(
      'Use of the €500,000 raise (what it pays for in Months 4 to 21)',
    );
    expect(fundsSplitText(ask.useOfFunds)).toBe('marketing and acquisition 35%, operations 55%, cost of revenue 10%');
  });

  it('states the need alone, what a round leaves to raise, and no need as words, never “€0”', () => {
    expect(needOf(inEuros(0))).toBe(
      'Funding need €114,860: the smallest raise in Month 1 that keeps cash at or above zero through Month 21',
    );
    expect(needOf(inEuros(20_000, [round(300_000, 8)]))).toMatch(
      /^Funding need €94,860: your round of €300,000 leaves €[\d,]+ to raise in Month 1 to keep cash at or above zero through Month 21$/,
    );
    expect(needOf(inEuros(200_000))).toBe('No further funding needed within 36 months');
    expect(windowText(inEuros(0).runway.funding)).toBe('break-even in Month 15 plus 6 months');
    expect(runwaySentence(inEuros(100_000).runway.funding)).toBe(
      'Cash lasts through Month 9; it runs out in Month 10.',
    );
  });
});

describe('the runway in words, for any assumptions, cash and rounds in bounds', { timeout: 60_000 }, () => {
  it('never contradicts itself: runway, cash-out month, funding need and ask', () => {
    fc.assert(
      fc.property(anyAssumptions, fc.oneof(anyRunwayInputs, withPlannedFunding), (generated, inputs) => {
        const runway = computeRunway(generated, inputs);
        const plan = runway.funding;
        const runwayWords = runwayValue(plan.runwayMonths);
        const cashOut = cashOutText(plan.cashOutMonth);
        if (cashOut === 'Not within 36 months') expect(runwayWords).toBe('More than 36 months');
        else
          expect(runwayWords).toBe(
            runwayText(Number(cashOut.replace('Month ', '')) - 1).replace(/^./, (c) => c.toUpperCase()),
          );

        const need = needSentence(fundingNeedStatement(plan, inputs.fundingEvents, 'EUR'));
        expect(need).not.toMatch(/€0(?![\d,])/);
        if (need.startsWith('No further funding needed within')) expect(plan.cashOutMonth).toBeNull();
        if (need.startsWith('No further funding needed')) expect(plan.stillToRaise.amount).toBe(0);
        if (plan.stillToRaise.amount > 0) expect(need).toMatch(/smallest raise|leaves €[\d,]+ to raise/);
        if (plan.cashOutMonth !== null && need.startsWith('No further'))
          expect(need).toContain(`cash runs out in Month ${plan.cashOutMonth}`);

        const ask = askOf(runway);
        if (!ask) return;
        expect(askSentence(ask, 'EUR')).toMatch(
          /^Raising €[\d,]+(?: for (?:more than 36 months|1 month|\d+ months) of runway(?:, past break-even in Month \d+)?|; cash still runs out in Month 1)$/,
        );
        expect(askSentence(ask, 'EUR')).not.toMatch(/Beyond|for 0 months/);
      }),
      { numRuns: 300 },
    );
  });
});
