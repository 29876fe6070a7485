/**
 * npm run bench:figures: how well the figure recogniser reads its corpus, and what the figure
 * check costs the server after a generation of the longest document, the business plan.
 *
 * 1. Recall and precision on the labelled corpus (src/core/venture/figures/corpus/), by style, and
 *    every sentence it misreads. The corpus test keeps them above their floors (95% and 98%).
 * 2. The longest plan a generation writes: 8 sections filled to the model's output cap (MAX_TOKENS
 *    2,000 tokens, about 8,000 characters), figures in most sentences, dates among them. In Node,
 *    ventureFacts (the engine's model and the research's sizes) and checkFigures over every section,
 *    p50 / p99 / max over 2,000 runs after a warm-up, in wall-clock time and in the process's CPU
 *    time (what the server spends; a loaded machine stretches the wall clock, not the CPU). Budget
 *    (issue 34): the check of the longest plan within 5 ms of server CPU.
 * Measures, never asserts: these machines are shared and noisy.
 */
import { buildFinancialModel } from '../src/core/finance/engine';
import { DEFAULT_MAX_TOKENS as MAX_TOKENS } from '../src/core/tools/model-settings';
import { toolDefinitions } from '../src/core/tools/registry';
import { ventureFacts } from '../src/core/tools/venture-facts';
import { checkFigures } from '../src/core/venture/figures';
import { FIGURE_CORPUS, scoreCorpus, type Style } from '../src/core/venture/figures/corpus';
import type { VentureSources } from '../src/core/venture/sources';
import { sampleAssumptions } from '../tests/support/fixtures';
import { measureCpuAndWall } from './cpu-time';

const RUNS = 2_000;
/** About four characters a token: the longest plan a generation can write. */
const PLAN_CHARS = MAX_TOKENS * 4;
const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

function corpus() {
  const all = scoreCorpus(FIGURE_CORPUS);
  console.log(
    `Corpus: ${all.sentences} sentences, ${all.expected} facts stated, ${all.read} read, ${all.correct} read right: ` +
      `recall ${percent(all.recall)}, precision ${percent(all.precision)}`,
  );
  for (const style of ['founder', 'model', 'offline'] satisfies Style[]) {
    const part = scoreCorpus(FIGURE_CORPUS.filter((sentence) => sentence.style === style));
    console.log(
      `  ${style}: ${part.sentences} sentences, recall ${percent(part.recall)}, precision ${percent(part.precision)}`,
    );
  }
  for (const { text, stated } of all.misses) console.log(`  missed ${stated.fact} ${stated.value}: ${text}`);
  for (const { text, read } of all.extras) console.log(`  read ${read.fact} ${read.value} where none is: ${text}`);
}

const savedAt = '2026-11-22T10:00:00.000Z';
const research = toolDefinitions['market-research'].offline({ niche: 'plant-based pet food' });
const model = buildFinancialModel({
  ...sampleAssumptions,
  funding: {
    startingCash: 50_000,
    fundingEvents: [{ kind: 'equity', amount: 500_000, month: 3, preMoneyValuation: 2_000_000 }],
    bufferMonths: 6,
    founderOwnershipPercent: 100,
  },
});
const sources = {
  financials: { documentId: 'model', savedAt, result: model },
  'market-research': { documentId: 'research', savedAt, result: research },
} as VentureSources;

/** Sentences that state facts as a model's plan would, in the forms people write, to fill a section. */
const STATEMENTS = [
  'Year 1 revenue reaches $213,700, and Year 2 revenue $671,100 (214% growth).',
  'Members pay $100 per month, with a customer acquisition cost of about $300.',
  'LTV:CAC is 13.3:1 and we break even in Month 15 with a burn rate of $27,181/month.',
  'Churn stays near 2% a month while we grow 12% a month and keep a gross margin of 80%.',
  'The total addressable market is $34.4 billion; we are raising $1.5M with a team of 4 people.',
  'Starting with 100 customers, we expect 285 paying members by the end of Year 1, across 3 channels.',
  'We launch a focused first version in month 5 and raise a seed round in Month 3.',
  'Plans from $39 a month per dog; cash runs out in Month 9 without the round.',
];

function planSections(): string[] {
  const plan = toolDefinitions['business-plan'].offline({
    idea: 'PawPlan: a subscription app for dog owners in Austin that plans vet visits',
  }) as Record<string, string | string[]>;
  const sections = Object.values(plan);
  return sections.map((section, index) => {
    let text = Array.isArray(section) ? section.join('\n') : section;
    for (let next = index; text.length < PLAN_CHARS / sections.length; next++)
      text += ` ${STATEMENTS[next % STATEMENTS.length] ?? ''}`;
    return text;
  });
}

const measure = (label: string, run: () => unknown) => measureCpuAndWall(label, RUNS, run);

corpus();
const sections = planSections();
const facts = ventureFacts(sources, { raise: 1_500_000, teamSize: 4 });
const checks = sections.flatMap((section) => checkFigures(section, facts));
console.log(
  `Node ${process.version}, ${RUNS} runs; the longest plan: ${sections.length} sections, ${sections.join('').length} characters, ` +
    `${checks.length} figures checked (${checks.filter((check) => check.status === 'conflict').length} conflicts)`,
);
measure('ventureFacts', () => ventureFacts(sources, { raise: 1_500_000, teamSize: 4 }));
measure('checkFigures, the whole plan', () => sections.map((section) => checkFigures(section, facts)));
measure('facts and check together', () => {
  const fresh = ventureFacts(sources, { raise: 1_500_000, teamSize: 4 });
  return sections.map((section) => checkFigures(section, fresh));
});
