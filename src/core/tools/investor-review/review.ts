/**
 * The review of the venture the tool is given (its sources and facts, as the server reads them for
 * every tool: OfflineVenture), computed by core/review, and the model's critique checked against it.
 */
import { reviewInput } from '../../review/input';
import { investorReview as reviewOf, type InvestorReview as DeterministicReview } from '../../review/review';
import { DOCUMENT_KINDS, type Finding } from '../../review/types';
import type { FactPins } from '../../venture/fact-ids';
import type { VentureFact } from '../../venture/facts';
import { findFigures } from '../../venture/figures/find';
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

/** The values a critique may state: the facts', the figures the findings compared and those their sentences state. */
function knownValues(facts: readonly VentureFact[], findings: readonly Finding[]): number[] {
  return [
    ...facts.map((fact) => fact.value),
    ...findings.flatMap((finding) => [
      ...finding.figures.map((figure) => figure.value),
      ...findFigures(`${finding.ruleText} ${finding.text}`).map((figure) => figure.value),
    ]),
  ];
}

/** Whether a stated figure is one of `values`, to the precision it is written with ("€1.2M" is €1,198,430). */
const backed = (figure: { value: number; precision: number }, values: readonly number[]) =>
  values.some((value) => Math.abs(value - figure.value) <= figure.precision / 2 + 1e-9);

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
  const values = knownValues(facts, findings);
  const seen = new Set<string>();
  return critique.flatMap((paragraph) => {
    if (seen.has(paragraph.area)) return [];
    seen.add(paragraph.area);
    const unsupported = findFigures(paragraph.text)
      .filter((figure) => !backed(figure, values))
      .map((figure) => figure.text);
    return [{ ...paragraph, cites: paragraph.cites.filter((id) => ids.has(id)), unsupported }];
  });
}
