/** The figure check on real-looking prose: what the offline generators write for each tool. */
import { describe, expect, it } from 'vitest';
import { offlineResult } from '../../../../tests/support/fixtures';
import type { FinancialModel } from '../../finance/schema';
import { allToolDefinitions } from '../../tools/registry';
import type { ToolId } from '../../tools/listings';
import type { BusinessPlan } from '../../tools/business-plan/schema';
import type { MarketResearch } from '../../tools/market-research/schema';
import type { PitchDeckResult } from '../../tools/pitch-deck/schema';
import { ventureFacts } from '../../tools/venture-facts';
import { checkFigures, findFigures, replaceFigure } from '.';

/** Every string in a result, however deep. */
const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
};
const cued = (text: string) => findFigures(text).flatMap((figure) => (figure.cue ? [[figure.text, figure.cue]] : []));

describe('the offline generators’ prose', () => {
  it.each(allToolDefinitions.map((tool) => tool.id as ToolId))('%s: every figure found points at its text', (id) => {
    for (const text of strings(offlineResult(id))) {
      for (const figure of findFigures(text)) expect(text.slice(figure.start, figure.end)).toBe(figure.text);
    }
  });

  it('finds the research’s market sizes where it states them: the total, the serviceable, the obtainable', () => {
    const research = offlineResult('market-research') as MarketResearch;
    expect(cued(research.marketSize)).toEqual([
      [expect.stringMatching(/^\$\d+(?:\.\d)?B a year$/), 'marketSize'],
      [expect.stringMatching(/^\$\d+(?:\.\d)?[BM] a year$/), 'sam'],
      [expect.stringMatching(/^\$\d+(?:\.\d)?M a year$/), 'som'],
    ]);
  });

  it('finds the deck’s market, model and ask figures', () => {
    const { slides } = offlineResult('pitch-deck') as PitchDeckResult;
    const facts = (title: string) =>
      cued(slides.find((slide) => slide.title === title)?.content ?? '').map(([, id]) => id);
    expect(facts('Market Opportunity')).toEqual(['tam', 'sam', 'som']);
    expect(facts('Business Model')).toEqual(['price', 'price', 'grossMargin']);
    expect(facts('Financials & Ask')).toEqual([
      'year1Revenue',
      'customersMonth12',
      'year2Revenue',
      'year3Revenue',
      'raise',
      'runwayMonths',
    ]);
  });

  it('finds the plan’s customers, price, acquisition cost, raise and dates', () => {
    const plan = offlineResult('business-plan') as BusinessPlan;
    const ids = new Set(strings(plan).flatMap((text) => cued(text).map(([, id]) => id)));
    expect([...ids].sort()).toEqual(['cac', 'customersMonth12', 'fundingMonth', 'launchMonth', 'price', 'raise']);
    expect(cued(plan.keyMilestones.find((line) => line.startsWith('Month 12')) ?? '')).toEqual([
      [expect.stringMatching(/^\d[\d,]* paying customers$/), 'customersMonth12'],
    ]);
  });

  it('checks the plan and the deck against the offline model and research, and Use Fact keeps each in place', () => {
    const savedAt = '2026-11-22T10:00:00.000Z';
    const facts = ventureFacts({
      financials: { documentId: 'model', savedAt, result: offlineResult('financials') as FinancialModel },
      'market-research': {
        documentId: 'research',
        savedAt,
        result: offlineResult('market-research') as MarketResearch,
      },
    });
    const prose = [...strings(offlineResult('business-plan')), ...strings(offlineResult('pitch-deck'))];
    const checks = prose.flatMap((text) => checkFigures(text, facts).map((check) => ({ text, check })));
    // The offline drafts are written apart from the model, so their figures disagree with it.
    expect(checks.filter(({ check }) => check.status === 'conflict').length).toBeGreaterThan(0);
    for (const { text, check } of checks) {
      expect(text.slice(check.figure.start, check.figure.end)).toBe(check.figure.text);
      const fixed = replaceFigure(text, check);
      const again = checkFigures(fixed, facts).find((next) => next.figure.start === check.figure.start);
      expect(again).toMatchObject({ fact: { id: check.fact.id }, status: 'match' });
    }
  });
});
