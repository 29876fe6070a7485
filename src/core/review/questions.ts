/**
 * The questions an investor is most likely to ask of this venture, each with a draft answer for
 * the founder to edit: first those the findings raise (worst first), then the questions every
 * partner asks, answered from the venture's facts and documents, each citing what it rests on, or
 * saying it is unknown. Each belongs to the deck's slide on its topic (for the Presenter View).
 */
import type { ReviewInput } from './input';
import {
  findingDraft,
  QUESTION_LIMITS,
  TOPICS,
  type Citation,
  type Draft,
  type QuestionTopic,
} from './question-drafts';
import { FROM_FINDINGS, STANDARD } from './question-pool';
import { slideAbout } from './rules/deck';
import type { Area, Finding } from './types';

export { QUESTION_LIMITS, UNKNOWN_ANSWER, type Citation, type QuestionTopic } from './question-drafts';

export interface LikelyQuestion {
  /** The topic, unique in a review: `ask`, `market`, `payback`... */
  id: QuestionTopic;
  area: Area;
  question: string;
  /** A draft the founder edits: it states only what the venture holds, citing it. */
  answer: string;
  /** False when the venture has no figure to answer with (the answer then says so). */
  known: boolean;
  cites: Citation[];
  /** The slide it belongs to, index 0 first; null when the deck has none on its topic. */
  slide: number | null;
  /** The finding that raised it, if one did. */
  finding?: string;
}

function asQuestion(input: ReviewInput, topic: QuestionTopic, draft: Draft, finding?: string): LikelyQuestion {
  const [area, slideTopic] = TOPICS[topic];
  const deck = input.deck?.result;
  const slide = draft.slide ?? (deck ? slideAbout(deck, slideTopic) : undefined);
  const { question, answer, known, cites } = draft;
  return { id: topic, area, question, answer, known, cites, slide: slide ?? null, ...(finding ? { finding } : {}) };
}

/**
 * Up to QUESTION_LIMITS.max questions, one per topic: the findings' first (in their order, worst
 * first), then the standard ones on the topics left. The standard list has more topics than the
 * minimum, so a review always asks at least QUESTION_LIMITS.min.
 */
export function likelyQuestions(input: ReviewInput, findings: readonly Finding[]): LikelyQuestion[] {
  const asked = new Map<QuestionTopic, LikelyQuestion>();
  for (const finding of findings) {
    const raise = FROM_FINDINGS[finding.rule];
    if (!raise) continue;
    const [topic, question, plan] = raise(finding);
    if (!asked.has(topic))
      asked.set(topic, asQuestion(input, topic, findingDraft(input, finding, question, plan), finding.id));
  }
  for (const [topic, draft] of STANDARD)
    if (!asked.has(topic)) asked.set(topic, asQuestion(input, topic, draft(input)));
  return [...asked.values()].slice(0, QUESTION_LIMITS.max);
}
