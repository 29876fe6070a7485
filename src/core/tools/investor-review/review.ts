/**
 * The review of the venture the tool is given (its sources and facts, as the server reads them for
 * every tool: OfflineVenture), computed by core/review, and the model's critique checked against it.
 */
import { reviewInput } from '../../review/input';
import { investorReview as reviewOf, type InvestorReview as DeterministicReview } from '../../review/review';
import { DOCUMENT_KINDS, type Finding } from '../../review/types';
import type { FactPins } from '../../venture/fact-ids';
import type { VentureFact } from '../../venture/facts';
import { figureInterval, figureMatches, findFigures, type Figure } from '../../venture/figures';
import type { VentureSources } from '../../venture/sources';
import { NO_VENTURE, type OfflineVenture } from '../define-tool';
import type { CritiqueParagraph, InvestorReviewCritique, ReviewedDocument } from './schema';

/** The founder's pins, from the facts they make (a pin is a fact whose source is the founder). */
function pinsOf(facts: readonly VentureFact[]): FactPins {
  return Object.fromEntries(
    facts.filter((fact) => fact.source.kind === 'founder').map((fact) => [fact.id, fact.value]),
  );
}

/** The deterministic review of the venture (findings, readiness and likely questions), and the documents it read. */
export function ventureReview(
  venture: OfflineVenture = NO_VENTURE,
  now?: string,
): DeterministicReview & { documents: ReviewedDocument[] } {
  const sources: VentureSources = {
    ...venture.sources,
    ...(venture.profile && { profile: venture.profile }),
    pins: pinsOf(venture.facts),
  };
  const input = reviewInput({ sources, facts: venture.facts, ...(now && { now }) });
  const documents = DOCUMENT_KINDS.map((kind) => {
    const read = input[kind];
    return { kind, tool: input.tools[kind], documentId: read?.documentId ?? null, savedAt: read?.savedAt ?? null };
  });
  return { ...reviewOf(input), documents };
}

/** The numbers the findings compared, and those their sentences state (without a unit: the figures' own). */
function findingValues(findings: readonly Finding[]): number[] {
  return findings.flatMap((finding) => [
    ...finding.figures.map((figure) => figure.value),
    ...findFigures(`${finding.ruleText} ${finding.text}`).map((figure) => figure.value),
  ]);
}

/** Whether the figure says `value`, to its precision and bound ("€1.2M" says €1,198,430; "over 40%" says 45). */
function says(figure: Figure, value: number): boolean {
  const said = figureInterval(figure);
  const slack = 1e-9 * Math.max(1, Math.abs(value));
  return value >= said.low - slack && value <= said.high + slack;
}

/**
 * Whether a figure the critique states is backed: a venture fact states it as the figure check
 * reads facts (unit, currency, precision: `figureMatches`), or a finding compared or stated it.
 */
const backed = (figure: Figure, facts: readonly VentureFact[], values: readonly number[]) =>
  facts.some((fact) => figureMatches(figure, fact)) || values.some((value) => says(figure, value));

/**
 * The model's critique against the review: each paragraph keeps the cited findings that exist and
 * marks every figure it states that is in neither the facts nor the findings (shown as such: the
 * model may not bring a figure of its own); paragraphs on an area already written are dropped.
 */
export function checkedCritique(
  critique: InvestorReviewCritique['critique'],
  findings: readonly Finding[],
  facts: readonly VentureFact[],
): CritiqueParagraph[] {
  const ids = new Set(findings.map((finding) => finding.id));
  const values = findingValues(findings);
  const seen = new Set<string>();
  return critique.flatMap((paragraph) => {
    if (seen.has(paragraph.area)) return [];
    seen.add(paragraph.area);
    const unsupported = findFigures(paragraph.text)
      .filter((figure) => !backed(figure, facts, values))
      .map((figure) => figure.text);
    return [{ ...paragraph, cites: paragraph.cites.filter((id) => ids.has(id)), unsupported }];
  });
}
