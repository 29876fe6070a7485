/**
 * The questions an investor is most likely to ask of this venture, each with a draft answer for
 * the founder to edit: first those the findings raise (worst first), then the questions every
 * partner asks, answered from the venture's facts and documents, each citing what it rests on, or
 * saying it is unknown. Each belongs to the deck's slide on its topic (for the Presenter View).
 */
import { fundsSplitText } from '../finance/runway/sentences';
import { joinList } from '../offline/text';
import type { PartPath } from '../venture/document-figures';
import type { FactId } from '../venture/fact-ids';
import { factOrigin } from '../venture/fact-origin';
import type { VentureFact } from '../venture/facts';
import type { ReviewInput } from './input';
import { factOf, slideOf } from './rules/common';
import { slideAbout, type DeckTopicId } from './rules/deck';
import type { Area, ComparedFigure, DocumentKind, Finding, RuleId } from './types';

export type Citation =
  | { kind: 'fact'; factId: FactId; label: string }
  | { kind: 'document'; document: DocumentKind; path: PartPath; label: string };

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

export const UNKNOWN_ANSWER = 'unknown: the venture has no figure for this';
export const QUESTION_LIMITS = { min: 10, max: 15 } as const;

/** The topics, each with its area and the deck's slide it is asked at. */
const TOPICS = {
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

interface Draft {
  question: string;
  answer: string;
  known: boolean;
  cites: Citation[];
  slide?: number;
}

const factCite = (fact: VentureFact): Citation => ({ kind: 'fact', factId: fact.id, label: fact.label });

/** An answer from facts, each named with where it comes from; unknown when one is missing. */
function fromFacts(
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
function findingDraft(input: ReviewInput, finding: Finding, question: string, plan: string): Draft {
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

const shown = (finding: Finding, index: number) => finding.figures[index]?.display ?? '';

/** The question each rule's finding raises: its topic, and the question and the plan a draft answer takes. */
const FROM_FINDINGS: Partial<Record<RuleId, (finding: Finding) => [QuestionTopic, string, string]>> = {
  'ask-need': (f) => [
    'ask',
    `You ask for ${shown(f, 0)} but the model needs ${shown(f, 1)}: why raise less?`,
    'We will size the round to the funding need, or show the costs we cut to close the gap.',
  ],
  'ask-runway': (f) => [
    'ask',
    `Your raise lasts ${shown(f, 1)}: how do you reach the next round before the cash runs out?`,
    'We will raise enough for 18 to 24 months, or reach break-even sooner.',
  ],
  'revenue-som': () => [
    'market',
    'Your Year 3 revenue is larger than the market you say you can win: where does the rest come from?',
    'We will re-size the obtainable market or the growth behind Year 3.',
  ],
  'market-nesting': () => [
    'market',
    'How do your market sizes fit together?',
    'The obtainable market is part of the serviceable one, which is part of the total; we will correct the sizes that do not nest.',
  ],
  cagr: (f) => [
    'marketGrowth',
    `Your research quotes ${shown(f, 0)} growth, but its own endpoints give another rate: which is right?`,
    'We will recompute the rate from the sources’ endpoints.',
  ],
  'hockey-stick': () => [
    'growth',
    'Your revenue more than triples a year: what makes that possible?',
    'We will show the channels and spend behind each month’s growth, or temper it.',
  ],
  'ltv-cac': (f) => [
    'unitEconomics',
    `Your LTV:CAC is ${shown(f, 0)}: how do you get it to 3:1?`,
    'We will lower acquisition cost through cheaper channels, or raise what a customer is worth.',
  ],
  'cac-payback': (f) => [
    'payback',
    f.figures.length > 2
      ? `Your CAC payback is ${shown(f, 0)}: how do you get it under 12?`
      : 'Each customer costs more to serve than they pay: how does that change?',
    'We will cut the cost to win a customer or raise their monthly margin.',
  ],
  'gross-margin': (f) => [
    'margin',
    `Your gross margin is ${shown(f, 0)}: how does it reach ${shown(f, 1)}?`,
    'We will show how the cost to serve falls with scale.',
  ],
  'burn-team': () => [
    'team',
    'Who does the work, if the model pays no salaries?',
    'We will put the team and its pay in the hiring plan.',
  ],
  'figure-conflicts': (f) => [
    'consistency',
    `${f.where.label} says ${shown(f, 0)}, your facts ${shown(f, 1)}: which is right?`,
    'We will state the venture’s fact everywhere (Use Fact).',
  ],
  'dated-conflicts': (f) => [
    'consistency',
    `${f.where.label} says ${shown(f, 0)}, your model ${shown(f, 1)}: which date holds?`,
    'We will state the model’s month everywhere (Use Fact).',
  ],
};

const unknown = (question: string): Draft => ({ question, answer: UNKNOWN_ANSWER, known: false, cites: [] });

function useOfFundsDraft(input: ReviewInput): Draft {
  const question = 'What will the money pay for?';
  const use = input.model?.ask?.useOfFunds;
  const raise = factOf(input, 'raise');
  if (!use || !raise || use.spent === 0) return unknown(question);
  const months = use.fromMonth === use.toMonth ? `Month ${use.fromMonth}` : `Months ${use.fromMonth} to ${use.toMonth}`;
  return {
    question,
    answer: `The ${raise.display} pays for ${fundsSplitText(use)}, the spending of ${months} (${factOrigin(raise)}).`,
    known: true,
    cites: [factCite(raise)],
  };
}

function teamDraft(input: ReviewInput): Draft {
  const question = 'Who is on the team, and who do you hire first?';
  const team = factOf(input, 'teamSize');
  const first = [...(input.model?.assumptions.hiringPlan ?? [])].sort((a, b) => a.startMonth - b.startMonth)[0];
  if (!team && !first) return unknown(question);
  const people = team ? `The team is ${team.display} (${factOrigin(team)})` : '';
  const hire = first
    ? `the model hires ${first.count} ${first.title} in Month ${first.startMonth} (the financial model’s hiring plan)`
    : '';
  return {
    question,
    answer: `${[people, hire].filter(Boolean).join('; ')}.`.replace(/^t/, 'T'),
    known: true,
    cites: [
      ...(team ? [factCite(team)] : []),
      ...(first
        ? [{ kind: 'document', document: 'model', path: ['assumptions', 'hiringPlan'], label: 'Hiring plan' } as const]
        : []),
    ],
  };
}

/** An answer quoting the research's part at `path`. */
function researchDraft(
  input: ReviewInput,
  question: string,
  path: PartPath,
  say: (text: string) => string,
  text?: string,
) {
  const research = input.research;
  if (!research || !text) return unknown(question);
  const label = research.label(path);
  return {
    question,
    answer: `${say(text.replace(/[.!]$/, ''))} (${label}).`,
    known: true,
    cites: [{ kind: 'document', document: 'research', path, label }],
  } satisfies Draft;
}

/** The questions every partner asks, in the order they most likely come. */
const STANDARD: readonly (readonly [QuestionTopic, (input: ReviewInput) => Draft])[] = [
  [
    'ask',
    (input) =>
      fromFacts(
        input,
        ['raise', 'runwayMonths'],
        'How much are you raising, and how long will it last?',
        ([raise, runway]) => `We are raising ${raise!.display} for ${runway!.display} of runway`,
      ),
  ],
  [
    'market',
    (input) =>
      fromFacts(
        input,
        ['som'],
        'How big is the market you can actually win?',
        ([som]) => `The obtainable market is ${som!.display}`,
      ),
  ],
  [
    'unitEconomics',
    (input) =>
      fromFacts(
        input,
        ['cac', 'ltv', 'ltvCac'],
        'What does a customer cost to win, and what are they worth?',
        ([cac, ltv, ratio]) =>
          `A customer costs ${cac!.display} to win and brings ${ltv!.display} in gross margin over their life: ${ratio!.display}`,
      ),
  ],
  [
    'growth',
    (input) =>
      fromFacts(
        input,
        ['monthlyGrowth', 'year3Revenue'],
        'What drives your growth, and what if it is half as fast?',
        ([growth, year3]) => `The model grows ${growth!.display} a month to ${year3!.display} in Year 3`,
      ),
  ],
  ['team', teamDraft],
  [
    'competition',
    (input) =>
      researchDraft(
        input,
        'Who else solves this, and why do you win?',
        ['competitors'],
        (names) => `The research names ${names}`,
        input.research && joinList(input.research.result.competitors.map((each) => each.name)),
      ),
  ],
  ['useOfFunds', useOfFundsDraft],
  [
    'breakEven',
    (input) =>
      fromFacts(input, ['breakEvenMonth'], 'When do you break even?', ([month]) => `Break-even: ${month!.display}`),
  ],
  [
    'traction',
    (input) =>
      fromFacts(
        input,
        ['startingCustomers', 'customersMonth12'],
        'What proof do you have that customers want this?',
        ([start, month12]) =>
          `The model starts from ${start!.display} in Month 1 and reaches ${month12!.display} in Month 12`,
      ),
  ],
  [
    'churn',
    (input) =>
      fromFacts(
        input,
        ['monthlyChurn'],
        'Why will customers stay?',
        ([churn]) => `The model loses ${churn!.display} of customers a month`,
      ),
  ],
  [
    'whyNow',
    (input) =>
      researchDraft(
        input,
        'Why now?',
        ['trends', 0],
        (trend) => `The research’s first trend: ${trend}`,
        input.research?.result.trends[0],
      ),
  ],
  [
    'price',
    (input) =>
      fromFacts(
        input,
        ['price', 'grossMargin'],
        'How did you set your price?',
        ([price, margin]) => `The price is ${price!.display} at a gross margin of ${margin!.display}`,
      ),
  ],
  [
    'burn',
    (input) =>
      fromFacts(
        input,
        ['burnRate'],
        'What is your monthly burn, and what does it buy?',
        ([burn]) => `The model burns ${burn!.display} on average in Year 1`,
      ),
  ],
  [
    'margin',
    (input) =>
      fromFacts(
        input,
        ['grossMargin'],
        'How does your gross margin grow with scale?',
        ([margin]) => `The gross margin is ${margin!.display}`,
      ),
  ],
];

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
