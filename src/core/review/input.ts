/**
 * The one place a review learns which tool made which document: the venture's saved work (its
 * sources, as every tool reads them) becomes a typed `ReviewInput`, each document with its figure
 * checks, the label of each of its parts and what changed since it was made, and the model with
 * what the engine computes of it. The rules read this and name no tool.
 */
import { computeFigures, normalizeAssumptions, type NormalizedAssumptions } from '../finance/engine';
import { askOf, type Ask } from '../finance/runway/ask';
import { runwayOf, type RunwayModel } from '../finance/runway/recompute';
import type { FinancialFigures, FinancialModel } from '../finance/schema';
import type { Currency } from '../finance/currency';
import { businessPlanClient, type BusinessPlan } from '../tools/business-plan/client';
import { financialsClient } from '../tools/financials/client';
import type { ToolId } from '../tools/listings';
import { marketResearchClient } from '../tools/market-research/client';
import type { MarketResearch } from '../tools/market-research/schema';
import { pitchDeckClient, type PitchDeckResult } from '../tools/pitch-deck/client';
import { documentChecks, type PartChecks, type PartPath } from '../venture/document-figures';
import { ventureCurrency } from '../venture/fact-currency';
import type { VentureFact } from '../venture/facts';
import { pinValue } from '../venture/pins';
import type { SavedSource, VentureProfile, VentureSources } from '../venture/sources';
import type { DocumentKind } from './types';

/** A document the review reads: which tool made it, the saved result, and what it knows about it. */
export interface ReviewDocument<Result> {
  tool: ToolId;
  documentId: string;
  savedAt: string;
  result: Result;
  /** Its sources regenerated or edited since it was made (venture/sources.ts `changedSources`). */
  changedSince: readonly ToolId[];
  /** Where a part sits, as the screen names it: "Slide 10: Financials & Ask", "Executive Summary". */
  label: (path: PartPath) => string;
  /** Its figures against the facts it is checked against (none for the model, whose figures are the facts). */
  checks: readonly PartChecks[];
}

/** The model, with what the engine computes from its assumptions (never its stored figures). */
export interface ReviewModel extends ReviewDocument<FinancialModel> {
  assumptions: NormalizedAssumptions;
  figures: FinancialFigures;
  runway: RunwayModel;
  /** The venture's ask (a pinned raise over the model's), or null when it asks nothing. */
  ask: Ask | null;
}

export interface ReviewInput {
  facts: readonly VentureFact[];
  /** The venture's currency: the model's. */
  currency: Currency;
  profile?: VentureProfile;
  plan?: ReviewDocument<BusinessPlan>;
  deck?: ReviewDocument<PitchDeckResult>;
  model?: ReviewModel;
  research?: ReviewDocument<MarketResearch>;
  /** The tool that makes each document, for Regenerate and "make it" links. */
  tools: typeof REVIEW_TOOLS;
  /** The year the review is made in: a growth rate "to 2030" runs from it. */
  year: number;
}

/** Each document's tool, from the tools' own definitions. */
export const REVIEW_TOOLS = {
  plan: businessPlanClient.id,
  deck: pitchDeckClient.id,
  model: financialsClient.id,
  research: marketResearchClient.id,
} as const satisfies Record<DocumentKind, ToolId>;

/**
 * How a tool's screen names a part of its result ("Competitors", not "Competitors: " for the whole
 * list); the tool's name where it names none.
 */
const labelOf =
  <Result>(client: { navLabel: string; partLabel?: (path: PartPath, result: Result) => string }) =>
  (path: PartPath, result: Result) =>
    (client.partLabel?.(path, result) ?? client.navLabel).replace(/:\s*$/, '');

export interface ReviewSources {
  sources: VentureSources;
  /**
   * The venture's facts from those sources (tools/venture-facts.ts `ventureFacts`, which the server
   * keeps per read of the venture): passed in, so the review needs no tool's full definition.
   */
  facts: readonly VentureFact[];
  /** Each newest document's sources changed since it was made, by tool (the Venture screen's `changedSince`). */
  changedSince?: Partial<Record<ToolId, readonly ToolId[]>>;
  /** When the review is made (ISO); now when not given. */
  now?: string;
}

function documentOf<Result>(
  saved: SavedSource<Result> | undefined,
  tool: ToolId,
  label: (path: PartPath, result: Result) => string,
  facts: readonly VentureFact[],
  changed: ReviewSources['changedSince'],
): ReviewDocument<Result> | undefined {
  if (!saved) return undefined;
  return {
    tool,
    documentId: saved.documentId,
    savedAt: saved.savedAt,
    result: saved.result,
    changedSince: changed?.[tool] ?? [],
    label: (path) => label(path, saved.result),
    checks: facts.length > 0 ? documentChecks(saved.result, facts) : [],
  };
}

function modelOf(
  saved: SavedSource<FinancialModel> | undefined,
  sources: VentureSources,
  changed: ReviewSources['changedSince'],
): ReviewModel | undefined {
  const document = documentOf(saved, REVIEW_TOOLS.model, () => financialsClient.navLabel, [], changed);
  if (!document) return undefined;
  const assumptions = normalizeAssumptions(document.result.assumptions);
  const runway = runwayOf(assumptions);
  const ask = askOf(runway, pinValue(sources.pins?.raise));
  return { ...document, assumptions, figures: computeFigures(assumptions), runway, ask };
}

/**
 * The review's input from the venture's saved work. The plan and the deck build on the model and
 * the research, so they are checked against every fact; the research builds on nothing, so only
 * the founder's pins bind it (as the tools' own checks: tools/venture-context.ts `factsFor`).
 */
export function reviewInput({ sources, facts, changedSince, now }: ReviewSources): ReviewInput {
  const pins = facts.filter((fact) => fact.source.kind === 'founder');
  const tools = REVIEW_TOOLS;
  const changed = changedSince;
  return {
    facts,
    currency: ventureCurrency(facts),
    ...(sources.profile ? { profile: sources.profile } : {}),
    plan: documentOf(sources[tools.plan], tools.plan, labelOf(businessPlanClient), facts, changed),
    deck: documentOf(sources[tools.deck], tools.deck, labelOf(pitchDeckClient), facts, changed),
    model: modelOf(sources[tools.model], sources, changed),
    research: documentOf(sources[tools.research], tools.research, labelOf(marketResearchClient), pins, changed),
    tools,
    year: new Date(now ?? Date.now()).getUTCFullYear(),
  };
}
