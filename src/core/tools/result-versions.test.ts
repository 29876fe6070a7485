import { describe, expect, it } from 'vitest';
import { offlineResult, sampleAssumptions } from '../../../tests/support/fixtures';
import { modelFromEdit } from '../finance/scenarios';
import { resultSchema } from './define-tool';
import { financials, type FinancialModel } from './financials';
import { businessPlanParts } from './business-plan/parts';
import { marketResearchParts } from './market-research/parts';
import { pitchDeckVersionParts } from './pitch-deck/parts';
import type { PitchDeckResult } from './pitch-deck/schema';
import type { BusinessPlan } from './business-plan/schema';
import { diffResults } from './result-diff';
import { mergeResults, WHOLE_RESULT } from './result-merge';

const deckTool = { versionParts: pitchDeckVersionParts };
const planTool = { editableParts: businessPlanParts };
const deck = () => offlineResult('pitch-deck') as PitchDeckResult;
const plan = () => offlineResult('business-plan') as BusinessPlan;

/** The deck with slide `index` (0-based) given new content. */
const withContent = (from: PitchDeckResult, index: number, content: string): PitchDeckResult => ({
  slides: from.slides.map((slide, at) => (at === index ? { ...slide, content } : slide)),
});

describe('diffResults', () => {
  it('names nothing between equal results, whatever the order of their keys', () => {
    const before = plan();
    const reordered = Object.fromEntries(Object.entries(before).reverse());
    expect(diffResults(planTool, before, reordered)).toEqual([]);
  });

  it('names the plan sections that changed, by their titles', () => {
    const before = plan();
    const after = { ...before, executiveSummary: 'New summary.', keyMilestones: ['Launch'] };
    expect(diffResults(planTool, before, after)).toEqual([
      { kind: 'changed', part: 'Executive Summary' },
      { kind: 'changed', part: 'Key Milestones' },
    ]);
  });

  it('names a changed slide by its place and title', () => {
    const before = deck();
    const after = withContent(before, 1, 'Other content');
    expect(diffResults(deckTool, before, after)).toEqual([
      { kind: 'changed', part: `Slide 2: ${before.slides[1]!.title}` },
    ]);
  });

  it('says a slide was added, removed, or moved, not that every slide after it changed', () => {
    const before = deck();
    const added = {
      slides: [...before.slides.slice(0, 2), { title: 'Traction', content: '', notes: '' }, ...before.slides.slice(2)],
    };
    expect(diffResults(deckTool, before, added)).toEqual([{ kind: 'added', part: 'Slide 3: Traction' }]);

    const removed = { slides: before.slides.filter((_slide, at) => at !== 4) };
    expect(diffResults(deckTool, before, removed)).toEqual([
      { kind: 'removed', part: `Slide 5: ${before.slides[4]!.title}` },
    ]);

    const moved = { slides: [before.slides[0]!, before.slides[2]!, before.slides[1]!, ...before.slides.slice(3)] };
    const changes = diffResults(deckTool, before, moved);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.kind).toBe('moved');
  });

  it('tells an edited slide apart by its title when another slide was removed before it', () => {
    const before = deck();
    const edited = withContent(before, 6, 'Rewritten');
    const after = { slides: edited.slides.filter((_slide, at) => at !== 2) };
    expect(diffResults(deckTool, before, after)).toEqual([
      { kind: 'changed', part: `Slide 6: ${before.slides[6]!.title}` },
      { kind: 'removed', part: `Slide 3: ${before.slides[2]!.title}` },
    ]);
  });

  it('names a research competitor by its name, and what no part covers by its key', () => {
    const before = offlineResult('market-research') as { competitors: { name: string; strengths: string[] }[] };
    const after = {
      ...before,
      competitors: before.competitors.map((competitor, at) =>
        at === 0 ? { ...competitor, strengths: ['Cheaper'] } : competitor,
      ),
    };
    expect(diffResults({ editableParts: marketResearchParts }, before, after)).toEqual([
      { kind: 'changed', part: `Competitor: ${before.competitors[0]!.name}` },
    ]);
    expect(diffResults({}, { assumptions: { a: 1 }, months: [1] }, { assumptions: { a: 2 }, months: [1] })).toEqual([
      { kind: 'changed', part: 'Assumptions' },
    ]);
  });
});

