import * as z from 'zod/mini';
import { filledText, SHORT_TEXT_MAX } from '../fields';
import type { FactId } from '../../venture/fact-ids';
import type { PartPath } from '../../venture/part-path';
import type { Readiness } from '../../review/score';
import { AREAS, DOCUMENT_KINDS, SEVERITIES, type DocumentKind, type Finding } from '../../review/types';

export const investorReviewInput = z.object({
  /** What the review is for ("Seed round from angels", "Series A"); none: a general review. */
  focus: z.optional(
    z.string().check(z.trim(), z.maxLength(SHORT_TEXT_MAX, `must be at most ${SHORT_TEXT_MAX} characters`)),
  ),
});
export type InvestorReviewInput = z.infer<typeof investorReviewInput>;

/** One area's paragraph of the partner-meeting critique, and the findings it rests on (their ids). */
const critiqueParagraph = z.object({
  area: z.enum(AREAS),
  text: filledText(),
  cites: z.array(z.string()),
});

/**
 * What the model writes: only the critique, one paragraph per area. Every part required, as strict
 * structured outputs demand. The findings, the scores and the questions are computed on the server
 * (`finalize`), never by the model.
 */
export const investorReviewOutput = z.object({
  critique: z.array(critiqueParagraph),
});
export type InvestorReviewCritique = z.infer<typeof investorReviewOutput>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const oneOf = (list: readonly string[], value: unknown) => typeof value === 'string' && list.includes(value);

/** A finding as core/review makes it: checked at its keys, the rest is the rules' own data. */
const finding = z.custom<Finding>(
  (value) =>
    isRecord(value) &&
    typeof value.id === 'string' &&
    oneOf(AREAS, value.area) &&
    oneOf(SEVERITIES, value.severity) &&
    typeof value.ruleText === 'string' &&
    typeof value.text === 'string' &&
    Array.isArray(value.figures) &&
    isRecord(value.where) &&
    isRecord(value.fix),
);

const readiness = z.custom<Readiness>(
  (value) =>
    isRecord(value) && typeof value.overall === 'number' && isRecord(value.areas) && Array.isArray(value.raises),
);

/**
 * What a draft answer cites (core/review/question-drafts.ts `Citation`, which finalize's result must
 * fit): written here, as that module reads the venture's documents, which this schema's importers must not.
 */
type Citation =
  | { kind: 'fact'; factId: FactId; label: string }
  | { kind: 'document'; document: DocumentKind; path: PartPath; label: string };

/** A likely question; its answer is the founder's to edit. */
export const investorReviewQuestion = z.object({
  id: z.string(),
  area: z.enum(AREAS),
  question: z.string(),
  answer: z.string(),
  known: z.boolean(),
  cites: z.array(z.custom<Citation>((value) => isRecord(value) && typeof value.kind === 'string')),
  slide: z.nullable(z.number()),
  finding: z.optional(z.string()),
});

/** A critique paragraph as the review shows it: the findings it cites that exist, the figures it states that nothing backs. */
const checkedParagraph = z.object({
  ...critiqueParagraph.shape,
  /** Figures the paragraph states that are in neither the venture's facts nor the findings, as written. */
  unsupported: z.array(z.string()),
});
export type CritiqueParagraph = z.infer<typeof checkedParagraph>;

/** A document the review read (its id and when it was saved), or found missing (nulls), and the tool that makes it. */
const reviewedDocument = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  tool: z.string(),
  documentId: z.nullable(z.string()),
  savedAt: z.nullable(z.string()),
});
export type ReviewedDocument = z.infer<typeof reviewedDocument>;

/** The review the founder sees: the deterministic review (core/review) and the model's critique, checked. */
export const investorReviewResult = z.object({
  focus: z.string(),
  documents: z.array(reviewedDocument),
  findings: z.array(finding),
  readiness,
  questions: z.array(investorReviewQuestion),
  critique: z.array(checkedParagraph),
});
export type InvestorReview = z.infer<typeof investorReviewResult>;
