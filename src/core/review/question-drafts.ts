/**
 * How a likely question's draft answer is written: from the venture's facts (each named with where
 * it comes from) or from a finding's compared figures, citing what it rests on, or saying it is
 * unknown. The questions themselves are in question-pool.ts, chosen in questions.ts.
 */
import type { PartPath } from '../venture/document-figures';
import type { FactId } from '../venture/fact-ids';
import { factOrigin } from '../venture/fact-origin';
import type { VentureFact } from '../venture/facts';
import { joinList } from '../offline/text';
import type { ReviewInput } from './input';
import { factOf, slideOf } from './rules/common';
import type { DeckTopicId } from './rules/deck';
import type { Area, ComparedFigure, DocumentKind, Finding } from './types';

export type Citation =
  | { kind: 'fact'; factId: FactId; label: string }
  | { kind: 'document'; document: DocumentKind; path: PartPath; label: string };

export const UNKNOWN_ANSWER = 'unknown: the venture has no figure for this';
export const QUESTION_LIMITS = { min: 10, max: 15 } as const;

/** The topics, each with its area and the deck's slide it is asked at. */
export const TOPICS = {
  ask: ['ask', 'ask'],
  useOfFunds: ['ask', 'ask'],
  market: ['market', 'market'],
  marketGrowth: ['market', 'market'],
  growth: ['traction', 'finances'],
  unitEconomics: ['businessModel', 'businessModel'],
  payback: ['businessModel', 'businessModel'],
  margin: ['businessModel', 'businessModel'],
  churn: ['businessModel', 'businessModel'],
  price: ['businessModel', 'businessModel'],
  breakEven: ['finances', 'finances'],
  burn: ['finances', 'finances'],
  team: ['team', 'team'],
  competition: ['market', 'competition'],
  whyNow: ['market', 'whyNow'],
  traction: ['traction', 'traction'],
  consistency: ['finances', 'finances'],
} as const satisfies Record<string, readonly [Area, DeckTopicId]>;
export type QuestionTopic = keyof typeof TOPICS;

export interface Draft {
  question: string;
  answer: string;
  known: boolean;
  cites: Citation[];
  slide?: number;
}

export const factCite = (fact: VentureFact): Citation => ({ kind: 'fact', factId: fact.id, label: fact.label });

/** An answer from facts, each named with where it comes from; unknown when one is missing. */
export function fromFacts(
  input: ReviewInput,
  ids: readonly FactId[],
  question: string,
  say: (facts: VentureFact[]) => string,
): Draft {
  const facts = ids.map((id) => factOf(input, id));
  if (facts.some((fact) => fact === undefined)) return { question, answer: UNKNOWN_ANSWER, known: false, cites: [] };
  const known = facts as VentureFact[];
  const origins = [...new Set(known.map(factOrigin))];
  return { question, answer: `${say(known)} (${joinList(origins)}).`, known: true, cites: known.map(factCite) };
}

/** Where a compared figure comes from, in words, and as a citation when it is one. */
function figureSource(input: ReviewInput, figure: ComparedFigure): { words: string; cite?: Citation } {
  const { from } = figure;
  if (from.kind === 'fact') {
    const fact = factOf(input, from.factId);
    return fact ? { words: factOrigin(fact), cite: factCite(fact) } : { words: 'the venture’s facts' };
  }
  if (from.kind === 'document') return { words: from.label, cite: { ...from } };
  if (from.kind === 'model')
    return {
      words: `the financial model, ${from.label}`,
      cite: { kind: 'document', document: 'model', path: [], label: from.label },
    };
  return { words: 'a rule of thumb' };
}

/** A finding's figures as a draft answer states them, and what to do about it. */
export function findingDraft(input: ReviewInput, finding: Finding, question: string, plan: string): Draft {
  const sources = finding.figures.map((figure) => ({ figure, ...figureSource(input, figure) }));
  const stated = sources.map(({ figure, words }) => `${figure.label}: ${figure.display} (${words})`).join('; ');
  const cites = sources.flatMap(({ cite }) => (cite ? [cite] : []));
  const slide = finding.where.document === 'deck' ? slideOf(finding.where.path) : undefined;
  return {
    question,
    answer: `${stated ? `${stated}. ` : ''}${plan}`,
    known: true,
    cites,
    ...(slide === undefined ? {} : { slide }),
  };
}

export const unknown = (question: string): Draft => ({ question, answer: UNKNOWN_ANSWER, known: false, cites: [] });
