/**
 * npm run bench:figures: what the figure check costs the server after a generation of the longest
 * document, the business plan (8 sections of about 800 characters, figures in most sentences).
 * In Node, ventureFacts (the engine's model and the research's sizes) and checkFigures over every
 * section, p50 / p99 / max over 2,000 runs after a warm-up. Budget (the "One venture, one story"
 * issue): facts and check together at most 5 ms a generation; the check alone well under 1 ms.
 * Measures, never asserts: these machines are shared and noisy.
 */
import { buildFinancialModel } from '../src/core/finance/engine';
import { toolDefinitions } from '../src/core/tools/registry';
import { ventureFacts } from '../src/core/venture/facts';
import { checkFigures } from '../src/core/venture/figures';
import type { VentureSources } from '../src/core/venture/sources';
import { sampleAssumptions } from '../tests/support/fixtures';

const RUNS = 2_000;
const SECTION_CHARS = 800;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`;

const savedAt = '2026-11-22T10:00:00.000Z';
const research = toolDefinitions['market-research'].offline({ niche: 'plant-based pet food' });
const sources = {
  financials: { documentId: 'model', savedAt, result: buildFinancialModel(sampleAssumptions) },
  'market-research': { documentId: 'research', savedAt, result: research },
} as VentureSources;

/** Sentences that state facts, as a model's plan would, to fill a section past its offline length. */
const STATEMENTS = [
  'Year 1 revenue reaches $213,700, and Year 2 revenue $671,100 (214% growth).',
  'We charge $100 per customer per month, with a customer acquisition cost of about $300.',
  'LTV:CAC is 13.3:1 and we break even in Month 15 with a burn rate of $27,181/month.',
  'Churn stays near 2% a month while we grow 12% a month and keep a gross margin of 80%.',
  'The total addressable market is $34.4 billion; we are raising $1.5M with a team of 4 people.',
  'Starting with 100 customers, we expect 285 paying customers by month 12, across 3 channels.',
];

function planSections(): string[] {
  const plan = toolDefinitions['business-plan'].offline({
    idea: 'PawPlan: a subscription app for dog owners in Austin that plans vet visits',
  }) as Record<string, string | string[]>;
  return Object.values(plan).map((section, index) => {
    let text = Array.isArray(section) ? section.join('\n') : section;
    for (let next = index; text.length < SECTION_CHARS; next++)
      text += ` ${STATEMENTS[next % STATEMENTS.length] ?? ''}`;
    return text;
  });
}

function measure(label: string, run: () => unknown) {
  for (let i = 0; i < 300; i++) run(); // warm-up: the JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  console.log(
    `${label}: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`,
  );
}

const sections = planSections();
const facts = ventureFacts(sources, { raise: 1_500_000, teamSize: 4 });
const checks = sections.flatMap((section) => checkFigures(section, facts));
console.log(
  `Node ${process.version}, ${RUNS} runs; the plan: ${sections.length} sections, ${sections.join('').length} characters, ` +
    `${checks.length} figures checked (${checks.filter((check) => check.status === 'conflict').length} conflicts)`,
);
measure('ventureFacts', () => ventureFacts(sources, { raise: 1_500_000, teamSize: 4 }));
measure('checkFigures, the whole plan', () => sections.map((section) => checkFigures(section, facts)));
measure('facts and check together', () => {
  const fresh = ventureFacts(sources, { raise: 1_500_000, teamSize: 4 });
  return sections.map((section) => checkFigures(section, fresh));
});
