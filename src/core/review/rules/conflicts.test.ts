/** Unresolved figure conflicts and dated conflicts, from the app's figure check. */
import { describe, expect, it } from 'vitest';
import type { BusinessPlan } from '../../tools/business-plan/schema';
import { applyFact, checksAt } from '../../venture/document-figures';
import { offlineVentureSources, saved, reviewInputOf } from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../input';
import { datedConflictsRule, figureConflictsRule } from './conflicts';

function plantedPlan(sentence: string) {
  const sources = offlineVentureSources();
  const plan = sources[REVIEW_TOOLS.plan]!.result;
  const planted: BusinessPlan = { ...plan, executiveSummary: `${plan.executiveSummary} ${sentence}` };
  return { ...sources, [REVIEW_TOOLS.plan]: saved('plan', planted) };
}

describe('figure conflicts', () => {
  it('a plan stating another Year 3 revenue is a major finding at its Executive Summary, fixed by Use Fact', () => {
    const sources = plantedPlan('Year 3 revenue reaches €9,000,000.');
    const input = reviewInputOf({ sources });
    const [finding, ...others] = figureConflictsRule.check(input);
    expect(others).toEqual([]);
    const year3 = input.facts.find((fact) => fact.id === 'year3Revenue')!;
    expect(finding).toMatchObject({
      area: 'finances',
      severity: 'major',
      text: `Executive Summary states €9,000,000 where the venture’s year 3 revenue is ${year3.display}.`,
      where: { document: 'plan', path: ['executiveSummary'], label: 'Executive Summary' },
      fix: { kind: 'useFact', factId: 'year3Revenue', document: 'plan', path: ['executiveSummary'] },
    });
    expect(datedConflictsRule.check(input)).toEqual([]);

    // Use Fact, then the next review: the finding is gone.
    const check = checksAt(input.plan!.checks, ['executiveSummary']).find((each) => each.status === 'conflict')!;
    const fixed = applyFact(input.plan!.result, ['executiveSummary'], check);
    const next = reviewInputOf({ sources: { ...sources, [REVIEW_TOOLS.plan]: saved('plan', fixed) } });
    expect(figureConflictsRule.check(next)).toEqual([]);
  });

  it('is named by its part and fact, not where it sits in the text, so an edit before it keeps its id', () => {
    const [first] = figureConflictsRule.check(
      reviewInputOf({ sources: plantedPlan('Year 3 revenue reaches €9,000,000.') }),
    );
    const [moved] = figureConflictsRule.check(
      reviewInputOf({ sources: plantedPlan('Owners love it. Year 3 revenue reaches €9,000,000.') }),
    );
    expect(first!.id).toBe('figure-conflicts:plan:executiveSummary:year3Revenue');
    expect(moved!.id).toBe(first!.id);
  });

  it('a deck asking more than the venture’s raise is a figure conflict (below the need it is the ask rule’s)', () => {
    const sources = offlineVentureSources();
    const deck = sources[REVIEW_TOOLS.deck]!.result;
    const last = deck.slides.length - 1;
    const slides = deck.slides.map((slide, index) =>
      index === last ? { ...slide, notes: `${slide.notes} We are raising €5,000,000.` } : slide,
    );
    const input = reviewInputOf({ sources: { ...sources, [REVIEW_TOOLS.deck]: saved('deck', { slides }) } });
    const [finding] = figureConflictsRule.check(input);
    expect(finding).toMatchObject({
      area: 'ask',
      where: {
        document: 'deck',
        path: ['slides', last, 'notes'],
        label: `Slide ${last + 1}: Financials & Ask, speaker notes`,
      },
      fix: { kind: 'useFact', factId: 'raise' },
    });
  });

  it('a break-even in another month is a dated conflict, not a figure one', () => {
    const input = reviewInputOf({ sources: plantedPlan('We break even in Month 30.') });
    expect(figureConflictsRule.check(input)).toEqual([]);
    const [finding] = datedConflictsRule.check(input);
    expect(finding).toMatchObject({
      rule: 'dated-conflicts',
      severity: 'major',
      fix: { kind: 'useFact', factId: 'breakEvenMonth' },
    });
    expect(finding!.figures.map((figure) => figure.display)).toEqual([
      'Month 30',
      input.facts.find((fact) => fact.id === 'breakEvenMonth')!.display,
    ]);
  });

  it('a venture with every figure in order has no conflict finding', () => {
    const input = reviewInputOf({ sources: offlineVentureSources() });
    expect(figureConflictsRule.check(input)).toEqual([]);
    expect(datedConflictsRule.check(input)).toEqual([]);
  });
});
