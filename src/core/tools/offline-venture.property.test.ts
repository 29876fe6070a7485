/**
 * One offline venture, made as a founder makes it with no AI key: ideas for a brief, Use This Idea
 * (the idea becomes the venture's profile), then research, model, plan and deck, each from the
 * form the profile fills and built on the others as the server builds it (run-generation.ts:
 * what its prompt quotes in, as data, finalized and reconciled after). Over sectors, audiences and
 * regions (so currencies): no document conflicts with the venture's facts, every amount is in the
 * venture's currency, the market nests (TAM ≥ SAM ≥ SOM) and grows at one rate, and the research
 * reads as English whatever the niche.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyForPlace } from '../finance/currency-regions';
import type { FinancialModel } from '../finance/schema';
import { documentChecks, statedFacts } from '../venture/document-figures';
import { ventureFacts } from './venture-facts';
import { findFigures } from '../venture/figures';
import type { VentureProfile, VentureSources } from '../venture/sources';
import type { ToolId } from './listings';
import type { IdeasResult } from './ideas/schema';
import type { BusinessPlan } from './business-plan/schema';
import type { MarketResearch } from './market-research/schema';
import type { PitchDeckResult } from './pitch-deck/schema';
import { toolDefinitions } from './registry';
import { factsFor } from './venture-context';
import { formOf, generated } from '../../../tests/support/review-venture';

const savedAt = '2026-11-22T10:00:00.000Z';

const strings = (value: unknown): string[] => {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
};

const saved = <T>(documentId: string, result: T) => ({ documentId, savedAt, result });

interface Brief {
  industry: string;
  targetMarket: string;
  region: string;
  pick: number;
  model: Record<string, string>;
}

/** The venture a founder ends up with: its profile, each tool's result, the sources they were built on. */
function offlineVenture({ industry, targetMarket, region, pick, model: modelForm }: Brief) {
  const ideas = generated('ideas', { industry, targetMarket, region }, {}) as IdeasResult;
  const idea = ideas.ideas[pick]!;
  const profile: VentureProfile = { name: idea.name, description: idea.description, industry, targetMarket, region };
  const sources: VentureSources = { profile };
  const niche = formOf('market-research', profile).niche ?? '';
  const research = generated('market-research', { niche }, sources) as MarketResearch;
  sources['market-research'] = saved('research', research);
  const model = generated('financials', modelForm, sources) as FinancialModel;
  sources.financials = saved('model', model);
  const plan = generated('business-plan', formOf('business-plan', profile), sources) as BusinessPlan;
  sources['business-plan'] = saved('plan', plan);
  const deck = generated('pitch-deck', formOf('pitch-deck', profile), sources) as PitchDeckResult;
  return { ideas, profile, niche, research, model, plan, deck, sources };
}

const INDUSTRIES = ['Pet care', 'Food', 'Health', 'Education', 'Fintech', 'Software', 'Retail', 'Travel', 'Services'];
const AUDIENCES = ['busy dog owners', 'Busy Parents', 'small cafes', 'freelancers', 'Dental Clinics', 'students'];
const REGIONS = ['Berlin', 'London', 'Tokyo', 'Zurich', 'Toronto', 'Austin', 'Mumbai', 'Sydney', 'Lisbon', 'Ohio'];
const MODEL_FORMS = [
  { pricingModel: 'Subscription', customerType: 'B2C - Consumer', costs: 'Salaries, Marketing' },
  { pricingModel: 'Marketplace', customerType: 'B2C - Consumer', costs: 'Salaries, Marketing' },
  { pricingModel: 'SaaS', customerType: 'B2B - Small Business', costs: 'Salaries, Software' },
];
const briefs = fc.record({
  industry: fc.constantFrom(...INDUSTRIES),
  targetMarket: fc.constantFrom(...AUDIENCES),
  region: fc.constantFrom(...REGIONS),
  pick: fc.integer({ min: 0, max: 2 }),
  model: fc.constantFrom(...MODEL_FORMS),
});

/** Each yearly growth rate a text states for a market: "growing at roughly 7% a year", "grows about 7% a year". */
const yearlyGrowths = (text: string) =>
  [...text.matchAll(/\bgrow(?:s|ing|th)?\b[^.%]{0,40}?(\d+(?:\.\d)?)\s?% (?:a|per) year/gi)].map((found) =>
    Number(found[1]),
  );

/** The sentences of a text, split where a sentence ends. */
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

