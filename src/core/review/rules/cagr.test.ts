/** A stated growth rate against the rate its own endpoints give. */
import { describe, expect, it } from 'vitest';
import { offlineVentureSources, researchOf, saved, reviewInputOf } from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../input';
import { cagrRule, impliedRate, statedGrowth, yearsSpanned } from './cagr';

const reviewed = (marketSize: string, trends?: string[]) =>
  cagrRule.check(
    reviewInputOf({
      sources: { [REVIEW_TOOLS.research]: saved('research', researchOf(marketSize, trends)) },
      now: '2026-11-29T00:00:00Z',
    }),
  );

describe('a stated CAGR, recomputed', () => {
  it('reads the span of a sentence: words, two years, or a year from now', () => {
    expect(yearsSpanned('to about €100B within five years', 2026)).toBe(5);
    expect(yearsSpanned('from $12.5B in 2023 to $21B by 2030', 2026)).toBe(7);
    expect(yearsSpanned('reaching $21B by 2030', 2026)).toBe(4);
    expect(yearsSpanned('over the next 3 years', 2026)).toBe(3);
    expect(yearsSpanned('since 2019', 2026)).toBeUndefined();
  });

  it('finds the rate and both endpoints, and computes the rate they give', () => {
    const stated = statedGrowth('The market was $12.5B in 2023 and will reach $21.0B by 2030, a CAGR of 25%.', 2026)!;
    expect([stated.rate.value, stated.start.value, stated.end.value, stated.years]).toEqual([25, 12.5e9, 21e9, 7]);
    expect(impliedRate(12.5e9, 21e9, 7)).toBeCloseTo(7.69, 2);
  });

  it('a CAGR far from its endpoints is major, one a few points off is minor, at the research’s part', () => {
    const [far] = reviewed('The market was $12.5B in 2023 and will reach $21.0B by 2030, a CAGR of 25%.');
    expect(far).toMatchObject({
      severity: 'major',
      where: { document: 'research', path: ['marketSize'], label: 'Market Size' },
    });
    expect(far!.text).toBe('The research states 25% growth, but $12.5B to $21.0B in 7 years is 7.7% a year.');
    const [near] = reviewed('Mid size.', ['Demand grows 11% a year, from €4B today to €5.5B within five years.']);
    expect(near).toMatchObject({ severity: 'minor', where: { path: ['trends', 0], label: 'Trends' } });
  });

  it('a venture with every figure in order has no finding of the rule', () => {
    expect(reviewed('The market was $12.5B in 2023 and will reach $21.0B by 2030, a CAGR of 7.7%.')).toEqual([]);
    // The offline research: "€54.4B a year today and growing at roughly 13% a year, … about €100B within five years".
    expect(cagrRule.check(reviewInputOf({ sources: offlineVentureSources() }))).toEqual([]);
    // A rate with no endpoints, or endpoints with no span, is not judged.
    expect(reviewed('The market grows 30% a year.')).toEqual([]);
  });
});
