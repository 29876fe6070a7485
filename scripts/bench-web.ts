/**
 * npm run bench:web: Lighthouse 12 (pinned, run through npx) on the built app, with Debian's
 * Chromium, on its default mobile profile (simulated slow 4G and a 4x slower CPU): the landing
 * page and each tool page, three runs each, the median printed. Budget (README, Performance):
 * Performance at least 95 and first contentful paint under 1.8 s. A benchmark, not a test: its
 * timings depend on the machine, so `npm test` never runs it. BENCH_RUNS and BENCH_PAGES narrow it.
 */
import { tools, toolPath } from '../src/core/tools/listings';
import { startServerProcess } from '../tests/support/server/server-process';
import { audit, lighthouseRun, score, type Report } from './lighthouse';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = await startServerProcess({ DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }, { built: true });
try {
  console.log(
    `| Page | Performance | First contentful paint | Largest contentful paint | Total blocking time | Layout shift | Accessibility | Best practices | SEO |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |`,
  );
  const pages = ['/', ...tools.map((tool) => toolPath(tool.id))];
  // BENCH_PAGES=/,/dashboard/pitch-deck measures only those.
  const chosen = process.env.BENCH_PAGES?.split(',') ?? pages;
  for (const path of pages.filter((page) => chosen.includes(page))) {
    const reports: Report[] = [];
    for (let run = 0; run < RUNS; run++) reports.push(await lighthouseRun(`${server.url}${path}`));
    const of = (read: (report: Report) => number) => median(reports.map(read));
    const seconds = (id: string) => `${(of((report) => audit(report, id)) / 1000).toFixed(1)} s`;
    console.log(
      `| \`${path}\` | ${of((r) => score(r, 'performance'))} | ${seconds('first-contentful-paint')} | ${seconds('largest-contentful-paint')} | ${of((r) => audit(r, 'total-blocking-time')).toFixed(0)} ms | ${of((r) => audit(r, 'cumulative-layout-shift')).toFixed(3)} | ${of((r) => score(r, 'accessibility'))} | ${of((r) => score(r, 'best-practices'))} | ${of((r) => score(r, 'seo'))} |`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
}
