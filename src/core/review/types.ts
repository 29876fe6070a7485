/**
 * What an Investor Review finds (issue 35): each finding of a rule, with the figures it compared and
 * where they come from, where it stands in the venture's documents and the one press that fixes it.
 * Plain data: the review's screen, its critique and its exports read these, never the rules.
 */
import type { Assumptions } from '../finance/schema';
import type { ToolId } from '../tools/listings';
import type { PartPath } from '../venture/part-path';
import type { FactId } from '../venture/fact-ids';
import type { ThresholdId } from './thresholds';

/** The areas a partner meeting goes through, in its order. */
export const AREAS = ['team', 'market', 'product', 'traction', 'businessModel', 'finances', 'ask'] as const;
export type Area = (typeof AREAS)[number];
export const AREA_LABELS: Record<Area, string> = {
  team: 'Team',
  market: 'Market',
  product: 'Product',
  traction: 'Traction',
  businessModel: 'Business model',
  finances: 'Financials',
  ask: 'The ask',
};

/** Worst first: a blocker ends the meeting, a major costs it, a minor is noticed. */
export const SEVERITIES = ['blocker', 'major', 'minor'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The four documents a review reads, by the name the review gives them (their tools: input.ts). */
export const DOCUMENT_KINDS = ['plan', 'deck', 'model', 'research'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_LABELS: Record<DocumentKind, string> = {
  plan: 'Business plan',
  deck: 'Pitch deck',
  model: 'Financial model',
  research: 'Market research',
};

/** Where a compared figure comes from: a fact, a document's part, the engine's computation, or a threshold. */
export type FigureSource =
  | { kind: 'fact'; factId: FactId }
  | { kind: 'document'; document: DocumentKind; path: PartPath; label: string }
  | { kind: 'model'; label: string }
  | { kind: 'threshold'; threshold: ThresholdId; source: string };

/** One figure a rule compared: what it is, its value (normalised as a fact's), how it reads, its source. */
export interface ComparedFigure {
  label: string;
  value: number;
  display: string;
  from: FigureSource;
}

/** Where a finding stands: a document, the part's path in its result and its label ("Slide 10: Financials & Ask"). */
export interface FindingPlace {
  document: DocumentKind;
  path: PartPath;
  label: string;
}

/** An assumption of the model a fix opens: a driver, the costs, the hiring plan or the funding. */
export type AssumptionKey = keyof Assumptions;

/** The one press that fixes a finding. */
export type FindingFix =
  /** Use Fact: the part at `path` of `document` states the fact instead. */
  | { kind: 'useFact'; factId: FactId; document: DocumentKind; path: PartPath }
  | { kind: 'openAssumption'; assumption: AssumptionKey }
  /** Index 0 is the first slide. */
  | { kind: 'openSlide'; slide: number }
  | { kind: 'regenerate'; tool: ToolId };

/** The buttons' names (issue 35). */
export const FIX_LABELS: Record<FindingFix['kind'], string> = {
  useFact: 'Use Fact',
  openAssumption: 'Open the assumption',
  openSlide: 'Open the slide',
  regenerate: 'Regenerate',
};

export interface Finding {
  /** Stable across reviews of the same venture: the rule's id and what it is about (`figure-conflicts:deck:slides.9.content:raise`). */
  id: string;
  rule: RuleId;
  area: Area;
  severity: Severity;
  /** The rule in one sentence: "A raise covers the model's funding need." */
  ruleText: string;
  /** What this venture does against it, with its figures: "The deck asks €500,000; the model needs €1,200,000." */
  text: string;
  /** What fixing it is called where the score says what it is worth: "Fix the ask". */
  action: string;
  figures: ComparedFigure[];
  where: FindingPlace;
  fix: FindingFix;
}

export const RULE_IDS = [
  'documents',
  'ask-need',
  'ask-runway',
  'hockey-stick',
  'revenue-som',
  'market-nesting',
  'cagr',
  'ltv-cac',
  'cac-payback',
  'gross-margin',
  'burn-team',
  'figure-conflicts',
  'dated-conflicts',
  'deck-outline',
  'slide-words',
  'plan-figures',
] as const;
export type RuleId = (typeof RULE_IDS)[number];
