/**
 * npm run bench:web: Lighthouse 12 (pinned, run through npx) on the built app, with Debian's
 * Chromium, on its default mobile profile (simulated slow 4G and a 4x slower CPU): the landing
 * page and each tool page, three runs each, the median printed. Budget (README, Performance):
 * Performance at least 95 and first contentful paint under 1.8 s. A benchmark, not a test: its
 * timings depend on the machine, so `npm test` never runs it. BENCH_RUNS and BENCH_PAGES narrow it.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { tools, toolPath } from '../src/core/tools/listings';
import { startServerProcess } from '../tests/support/server/server-process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

async function lighthouse(url: string): Promise<Report> {
  const { stdout } = await promisify(execFile)(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-path=${CHROMIUM_PATH}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as Report;
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: such a run is made again, once. */
async function lighthouseRun(url: string): Promise<Report> {
  try {
    return await lighthouse(url);
  } catch (error) {
    console.error(`Lighthouse failed on ${url}; running it again. ${String(error).slice(0, 200)}`);
    return lighthouse(url);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const score = (report: Report, category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
const audit = (report: Report, id: string) => report.audits[id]?.numericValue ?? NaN;

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