describe('an offline venture, from ideas to deck', () => {
  it('tells one story: no conflict, one currency, nested market sizes, one growth rate', () => {
    fc.assert(
      fc.property(briefs, (brief) => {
        const venture = offlineVenture(brief);
        const { model, research, plan, deck, ideas, sources } = venture;
        const currency = model.assumptions.currency;
        // The venture's currency is its region's: the model proposes it, as every document states it.
        expect(currency).toBe(currencyForPlace(brief.region));

        const documents: [ToolId, unknown][] = [
          ['market-research', research],
          ['business-plan', plan],
          ['pitch-deck', deck],
        ];
        for (const [id, result] of documents) {
          const facts = factsFor(toolDefinitions[id], sources);
          const conflicts = documentChecks(result, facts).flatMap(({ checks }) =>
            checks
              .filter((check) => check.status === 'conflict')
              .map((check) => `${check.figure.text} ≠ ${check.fact.display}`),
          );
          expect(conflicts, id).toEqual([]);
          // Nothing for the server's statedFacts to rewrite: the draft states the facts by construction.
          expect(statedFacts(result, facts), id).toEqual(result);
        }

        for (const text of strings([ideas, research, plan, deck]))
          for (const figure of findFigures(text))
            if (figure.currency) expect(`${figure.currency.code}: ${figure.text} in "${text}"`).toMatch(currency);

        const sizes = new Map(ventureFacts(sources).map((fact) => [fact.id, fact.value]));
        const total = sizes.get('tam') ?? sizes.get('marketSize');
        expect(total).toBeDefined();
        expect(sizes.get('sam')).toBeDefined();
        expect(sizes.get('som')).toBeDefined();
        expect(total!).toBeGreaterThanOrEqual(sizes.get('sam')!);
        expect(sizes.get('sam')!).toBeGreaterThanOrEqual(sizes.get('som')!);
        // The deck states the research's sizes (the check above finds no conflict among them): all three.
        const market = deck.slides[3]!.content;
        expect(new Set(findFigures(market).flatMap((figure) => figure.cue ?? []))).toEqual(
          new Set(['tam', 'sam', 'som']),
        );

        const growths = new Set(strings([research, plan, deck]).flatMap(yearlyGrowths));
        expect(growths.size).toBe(1);
        expect(yearlyGrowths(market)).toEqual([...growths]);
      }),
      { numRuns: 60 },
    );
  });

  it('writes its research as English for any niche: no niche pasted as a subject, no capitalised input mid-sentence', () => {
    fc.assert(
      fc.property(briefs, (brief) => {
        const { research, niche, profile } = offlineVenture(brief);
        // The niche's own phrase, after the industry that names it ("Pet care: mobile app").
        const phrase = niche.replace(/^[^:]{1,40}:\s*/, '').toLowerCase();
        for (const text of strings(research)) {
          for (const sentence of sentences(text)) expect(sentence.toLowerCase().startsWith(phrase)).toBe(false);
          // A founder's input as they typed it ("Busy Parents", "Dental Clinics") reads lower-case mid-sentence.
          for (const typed of [profile.industry, profile.targetMarket].filter((input) => /^\p{Lu}/u.test(input)))
            expect(text).not.toMatch(new RegExp(`[a-z,] ${typed}\\b`));
          expect(text).not.toMatch(/\b(?:a|an) (?:a|an|the)\b/i);
          expect(text).not.toMatch(/ {2}|\s[,.]/);
        }
        expect(research.industryOverview).toMatch(/^The market for [^.]+ (?:is part of the wider|is an industry)/);
      }),
      { numRuns: 80 },
    );
  });

  it('states a plan’s revenue as its customers at its price, in the region’s currency, before any model', () => {
    fc.assert(
      fc.property(briefs, (brief) => {
        const ideas = generated('ideas', brief, {}) as IdeasResult;
        const idea = ideas.ideas[brief.pick]!;
        const profile: VentureProfile = { ...brief, name: idea.name, description: idea.description };
        const plan = generated('business-plan', formOf('business-plan', profile), { profile }) as BusinessPlan;
        const currency = currencyForPlace(`${idea.description}`);
        const money = findFigures(plan.businessModel).filter((figure) => figure.currency);
        for (const figure of money) expect(figure.currency!.code).toBe(currency);
        const sentence = /At ([\d,]+) customers .+? reaches (.+?) in monthly revenue/.exec(plan.businessModel);
        expect(sentence).not.toBeNull();
        const customers = Number(sentence![1]!.replace(/,/g, ''));
        const price = findFigures(plan.businessModel).find((figure) => figure.cue === 'price')!.value;
        const revenue = findFigures(sentence![0]).find((figure) => figure.currency)!.value;
        expect(revenue).toBe(customers * price);
      }),
      { numRuns: 40 },
    );
  });

  it('gives each sector its own problems: no vet bills for a dog-walking service', () => {
    fc.assert(
      fc.property(fc.constantFrom('WagBox', 'PawPal', 'Walkies', 'LeashUp', 'TailTrail'), fc.nat(99), (name, city) => {
        const idea = `${name}: a dog-walking service for busy dog owners, district ${city} of Berlin.`;
        const plan = generated('business-plan', { idea }, {}) as BusinessPlan;
        // The problem it states is the founder's customers' (vet practices may still refer them).
        expect(`${plan.problemStatement} ${plan.executiveSummary}`).not.toMatch(/\bvet\b|veterinar/i);
      }),
      { numRuns: 60 },
    );
  });
});
