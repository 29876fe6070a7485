/**
 * What the rules share: how a rule is declared, how a finding is made from it, the places and
 * figures they cite, and the slides of the deck by topic. No rule names a tool: a document is
 * reached through the review's input (input.ts).
 */
import { formatMoney } from '../../finance/currency';
import { MODEL_SECTIONS } from '../../tools/financials/export';
import type { PartPath } from '../../venture/document-figures';
import type { FactId } from '../../venture/fact-ids';
import type { VentureFact } from '../../venture/facts';
import type { ReviewInput } from '../input';
import { THRESHOLDS, type ThresholdId } from '../thresholds';
import type { Area, ComparedFigure, DocumentKind, Finding, FindingFix, FindingPlace, RuleId, Severity } from '../types';

export interface ReviewRule {
  id: RuleId;
  /** The rule in one sentence, as every finding of it states it. */
  text: string;
  check: (input: ReviewInput) => Finding[];
}

export interface FindingOf {
  /** What the finding is about, unique within the rule (`deck:slides.9`); the rule's id alone when it finds one thing. */
  about?: string;
  area: Area;
  severity: Severity;
  text: string;
  action: string;
  figures: ComparedFigure[];
  where: FindingPlace;
  fix: FindingFix;
}

export function finding(rule: Pick<ReviewRule, 'id' | 'text'>, made: FindingOf): Finding {
  const { about, ...rest } = made;
  return { id: about ? `${rule.id}:${about}` : rule.id, rule: rule.id, ruleText: rule.text, ...rest };
}

export const pathKey = (path: PartPath) => path.join('.');

export const factOf = (input: ReviewInput, id: FactId): VentureFact | undefined =>
  input.facts.find((fact) => fact.id === id);

/** A fact as a compared figure, cited by its id. */
export const factFigure = (fact: VentureFact): ComparedFigure => ({
  label: fact.label,
  value: fact.value,
  display: fact.display,
  from: { kind: 'fact', factId: fact.id },
});

/** A figure the engine computes from the model (the funding need, CAC payback), cited as the model's. */
export const modelFigure = (label: string, value: number, display: string, section: string): ComparedFigure => ({
  label,
  value,
  display,
  from: { kind: 'model', label: section },
});

/** A threshold as a compared figure, with its source. */
export function thresholdFigure(id: ThresholdId, label: string, value: number, display: string, source?: string) {
  const cited = source ?? (id in THRESHOLDS ? THRESHOLDS[id as keyof typeof THRESHOLDS].source : '');
  return { label, value, display, from: { kind: 'threshold', threshold: id, source: cited } } satisfies ComparedFigure;
}

/** A figure stated in a document's part. */
export const documentFigure = (
  document: DocumentKind,
  path: PartPath,
  place: string,
  figure: { label: string; value: number; display: string },
): ComparedFigure => ({ ...figure, from: { kind: 'document', document, path, label: place } });

export const money = (input: ReviewInput, amount: number) => formatMoney(amount, input.currency);

/** The model's sections as its screen and files title them: where a model finding stands. */
export const MODEL_PLACES = {
  runway: { document: 'model', path: ['funding'], label: MODEL_SECTIONS.runway },
  metrics: { document: 'model', path: ['figures'], label: MODEL_SECTIONS.metrics },
  revenue: { document: 'model', path: ['figures'], label: MODEL_SECTIONS.revenue },
  assumptions: { document: 'model', path: ['assumptions'], label: MODEL_SECTIONS.assumptions },
} as const satisfies Record<string, FindingPlace>;

/** A part of a document the review reads, as a place. */
export function placeIn(input: ReviewInput, document: 'plan' | 'deck' | 'research', path: PartPath): FindingPlace {
  return { document, path, label: input[document]?.label(path) ?? '' };
}

/** The slide a path in the deck is on, if it is on one. */
export const slideOf = (path: PartPath): number | undefined =>
  path[0] === 'slides' && typeof path[1] === 'number' ? path[1] : undefined;
