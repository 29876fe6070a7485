/**
 * One story, offline: a plan and a deck drafted in a venture with a financial model state the
 * model's figures, in the venture's currency, before the server's statedFacts touches them; so no
 * figure of the model's kinds disagrees, none is in another currency, and no range of one price is
 * written. Made as the server makes them (run-generation.ts): the quoted facts in, reconciled after.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildFinancialModel } from '../finance/engine';
import { formatMoney } from '../finance/currency';
import type { FinancialModel } from '../finance/schema';
import { documentChecks, statedFacts } from '../venture/document-figures';
import { checkFigures, findFigures } from '../venture/figures';
import { EMPTY_PROFILE, type VentureSources } from '../venture/sources';
import { NO_VENTURE } from './define-tool';
import type { BusinessPlan } from './business-plan/schema';
import { offlineMarketResearch } from './market-research/offline';
import type { PitchDeckResult } from './pitch-deck/schema';
import { toolDefinitions } from './registry';
import { factsFor, offlineVentureFor } from './venture-context';
import { EMPTY_RANGE } from '../../../tests/support/venture-facts';

const savedAt = '2026-11-22T10:00:00.000Z';

/** A venture's model, drafted offline for a place (which names its currency). */
function modelFor(input: Record<string, string>, place: string): FinancialModel {
  const tool = toolDefinitions.financials;
  const parsed = tool.inputs.parse(input) as never;
  const profile = { ...EMPTY_PROFILE, name: 'A venture', region: place };
  return tool.finalize!(tool.offline(parsed, { ...NO_VENTURE, profile }), parsed) as FinancialModel;
}

/** A tool's result as the offline provider's generation makes it, before statedFacts. */
function drafted(id: 'business-plan' | 'pitch-deck', input: Record<string, string>, sources: VentureSources) {
  const tool = toolDefinitions[id];
  const output = tool.offline(tool.inputs.parse(input) as never, offlineVentureFor(tool, sources));
  return { result: tool.reconcile ? tool.reconcile(output, sources) : output, facts: factsFor(tool, sources) };
}

const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
};

const MARKET_SIZES = new Set(['marketSize', 'tam', 'sam', 'som']);
/** Money in another currency than the venture's: a market size is the research's own. */
const foreignMoney = (text: string, currency: string) =>
  findFigures(text).filter(
    (figure) => figure.currency && figure.currency.code !== currency && !MARKET_SIZES.has(figure.cue ?? ''),
  );

const VENTURES: readonly (readonly [string, string])[] = [
  ['LedgerLoop', 'LedgerLoop automates bookkeeping and invoicing for small businesses.'],
  ['Pawsome Walks', 'A marketplace that connects dog owners with vetted walkers.'],
  ['Harvest Table', 'A weekly meal-kit subscription box for busy parents.'],
  ['BrightClass', 'An online tutoring platform for schools.'],
  ['FixFlow', 'A repair service for landlords, done-for-you.'],
  ['Loomly Studio', 'A shop and brand of handmade kits for creators.'],
  ['RouteMate', 'Software that plans delivery routes for small fleets.'],
];
const MODEL_INPUTS = [
  { pricingModel: 'Subscription', customerType: 'B2B - Small Business', costs: 'Salaries, Software' },
  { pricingModel: 'Marketplace', customerType: 'B2C - Consumer', costs: 'Salaries, Marketing' },
  { pricingModel: 'SaaS', customerType: 'B2B - Enterprise', costs: 'Salaries, Hosting' },
];
const PLACES = ['Berlin', 'London', 'Tokyo', 'Zurich', 'Toronto', 'Austin'];

