/** The burn against the team it pays. */
import { describe, expect, it } from 'vitest';
import { modelOf, offlineVentureSources, saved, reviewInputOf } from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../input';
import { burnTeamRule } from './team';

const costs = [{ name: 'Cloud hosting', monthlyAmount: 1_000, rationale: 'Managed services.' }];

describe('burn against the team', () => {
  it('a team of four the model pays nothing is major, and opens the hiring plan', () => {
    const input = reviewInputOf({
      sources: { [REVIEW_TOOLS.model]: saved('model', modelOf({ costs })), pins: { teamSize: 4 } },
    });
    const [finding] = burnTeamRule.check(input);
    expect(finding).toMatchObject({
      area: 'team',
      severity: 'major',
      text: 'The team is 4 people, but the model pays no salaries.',
      fix: { kind: 'openAssumption', assumption: 'hiringPlan' },
    });
  });

  it('a model that pays no one and names no team is minor', () => {
    const [finding] = burnTeamRule.check(
      reviewInputOf({ sources: { [REVIEW_TOOLS.model]: saved('model', modelOf({ costs })) } }),
    );
    expect(finding).toMatchObject({
      severity: 'minor',
      text: 'The model pays no one: no hiring plan and no salaries among its costs.',
    });
  });

  it('a venture with every figure in order has no finding: salaries in the costs, or a hiring plan', () => {
    expect(burnTeamRule.check(reviewInputOf({ sources: { [REVIEW_TOOLS.model]: saved('model', modelOf()) } }))).toEqual(
      [],
    );
    const hired = modelOf({
      costs,
      hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 1, employerCostPercent: 20 }],
    });
    expect(
      burnTeamRule.check(
        reviewInputOf({ sources: { [REVIEW_TOOLS.model]: saved('model', hired), pins: { teamSize: 3 } } }),
      ),
    ).toEqual([]);
    expect(burnTeamRule.check(reviewInputOf({ sources: offlineVentureSources() }))).toEqual([]);
  });
});
