/**
 * Ventures for the Investor Review's tests and benchmark: a whole offline venture made as a founder
 * makes it with no AI key (research, model, plan, deck, each built on the others as the server
 * builds it: context and quoted facts in, finalized and reconciled after), and small ventures of
 * hand-made parts for one rule at a time.
 */
import { REVIEW_TOOLS } from '@/core/review/input';
import { buildFinancialModel } from '@/core/finance/engine';
import type { Assumptions, FinancialModel } from '@/core/finance/schema';
import type { BusinessPlan } from '@/core/tools/business-plan/schema';
import type { ToolId } from '@/core/tools/listings';
import type { MarketResearch } from '@/core/tools/market-research/schema';
import { SLIDE_TITLES, type PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { toolDefinitions } from '@/core/tools/registry';
import { offlineVentureFor } from '@/core/tools/venture-context';
import { ventureFacts } from '@/core/tools/venture-facts';
import { reviewInput, type ReviewSources } from '@/core/review/input';
import type { VentureProfile, VentureSources } from '@/core/venture/sources';
import { sampleAssumptions } from './fixtures';

export const SAVED_AT = '2026-11-22T10:00:00.000Z';

/** A tool's result as the offline provider's generation makes it, from its form's values. */
export function generated(id: ToolId, form: Readonly<Record<string, unknown>>, sources: VentureSources): unknown {
  const tool = toolDefinitions[id];
  const input = tool.inputs.parse(form) as never;
  const output = tool.offline(input, offlineVentureFor(tool, sources));
  const finalized: unknown = tool.finalize ? tool.finalize(output, input) : output;
  return tool.reconcile ? tool.reconcile(finalized as never, sources) : finalized;
}

/** The form a tool opens with in the venture: what its profile link fills. */
export const formOf = (id: ToolId, profile: VentureProfile) => toolDefinitions[id].profile?.toForm(profile) ?? {};
export const saved = <T>(documentId: string, result: T) => ({ documentId, savedAt: SAVED_AT, result });

/** The offline "Pet care" venture: a dog-walking service for busy owners in Berlin, every document made. */
export const PET_CARE: VentureProfile = {
  name: 'Pawsome Walks',
  description: 'A marketplace that connects busy dog owners with vetted walkers.',
  industry: 'Pet care',
  targetMarket: 'busy dog owners',
  region: 'Berlin',
};

/** A whole venture made offline from `profile`: research, model, plan and deck, in the order a founder makes them. */
export function offlineVentureSources(
  profile: VentureProfile = PET_CARE,
  modelForm: Record<string, string> = {
    pricingModel: 'Subscription',
    customerType: 'B2C - Consumer',
    costs: 'Salaries, Marketing',
  },
): VentureSources {
  const sources: VentureSources = { profile };
  const niche = formOf(REVIEW_TOOLS.research, profile).niche ?? profile.industry;
  sources[REVIEW_TOOLS.research] = saved(
    'research',
    generated(REVIEW_TOOLS.research, { niche }, sources) as MarketResearch,
  );
  sources[REVIEW_TOOLS.model] = saved('model', generated(REVIEW_TOOLS.model, modelForm, sources) as FinancialModel);
  sources[REVIEW_TOOLS.plan] = saved(
    'plan',
    generated(REVIEW_TOOLS.plan, formOf(REVIEW_TOOLS.plan, profile), sources) as BusinessPlan,
  );
  sources[REVIEW_TOOLS.deck] = saved(
    'deck',
    generated(REVIEW_TOOLS.deck, formOf(REVIEW_TOOLS.deck, profile), sources) as PitchDeckResult,
  );
  return sources;
}

/** A model of `sampleAssumptions` with `changes`, as the engine builds it. */
export const modelOf = (changes: Partial<Assumptions> = {}): FinancialModel =>
  buildFinancialModel({ ...sampleAssumptions, ...changes });

/** A ten-slide deck with the product's titles and short bodies, `changes` by slide index. */
export function deckOf(changes: Record<number, Partial<PitchDeckResult['slides'][number]>> = {}): PitchDeckResult {
  return {
    slides: SLIDE_TITLES.map((title, index) => ({
      title,
      content: `• ${title} in a line`,
      notes: 'Say it.',
      ...changes[index],
    })),
  };
}

/** Research whose size text is `marketSize`, the rest short. */
export function researchOf(
  marketSize: string,
  trends: string[] = ['Owners spend more on their pets each year.'],
): MarketResearch {
  return {
    industryOverview: 'The market for dog walking is part of the wider pet care industry.',
    marketSize,
    trends,
    customerSegments: [{ segment: 'Busy owners', characteristics: 'Work long days.', painPoints: 'No time to walk.' }],
    competitors: [{ name: 'Rover', strengths: ['Brand'], weaknesses: ['Generic'] }],
    swot: { strengths: ['Trust'], weaknesses: ['New'], opportunities: ['Cities'], threats: ['Rover'] },
  };
}

/** The review's input from `sources`, with the venture's facts as the server reads them. */
export const reviewInputOf = (options: Omit<ReviewSources, 'facts'>) =>
  reviewInput({ ...options, facts: ventureFacts(options.sources) });
