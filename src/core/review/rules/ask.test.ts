/** The ask against the funding need and the runway it buys (issue 35's first test). */
import { describe, expect, it } from 'vitest';
import { runwayOf } from '../../finance/runway/recompute';
import type { FinancialModel } from '../../finance/schema';
import { applyFact } from '../../venture/document-figures';
import type { VentureSources } from '../../venture/sources';
import { deckOf, modelOf, offlineVentureSources, saved, reviewInputOf } from '../../../../tests/support/review-venture';
import { REVIEW_TOOLS } from '../input';
import { askNeedRule, askRunwayRule } from './ask';
import { figureConflictsRule } from './conflicts';

/** A euro model with no growth whose losses over 36 months need about `need` (within €1,000). */
function modelNeeding(need: number): FinancialModel {
  const base = { currency: 'EUR', monthlyGrowthPercent: { value: 0, rationale: 'Flat.' } } as const;
  const needOf = (salaries: number) =>
    runwayOf(
      modelOf({ ...base, costs: [{ name: 'Salaries', monthlyAmount: salaries, rationale: 'Team.' }] }).assumptions,
    ).funding.need.amount;
  let [low, high] = [0, 200_000];
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (needOf(middle) < need) low = middle;
    else high = middle;
  }
  return modelOf({ ...base, costs: [{ name: 'Salaries', monthlyAmount: high, rationale: 'Team.' }] });
}

const ASK_SLIDE = 9;
function ventureAsking(ask: string, model = modelNeeding(1_200_000)): VentureSources {
  const deck = deckOf({ [ASK_SLIDE]: { content: `• Raising ${ask} to reach our next milestones` } });
  return { [REVIEW_TOOLS.model]: saved('model', model), [REVIEW_TOOLS.deck]: saved('deck', deck) };
}

describe('the ask against the funding need', () => {
  it('a deck asking €500,000 against a funding need of €1.2M is a blocker, on the ask slide, fixed by Use Fact', () => {
    const sources = ventureAsking('€500,000');
    const input = reviewInputOf({ sources });
    expect(input.model!.runway.funding.need.amount).toBeGreaterThanOrEqual(1_200_000);
    expect(input.model!.runway.funding.need.amount).toBeLessThan(1_201_000);
    const [finding, ...others] = askNeedRule.check(input);
    expect(others).toEqual([]);
    expect(finding).toMatchObject({
      rule: 'ask-need',
      area: 'ask',
      severity: 'blocker',
      where: { document: 'deck', path: ['slides', ASK_SLIDE, 'content'], label: 'Slide 10: Financials & Ask' },
      fix: { kind: 'useFact', factId: 'raise', document: 'deck', path: ['slides', ASK_SLIDE, 'content'] },
    });
    expect(finding!.text).toMatch(
      /^The ask of €500,000 is less than the funding need of €1,200,\d{3}: cash runs out in Month \d+\.$/,
    );
    expect(finding!.figures.map((figure) => figure.from.kind)).toEqual(['document', 'model']);
    // Reported once: the figure check leaves the raise below the need to this rule.
    expect(figureConflictsRule.check(input)).toEqual([]);
  });

  it('Use Fact states the raise, and the next review has no finding of the ask', () => {
    const sources = ventureAsking('€500,000');
    const input = reviewInputOf({ sources });
    const [finding] = askNeedRule.check(input);
    const fix = finding!.fix;
    if (fix.kind !== 'useFact') throw new Error('The ask is fixed by Use Fact here.');
    const check = input.deck!.checks.find((part) => part.path.join() === fix.path.join())!.checks[0]!;
    const deck = applyFact(input.deck!.result, fix.path, check);
    const next = reviewInputOf({ sources: { ...sources, [REVIEW_TOOLS.deck]: saved('deck', deck) } });
    expect(askNeedRule.check(next)).toEqual([]);
    expect(figureConflictsRule.check(next)).toEqual([]);
  });

  it('a founder’s round below the need opens the funding, where no fact would fix it', () => {
    const model = modelNeeding(1_200_000);
    const funding = {
      ...model.assumptions.funding,
      fundingEvents: [{ kind: 'equity' as const, amount: 500_000, month: 1, preMoneyValuation: 2_000_000 }],
    };
    const planned = modelOf({ ...model.assumptions, funding });
    const [finding] = askNeedRule.check(reviewInputOf({ sources: ventureAsking('€500,000', planned) }));
    expect(finding).toMatchObject({ severity: 'blocker', fix: { kind: 'openAssumption', assumption: 'funding' } });
  });

  it('a deck stating the raise twice is held to the lower figure', () => {
    const sources = offlineVentureSources();
    const deck = sources[REVIEW_TOOLS.deck]!.result;
    const last = deck.slides.length - 1;
    const slides = deck.slides.map((slide, index) =>
      index === last ? { ...slide, notes: `${slide.notes} We are raising €20,000.` } : slide,
    );
    const input = reviewInputOf({ sources: { ...sources, [REVIEW_TOOLS.deck]: saved('deck', { slides }) } });
    const [finding] = askNeedRule.check(input);
    expect(finding).toMatchObject({ severity: 'blocker', where: { path: ['slides', last, 'notes'] } });
    expect(finding!.figures[0]!.display).toBe('€20,000');
  });

  it('a venture with every figure in order has no finding of the ask', () => {
    const input = reviewInputOf({ sources: offlineVentureSources() });
    expect(askNeedRule.check(input)).toEqual([]);
    expect(askRunwayRule.check(input)).toEqual([]);
  });
});

