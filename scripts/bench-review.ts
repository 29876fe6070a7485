/**
 * npm run bench:review: what an Investor Review's deterministic part costs (issue 35). Over the
 * offline "Pet care" venture (research, model, plan and deck, each made as a founder makes them
 * with no AI key) and the same venture with a conflict planted in its plan and its deck: the rules
 * alone over a built input (reviewFindings), the whole review over it (findings, readiness,
 * questions), and the review from the venture's saved work (reviewInput: its facts, each
 * document's figure check, the engine and the runway, then the review). p50 / p99 / max of 2,000
 * runs after a warm-up. Budget (README, Performance): the rules over a full venture within 10 ms.
 * Measures, never asserts: these machines are shared and noisy.
 */
import { REVIEW_TOOLS } from '../src/core/review/input';
import { investorReview, reviewFindings } from '../src/core/review/review';
import { SEVERITIES, type Finding } from '../src/core/review/types';
import type { VentureSources } from '../src/core/venture/sources';
import { offlineVentureSources, saved, reviewInputOf } from '../tests/support/review-venture';
import { measureCpuAndWall } from './cpu-time';

const RUNS = Number(process.env.BENCH_REVIEW_RUNS ?? 2_000);

const measure = (label: string, run: () => unknown) => measureCpuAndWall(label, RUNS, run, 200);

/** The venture with its plan's summary and its deck's ask stating other figures than its facts. */
function withConflicts(sources: VentureSources): VentureSources {
  const plan = sources[REVIEW_TOOLS.plan]!.result;
  const deck = sources[REVIEW_TOOLS.deck]!.result;
  const slides = deck.slides.map((slide, index) =>
    index === deck.slides.length - 1 ? { ...slide, content: `${slide.content}\n• Raising €20,000` } : slide,
  );
  return {
    ...sources,
    [REVIEW_TOOLS.plan]: saved('plan', {
      ...plan,
      executiveSummary: `${plan.executiveSummary} We break even in Month 30.`,
    }),
    [REVIEW_TOOLS.deck]: saved('deck', { slides }),
  };
}

/** "1 blocker, 2 major, 3 minor". */
const severities = (findings: readonly Finding[]) =>
  SEVERITIES.map(
    (severity) => `${findings.filter((finding) => finding.severity === severity).length} ${severity}`,
  ).join(', ');

const ventures: [string, VentureSources][] = [
  ['Pet care', offlineVentureSources()],
  ['Pet care with conflicts', withConflicts(offlineVentureSources())],
];
console.log(`Node ${process.version}, ${RUNS} runs each`);
for (const [name, sources] of ventures) {
  const input = reviewInputOf({ sources });
  const review = investorReview(input);
  console.log(
    `${name}: ${review.findings.length} findings (${severities(review.findings)}), score ${review.readiness.overall}, ${review.questions.length} questions`,
  );
  measure(`  the rules (reviewFindings)`, () => reviewFindings(input));
  measure(`  the review (findings, score, questions)`, () => investorReview(input));
  measure(`  from saved work (facts, checks, engine, review)`, () => investorReview(reviewInputOf({ sources })));
}
