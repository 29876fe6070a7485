/** The plan's sections that state no figure at all. */
import { describe, expect, it } from 'vitest';
import { planStating } from '../../../../tests/support/venture-facts';
import { saved, reviewInputOf } from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../input';
import { planFiguresRule } from './plan';

const reviewOf = (plan: ReturnType<typeof planStating>) =>
  reviewInputOf({ sources: { [REVIEW_TOOLS.plan]: saved('plan', plan) } });

describe('sections without a figure', () => {
  it('names each section that states none: the market and the model major, the rest minor, fixed by regenerating', () => {
    const findings = planFiguresRule.check(reviewOf(planStating('We serve 400 owners at €25 a month.')));
    expect(findings.map((finding) => [finding.id, finding.severity])).toEqual([
      ['plan-figures:problemStatement', 'minor'],
      ['plan-figures:solutionOverview', 'minor'],
      ['plan-figures:targetMarket', 'major'],
      ['plan-figures:businessModel', 'major'],
      ['plan-figures:goToMarket', 'minor'],
      ['plan-figures:competitiveAnalysis', 'minor'],
      ['plan-figures:keyMilestones', 'minor'],
    ]);
    expect(findings[2]).toMatchObject({
      text: 'The plan’s Target Market states no figure.',
      where: { document: 'plan', path: ['targetMarket'], label: 'Target Market' },
      fix: { kind: 'regenerate' },
    });
  });

  it('a plan stating a figure in every section has no finding', () => {
    const plan = planStating('We serve 400 owners at €25 a month.');
    const figured = Object.fromEntries(
      Object.entries(plan).map(([key, text]) => [
        key,
        Array.isArray(text) ? ['Month 3: 120 walks a week'] : `${text} In Month 6, 40% of owners book weekly.`,
      ]),
    ) as typeof plan;
    expect(planFiguresRule.check(reviewOf(figured))).toEqual([]);
  });
});
