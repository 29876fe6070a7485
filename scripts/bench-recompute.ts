/**
 * npm run bench:recompute: what one edit of the financial model costs the browser. In Node, the
 * code the screen runs on every keystroke (modelFromEdit: the 36-month model with its proposal and
 * scenarios; scenarioTable: the three scenarios' years and break-even), p50 / p99 / max over 5,000
 * edits. Then the runway engine (issue 27): the 36-month engine with the statements, runway, funding
 * need, use of funds and dilution (computeRunway) for a hiring plan and 3 funding events, over 2,000
 * edits. Then in Chromium against the built app: 30 price edits typed into the model's screen,
 * counting long tasks (over 50 ms) while they recompute. Budget (README, Performance; issue 27):
 * under 2 ms a recompute at p99, and no long task. Measures, never asserts: these machines are
 * shared and noisy. `--node-only` skips Chromium (no build needed).
 */
import { chromium } from '@playwright/test';
import { computeFigures, normalizeAssumptions } from '../src/core/finance/engine';
import { normalizeRunwayInputs } from '../src/core/finance/runway/normalize';
import { computeRunway } from '../src/core/finance/runway/recompute';
import { modelFromEdit, scenarioTable } from '../src/core/finance/scenarios';
import { PLAYWRIGHT_CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium';
import { sampleAssumptions } from '../tests/support/fixtures';
import { startServerProcess } from '../tests/support/server/server-process';

const RUNS = 5_000;
const RUNWAY_RUNS = 2_000;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
const ms = (value: number) => `${value.toFixed(3)} ms`;

/** p50 / p99 / max of `runs` calls of `run` after a warm-up (the JIT). */
function measure(label: string, runs: number, run: (index: number) => unknown) {
  for (let i = 0; i < 500; i++) run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    run(i);
    times.push(performance.now() - started);
  }
  console.log(
    `${label}, ${runs} edits: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`,
  );
}

function recomputeInNode() {
  const base = modelFromEdit({ assumptions: sampleAssumptions });
  measure(`Node ${process.version}, the model and its scenarios`, RUNS, (i) => {
    const model = modelFromEdit({
      ...base,
      assumptions: { ...base.assumptions, monthlyPricePerCustomer: { value: 50 + (i % 200), rationale: 'x' } },
    });
    return scenarioTable(model);
  });
}

/** A seed-stage plan: three hires, a pre-seed round, a loan and a seed round. */
const runwayInputs = normalizeRunwayInputs({
  startingCash: 80_000,
  fundingEvents: [
    { kind: 'equity', amount: 400_000, month: 2, preMoneyValuation: 1_600_000 },
    { kind: 'loan', amount: 150_000, month: 6, annualInterestPercent: 9.5, termMonths: 36 },
    { kind: 'equity', amount: 2_000_000, month: 18, preMoneyValuation: 10_000_000 },
  ],
  hiringPlan: [
    { title: 'Engineer', count: 2, monthlySalary: 7_000, startMonth: 3, employerCostPercent: 20 },
    { title: 'Designer', count: 1, monthlySalary: 5_500, startMonth: 6, employerCostPercent: 20 },
    { title: 'Account executive', count: 2, monthlySalary: 6_000, startMonth: 12, employerCostPercent: 18.5 },
  ],
});

function runwayRecomputeInNode() {
  measure(`Node ${process.version}, the engine with statements, runway and funding need`, RUNWAY_RUNS, (i) => {
    const assumptions = normalizeAssumptions({
      ...sampleAssumptions,
      monthlyPricePerCustomer: { value: 50 + (i % 200), rationale: 'x' },
    });
    return [computeFigures(assumptions), computeRunway(assumptions, runwayInputs)];
  });
}

async function longTasksInChromium() {
  const server = await startServerProcess({ DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }, { built: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...PLAYWRIGHT_CHROMIUM_ARGS],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${server.url}/dashboard/financials`);
    await page.getByLabel('Pricing Model', { exact: true }).selectOption('SaaS');
    await page.getByLabel('Customer Type', { exact: true }).selectOption('B2B - Small Business');
    await page.getByLabel('Major Costs', { exact: true }).fill('Salaries, Office rent, Cloud hosting');
    await page.getByRole('button', { name: 'Generate Financial Model', exact: true }).click();
    const price = page
      .getByRole('region', { name: 'Assumptions' })
      .getByRole('spinbutton', { name: 'Price per customer' });
    await price.waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      const tasks: number[] = [];
      (window as unknown as { longTasks: number[] }).longTasks = tasks;
      new PerformanceObserver((list) => list.getEntries().forEach((entry) => tasks.push(entry.duration))).observe({
        type: 'longtask',
      });
    });
    for (let i = 0; i < 30; i++) {
      await price.press('ArrowUp');
    }
    await page.waitForTimeout(1_000);
    const tasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    console.log(
      `Chromium, 30 price edits on the model's screen: ${tasks.length} long tasks${tasks.length ? ` (${tasks.map((t) => `${t.toFixed(0)} ms`).join(', ')})` : ''}`,
    );
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

recomputeInNode();
runwayRecomputeInNode();
if (!process.argv.includes('--node-only')) await longTasksInChromium();
