/**
 * The questions a review asks: the one each rule's finding raises, and those every partner asks,
 * in the order they most likely come, each with how its draft answer is found.
 */
import { fundsSplitText } from '../finance/runway/sentences';
import { joinList } from '../offline/text';
import type { PartPath } from '../venture/document-figures';
import { factOrigin } from '../venture/fact-origin';
import type { ReviewInput } from './input';
import { factCite, fromFacts, unknown, type Draft, type QuestionTopic } from './question-drafts';
import { factOf } from './rules/common';
import type { Finding, RuleId } from './types';

const shown = (finding: Finding, index: number) => finding.figures[index]?.display ?? '';

/** The question each rule's finding raises: its topic, and the question and the plan a draft answer takes. */
export const FROM_FINDINGS: Partial<Record<RuleId, (finding: Finding) => [QuestionTopic, string, string]>> = {
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
export const STANDARD: readonly (readonly [QuestionTopic, (input: ReviewInput) => Draft])[] = [
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