describe('the runway the raise buys', () => {
  /** Break-even in Month 15, then twenty hires in Month 16: the need (to break-even plus a month) lasts 16 months. */
  const model = modelOf({
    currency: 'EUR',
    hiringPlan: [{ title: 'Engineer', count: 20, monthlySalary: 8000, startMonth: 16, employerCostPercent: 20 }],
    funding: { startingCash: 0, fundingEvents: [], bufferMonths: 1, founderOwnershipPercent: 100 },
  });

  it('a raise that covers the need but lasts 16 months is a minor finding citing the 18–24 month target and its source', () => {
    const input = reviewInputOf({ sources: { [REVIEW_TOOLS.model]: saved('model', model) } });
    expect(askNeedRule.check(input)).toEqual([]);
    const [finding] = askRunwayRule.check(input);
    expect(finding).toMatchObject({
      severity: 'minor',
      text: 'The raise of €301,840 lasts 16 months; investors expect 18 to 24.',
      where: { document: 'model', label: 'Cash & Runway' },
      fix: { kind: 'openAssumption', assumption: 'funding' },
    });
    const target = finding!.figures.find((figure) => figure.from.kind === 'threshold')!;
    expect(target.from).toMatchObject({
      threshold: 'runway',
      source: expect.stringMatching(/rule of thumb.*18 to 24 months/),
    });
  });

  it('a raise lasting under 12 months is major; one that never runs out has no finding', () => {
    const pinned = (raise: number) =>
      askRunwayRule.check(reviewInputOf({ sources: { [REVIEW_TOOLS.model]: saved('model', model), pins: { raise } } }));
    // A pinned raise below the need is the need rule's; above it, the months it buys are judged.
    expect(pinned(310_000)[0]).toMatchObject({ severity: 'minor' });
    expect(pinned(50_000_000)).toEqual([]);
  });

  it('a round that covers the need but arrives in Month 20 leaves months without cash: major', () => {
    const needing = modelNeeding(1_200_000);
    const round = { kind: 'equity' as const, amount: 2_000_000, month: 20, preMoneyValuation: 8_000_000 };
    const late = modelOf({
      ...needing.assumptions,
      funding: { ...needing.assumptions.funding, fundingEvents: [round] },
    });
    const input = reviewInputOf({ sources: { [REVIEW_TOOLS.model]: saved('model', late) } });
    expect(askNeedRule.check(input)).toEqual([]);
    const [finding] = askRunwayRule.check(input);
    expect(finding).toMatchObject({ severity: 'major' });
    expect(finding!.figures[1]!.value).toBeLessThan(12);
  });
});
