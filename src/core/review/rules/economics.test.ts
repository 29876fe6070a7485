/** LTV:CAC, CAC payback, the sector's gross margin and the hockey stick, from the model's assumptions. */
import { describe, expect, it } from 'vitest';
import type { Assumptions } from '../../finance/schema';
import { modelOf, offlineVentureSources, saved, reviewInputOf } from '../../../../tests/support/review-venture';
import { EMPTY_PROFILE } from '../../venture/sources';
import { REVIEW_TOOLS } from '../input';
import { cacPaybackRule, grossMarginRule, hockeyStickRule, ltvCacRule } from './economics';

const reviewOf = (changes: Partial<Assumptions>, industry = 'Software') =>
  reviewInputOf({
    sources: {
      profile: { ...EMPTY_PROFILE, name: 'Acme', industry },
      [REVIEW_TOOLS.model]: saved('model', modelOf(changes)),
    },
  });
const value = (amount: number) => ({ value: amount, rationale: 'Test.' });

describe('LTV:CAC and CAC payback, rules of thumb', () => {
  it('LTV:CAC under 3 is minor, under 1 major, and says it is a rule of thumb', () => {
    // LTV = (100 − 10) ÷ 2% = 4,500: CAC 2,000 gives 2.3:1, CAC 6,000 gives 0.8:1.
    const [minor] = ltvCacRule.check(reviewOf({ customerAcquisitionCost: value(2_000) }));
    expect(minor).toMatchObject({ severity: 'minor', text: 'LTV:CAC is 2.3:1; the rule of thumb is 3.0:1 or better.' });
    expect(minor!.ruleText).toContain('rule of thumb');
    expect(minor!.figures[1]!.from).toMatchObject({ kind: 'threshold', source: expect.stringContaining('Skok') });
    expect(ltvCacRule.check(reviewOf({ customerAcquisitionCost: value(6_000) }))[0]).toMatchObject({
      severity: 'major',
    });
  });

  it('CAC payback over 12 months is minor, over 24 major, a margin that never pays back major', () => {
    // Payback = CAC ÷ (price − variable cost) = CAC ÷ 90.
    const [minor] = cacPaybackRule.check(reviewOf({ customerAcquisitionCost: value(1_260) }));
    expect(minor).toMatchObject({
      severity: 'minor',
      text: 'CAC payback is 14 months; the rule of thumb is 12 months or less.',
    });
    expect(cacPaybackRule.check(reviewOf({ customerAcquisitionCost: value(2_700) }))[0]).toMatchObject({
      severity: 'major',
    });
    const never = cacPaybackRule.check(reviewOf({ variableCostPerCustomer: value(120) }))[0];
    expect(never).toMatchObject({
      severity: 'major',
      fix: { kind: 'openAssumption', assumption: 'customerAcquisitionCost' },
    });
  });
});

describe('the gross margin for the sector', () => {
  it('software under 70% is minor, under 35% major; the same margin is fine for food', () => {
    const margin = (variable: number, industry: string) =>
      grossMarginRule.check(reviewOf({ variableCostPerCustomer: value(variable) }, industry));
    expect(margin(40, 'Software')[0]).toMatchObject({
      severity: 'minor',
      text: 'The gross margin is 60%; in business software investors expect 70% or more.',
    });
    expect(margin(70, 'Software')[0]).toMatchObject({ severity: 'major' });
    expect(margin(70, 'Restaurant meals')).toEqual([]);
    expect(margin(10, 'Software')).toEqual([]);
  });
});

describe('the hockey stick', () => {
  it('revenue tripling two years running is major, as the sample’s 12% a month less 2% churn does; 8% is not', () => {
    const [finding] = hockeyStickRule.check(
      reviewOf({ monthlyGrowthPercent: value(14), monthlyChurnPercent: value(0.5) }),
    );
    expect(finding).toMatchObject({
      severity: 'major',
      fix: { kind: 'openAssumption', assumption: 'monthlyGrowthPercent' },
    });
    expect(finding!.text).toMatch(
      /^Revenue grows \d+(\.\d)?× in Year 2 and \d+(\.\d)?× in Year 3, from 14% a month held for three years/,
    );
    expect(hockeyStickRule.check(reviewOf({}))[0]!.text).toMatch(/^Revenue grows 3\.1× in Year 2 and 3\.1× in Year 3/);
    expect(hockeyStickRule.check(reviewOf({ monthlyGrowthPercent: value(8) }))).toEqual([]);
  });
});

it('a venture with every figure in order has no finding of these rules', () => {
  const input = reviewInputOf({ sources: offlineVentureSources() });
  for (const rule of [ltvCacRule, cacPaybackRule, grossMarginRule, hockeyStickRule])
    expect(rule.check(input)).toEqual([]);
});
