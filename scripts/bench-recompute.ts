/**
 * npm run bench:recompute: what one edit of the financial model costs the browser. In Node, the
 * code the screen runs on every keystroke (modelFromEdit: the 36-month model with its proposal and
 * scenarios; scenarioTable: the three scenarios' years and break-even), p50 / p99 / max over 5,000
 * edits. Then in Chromium against the built app: 30 price edits typed into the model's screen,
 * counting long tasks (over 50 ms) while they recompute. Budget (README, Performance): under 2 ms
 * a recompute, and no long task. Measures, never asserts: these machines are shared and noisy.
 */
import { chromium } from '@playwright/test';
import { modelFromEdit, scenarioTable } from '../src/core/finance/scenarios';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/e2e/chromium';
import { sampleAssumptions } from '../tests/support/fixtures';
import { startServerProcess } from '../tests/support/server/server-process';

const RUNS = 5_000;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;

function recomputeInNode() {
  const base = modelFromEdit({ assumptions: sampleAssumptions });
  const edit = (price: number) => {
    const model = modelFromEdit({
      ...base,
      assumptions: { ...base.assumptions, monthlyPricePerCustomer: { value: price, rationale: 'x' } },
    });
    return scenarioTable(model);
  };
  for (let i = 0; i < 500; i++) edit(50 + (i % 200)); // warm-up: the JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    edit(50 + (i % 200));
    times.push(performance.now() - started);
  }
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(
    `Node ${process.version}, ${RUNS} edits: p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(Math.max(...times))}`,
  );
}

async function longTasksInChromium() {
  const server = await startServerProcess({ DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }, { built: true });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS],
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
await longTasksInChromium();