describe('mergeResults', () => {
  it('keeps both tabs’ edits to different slides', () => {
    const base = deck();
    const yours = withContent(base, 4, 'Yours');
    const newest = withContent(base, 1, 'Theirs');
    const outcome = mergeResults(deckTool, base, yours, newest);
    expect(outcome).toEqual({ merged: true, result: withContent(withContent(base, 1, 'Theirs'), 4, 'Yours') });
  });

  it('refuses an edit of the slide the newer version changed, naming it', () => {
    const base = deck();
    const outcome = mergeResults(deckTool, base, withContent(base, 3, 'Yours'), withContent(base, 3, 'Theirs'));
    const name = `Slide 4: ${base.slides[3]!.title}`;
    expect(outcome).toEqual({
      merged: false,
      conflicts: [{ path: ['slides', 3], name }],
      yours: [{ path: ['slides', 3], name }],
    });
  });

  it('refuses to merge by place when the other tab added or removed a slide', () => {
    const base = deck();
    const newest = { slides: [...base.slides, { title: 'Appendix', content: '', notes: '' }] };
    const outcome = mergeResults(deckTool, base, withContent(base, 0, 'Yours'), newest);
    expect(outcome).toMatchObject({ merged: false, conflicts: [WHOLE_RESULT] });
    expect(outcome.merged === false && outcome.yours.map((part) => part.path)).toEqual([['slides', 0]]);
  });

  it('merges plan sections, and takes either side whole when the other changed nothing', () => {
    const base = plan();
    const yours = { ...base, targetMarket: 'Mine' };
    const newest = { ...base, executiveSummary: 'Theirs' };
    expect(mergeResults(planTool, base, yours, newest)).toEqual({
      merged: true,
      result: { ...base, targetMarket: 'Mine', executiveSummary: 'Theirs' },
    });
    expect(mergeResults(planTool, base, base, newest)).toEqual({ merged: true, result: newest });
    expect(mergeResults(planTool, base, yours, base)).toEqual({ merged: true, result: yours });
  });

  it('treats a tool without parts as one part: any two edits conflict', () => {
    const outcome = mergeResults({}, { a: 1, b: 1 }, { a: 2, b: 1 }, { a: 1, b: 2 });
    expect(outcome).toEqual({ merged: false, conflicts: [WHOLE_RESULT], yours: [WHOLE_RESULT] });
  });
});

describe('the financial model’s versions', () => {
  const modelTool = financials;
  const base = modelFromEdit({ assumptions: sampleAssumptions });
  /** The model computed again with one scalar assumption set, as a saved edit is. */
  const withValue = (from: FinancialModel, key: 'monthlyPricePerCustomer' | 'monthlyChurnPercent', value: number) =>
    modelFromEdit({
      ...from,
      assumptions: { ...from.assumptions, [key]: { ...from.assumptions[key], value } },
    });

  it('names the assumption that changed, not the figures that follow from it', () => {
    const after = withValue(base, 'monthlyPricePerCustomer', 321);
    expect(after.revenueProjections).not.toEqual(base.revenueProjections);
    expect(diffResults(modelTool, base, after)).toEqual([{ kind: 'changed', part: 'Price per customer' }]);
  });

  it('keeps both tabs’ changes to different assumptions; the figures are computed again when checked', () => {
    const yours = withValue(base, 'monthlyPricePerCustomer', 321);
    const newest = withValue(base, 'monthlyChurnPercent', 4);
    const outcome = mergeResults(modelTool, base, yours, newest);
    if (!outcome.merged) throw new Error('expected a merge');
    const checked = resultSchema(modelTool).parse(outcome.result) as FinancialModel;
    expect(checked.assumptions.monthlyPricePerCustomer.value).toBe(321);
    expect(checked.assumptions.monthlyChurnPercent.value).toBe(4);
    expect(checked).toEqual(withValue(newest, 'monthlyPricePerCustomer', 321));
  });

  it('refuses two changes to the same assumption, naming it', () => {
    const outcome = mergeResults(
      modelTool,
      base,
      withValue(base, 'monthlyPricePerCustomer', 321),
      withValue(base, 'monthlyPricePerCustomer', 99),
    );
    expect(outcome).toEqual({
      merged: false,
      conflicts: [{ path: ['assumptions', 'monthlyPricePerCustomer'], name: 'Price per customer' }],
      yours: [{ path: ['assumptions', 'monthlyPricePerCustomer'], name: 'Price per customer' }],
    });
  });
});

describe('the financial model’s cost lines', () => {
  const base = modelFromEdit({ assumptions: sampleAssumptions });
  const renamed = (from: FinancialModel, index: number, name: string) =>
    modelFromEdit({
      ...from,
      assumptions: {
        ...from.assumptions,
        costs: from.assumptions.costs.map((cost, at) => (at === index ? { ...cost, name, edited: true } : cost)),
      },
    });

  it('merge line by line, and History names the line', () => {
    const yours = renamed(base, 0, 'Payroll tax');
    const newest = renamed(base, 1, 'Co-working desk');
    const outcome = mergeResults(financials, base, yours, newest);
    if (!outcome.merged) throw new Error('expected a merge');
    const checked = resultSchema(financials).parse(outcome.result) as FinancialModel;
    expect(checked.assumptions.costs.map((cost) => cost.name).slice(0, 2)).toEqual(['Payroll tax', 'Co-working desk']);
    expect(diffResults(financials, base, yours)).toEqual([{ kind: 'changed', part: 'Monthly cost: Payroll tax' }]);
  });
});