describe('an offline plan and deck in a venture with a model', () => {
  it('state the model’s figures in its currency: nothing for statedFacts to rewrite, no money in another currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VENTURES),
        fc.constantFrom(...MODEL_INPUTS),
        fc.constantFrom(...PLACES),
        ([name, description], modelInput, place) => {
          const model = modelFor(modelInput, place);
          const currency = model.assumptions.currency;
          const sources: VentureSources = { financials: { documentId: 'model', savedAt, result: model } };
          for (const { result, facts } of [
            drafted('business-plan', { idea: `${name}: ${description}` }, sources),
            drafted('pitch-deck', { businessName: name, businessDescription: description }, sources),
          ]) {
            const conflicts = documentChecks(result, facts).flatMap(({ checks }) =>
              checks.filter((check) => check.status === 'conflict').map((check) => check.figure.text),
            );
            expect(conflicts).toEqual([]);
            expect(statedFacts(result, facts)).toEqual(result);
            for (const text of strings(result)) {
              expect(foreignMoney(text, currency).map((figure) => figure.text)).toEqual([]);
              expect(text).not.toMatch(EMPTY_RANGE);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('state the model’s dates: the launch, each funding event, break-even; no dated fact differs', () => {
    const DATED = new Set(['launchMonth', 'fundingMonth', 'breakEvenMonth', 'cashOutMonth', 'runwayMonths']);
    fc.assert(
      fc.property(
        fc.constantFrom(...VENTURES),
        fc.constantFrom(...MODEL_INPUTS),
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 200_000 }),
        ([name, description], modelInput, months, startingCash) => {
          const drafted0 = modelFor(modelInput, 'Berlin');
          const events = months.map((month) => ({
            kind: 'equity' as const,
            amount: 400_000,
            month,
            preMoneyValuation: 2_000_000,
          }));
          const funding = { ...drafted0.assumptions.funding, startingCash, fundingEvents: events };
          const model = buildFinancialModel({ ...drafted0.assumptions, funding });
          const sources: VentureSources = { financials: { documentId: 'model', savedAt, result: model } };
          const plan = drafted('business-plan', { idea: `${name}: ${description}` }, sources);
          const deck = drafted('pitch-deck', { businessName: name, businessDescription: description }, sources);
          for (const { result, facts } of [plan, deck]) {
            const dated = documentChecks(result, facts).flatMap(({ checks }) =>
              checks.filter((check) => DATED.has(check.fact.id)),
            );
            expect(dated.filter((check) => check.status === 'conflict').map((check) => check.figure.text)).toEqual([]);
          }
          // The dates are checked, not merely absent: the plan states the launch, and each round's month.
          const stated = documentChecks(plan.result, plan.facts).flatMap(({ checks }) =>
            checks.filter((check) => check.status === 'match').map((check) => check.fact.id),
          );
          expect(stated).toContain('launchMonth');
          if (months.length > 0) expect(stated).toContain('fundingMonth');
          const milestones = (plan.result as BusinessPlan).keyMilestones;
          expect(milestones[0]).toMatch(/^Month 1: launch/);
          const first = Math.min(...months);
          if (months.length > 0) {
            expect(milestones).toContainEqual(expect.stringMatching(new RegExp(`^Month ${first}: raise a seed round`)));
            expect((deck.result as PitchDeckResult).slides[9]!.notes).toContain(`the round closing in Month ${first}`);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the plan’s Month 12 states the model’s customers and revenue, in euros for a euro model', () => {
    const model = modelFor(MODEL_INPUTS[0]!, 'Berlin');
    const month12 = buildFinancialModel(model.assumptions).figures.months[11]!;
    const sources: VentureSources = { financials: { documentId: 'model', savedAt, result: model } };
    const plan = drafted('business-plan', { idea: 'LedgerLoop: automates bookkeeping for small cafes' }, sources)
      .result as BusinessPlan;
    const revenue = formatMoney(month12.revenue, 'EUR');
    expect(plan.keyMilestones).toContain(
      `Month 12: ${month12.customers.toLocaleString('en-US')} paying customers and ${revenue} in monthly revenue`,
    );
    expect(plan.businessModel).toContain(`${revenue} in monthly revenue`);
    expect(JSON.stringify(plan)).not.toContain('$');
  });

  it('the deck states the research’s market sizes, nested, so statedFacts has nothing to rewrite', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VENTURES),
        fc.constantFrom('dog walking in Lisbon', 'bookkeeping for small cafes', 'Meal kits', 'Tutoring in Austin'),
        fc.boolean(),
        ([name, description], niche, withModel) => {
          const sources: VentureSources = {
            'market-research': { documentId: 'research', savedAt, result: offlineMarketResearch({ niche }) },
            ...(withModel
              ? { financials: { documentId: 'model', savedAt, result: modelFor(MODEL_INPUTS[0]!, 'Berlin') } }
              : {}),
          };
          const { result, facts } = drafted(
            'pitch-deck',
            { businessName: name, businessDescription: description },
            sources,
          );
          const market = (result as PitchDeckResult).slides[3]!.content;
          const sized = (cue: string) => findFigures(market).find((figure) => figure.cue === cue)!.value;
          expect(sized('tam')).toBeGreaterThanOrEqual(sized('sam'));
          expect(sized('sam')).toBeGreaterThanOrEqual(sized('som'));
          // The total is the research's: checked against it, it agrees.
          const total = checkFigures(market, facts).find((check) => check.figure.cue === 'tam');
          expect(total?.status).toBe('match');
          expect(
            documentChecks(result, facts).flatMap(({ checks }) => checks.filter((c) => c.status === 'conflict')),
          ).toEqual([]);
          expect(statedFacts(result, facts)).toEqual(result);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('the deck states one price, the model’s, where it names the price', () => {
    const model = modelFor(MODEL_INPUTS[0]!, 'Berlin');
    const price = formatMoney(model.assumptions.monthlyPricePerCustomer.value, 'EUR');
    const sources: VentureSources = { financials: { documentId: 'model', savedAt, result: model } };
    const deck = drafted('pitch-deck', { businessName: 'LedgerLoop', businessDescription: VENTURES[0]![1] }, sources)
      .result as PitchDeckResult;
    const pricing = deck.slides[5]!.content.split('\n')[0]!;
    expect(pricing).toBe(`• Tiered subscription averaging ${price} a month per business`);
  });
});

describe('offline market sizes for a place', () => {
  const serviceableShare = (niche: string) => {
    const size = offlineMarketResearch({ niche }).marketSize;
    return /serviceable market is about .+? a year, ([\d.]+)% of the total/.exec(size)?.[1];
  };

  it('size a city’s serviceable market as a city’s share of the world’s, a country’s as a country’s', () => {
    for (const niche of ['dog walking in Lisbon', 'tutoring in Austin', 'ramen delivery, Tokyo']) {
      expect(offlineMarketResearch({ niche }).marketSize).toMatch(/For a new entrant in (Lisbon|Austin|Tokyo),/);
      expect(Number(serviceableShare(niche))).toBeLessThan(1);
    }
    for (const niche of ['bookkeeping for small cafes', 'meal kits in Portugal']) {
      expect(offlineMarketResearch({ niche }).marketSize).toMatch(/For a new entrant in one country,/);
      expect(Number(serviceableShare(niche))).toBeGreaterThanOrEqual(1);
    }
  });

  it('a plan and a deck without a model write the currency of the place the research they build on names', () => {
    const research = offlineMarketResearch({ niche: 'meal kits in Lisbon' });
    const sources: VentureSources = { 'market-research': { documentId: 'research', savedAt, result: research } };
    const [name, description] = VENTURES[2]!;
    /** The currencies a result's amounts are written in. */
    const currencies = (result: unknown) =>
      new Set(strings(result).flatMap((text) => findFigures(text).flatMap((figure) => figure.currency?.code ?? [])));
    for (const [id, input] of [
      ['business-plan', { idea: `${name}: ${description}` }],
      ['pitch-deck', { businessName: name, businessDescription: description }],
    ] as const) {
      expect(currencies(drafted(id, input, sources).result)).toEqual(new Set(['EUR']));
      expect(currencies(drafted(id, input, {}).result)).toEqual(new Set(['USD']));
    }
  });

  it('the plan restates the research’s yearly growth, one figure across the venture', () => {
    const research = offlineMarketResearch({ niche: 'meal kits' });
    const growth = /growing at roughly (\d+)% a year/.exec(research.marketSize)?.[1];
    const sources: VentureSources = { 'market-research': { documentId: 'research', savedAt, result: research } };
    const { result } = drafted('business-plan', { idea: `${VENTURES[2]![0]}: ${VENTURES[2]![1]}` }, sources);
    expect((result as BusinessPlan).targetMarket).toContain(
      `According to the market research, the wider market is growing at roughly ${growth}% a year.`,
    );
    const { result: alone } = drafted('business-plan', { idea: `${VENTURES[2]![0]}: ${VENTURES[2]![1]}` }, {});
    expect((alone as BusinessPlan).targetMarket).not.toMatch(/growing at/);
  });
});
