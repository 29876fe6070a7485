/**
 * The browser's figure check and conflict marking (issue budget: no long task), in Chromium with a
 * 4x slower CPU against the built app on the offline provider. Each run is a fresh workspace with a
 * financial model, a business plan and a pitch deck made after it, the deck edited so every amount
 * it states differs from the model (each one a conflict to mark). The page opens on the plan and
 * on the deck; the app measures its check (`venturekit:figure-check`, figure-conflicts.tsx) and a
 * PerformanceObserver lists the long tasks (over 50 ms) from the checker's warm-up to two frames
 * after the check: the warm-up, the check and the render that draws the marks. Measures and prints, never asserts.
 * Part of `npm run bench:web`; alone: `npm run build && npx tsx scripts/bench-marking.ts`; BENCH_MARKING_RUNS (5)
 * and BENCH_MARKING_CPU (the slowdown, 4) vary it.
 */
import type { APIRequestContext, Browser } from '@playwright/test';
import { CHECK_MEASURE, WARM_UP_MARK } from '../src/web/generator/figure-mark';
import { sampleInputs } from '../tests/support/fixtures';
import { inChromiumWithApp, median } from './bench-chromium';

const RUNS = Number(process.env.BENCH_MARKING_RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.BENCH_MARKING_CPU ?? 4);

async function generate(request: APIRequestContext, url: string, tool: keyof typeof sampleInputs) {
  const response = await request.post(`${url}/api/generate/${tool}`, { data: { inputs: sampleInputs[tool] } });
  if (!(await response.text()).includes('event: done')) throw new Error(`seeding ${tool}: no done event`);
}

/** Every dollar amount in the deck doubled: each a figure that differs from the model's. */
async function conflictingDeck(request: APIRequestContext, url: string) {
  const list = await (await request.get(`${url}/api/tools/pitch-deck/documents`)).json();
  const { id } = list.documents[0] as { id: string };
  const saved = await (await request.get(`${url}/api/documents/${id}`)).json();
  const doubled = JSON.parse(
    JSON.stringify(saved.result).replace(/\$(\d[\d,]*)/g, (_, digits: string) => {
      return `$${(Number(digits.replaceAll(',', '')) * 2).toLocaleString('en-US')}`;
    }),
  );
  const response = await request.put(`${url}/api/documents/${id}`, {
    data: { version: saved.version, result: doubled },
  });
  if (!response.ok()) throw new Error(`editing the deck: ${response.status()}`);
}

interface Measured {
  check: number;
  longest: number;
  longTasks: number;
  marks: number;
}

async function measure(browser: Browser, url: string, path: string): Promise<Measured> {
  const context = await browser.newContext();
  try {
    await generate(context.request, url, 'financials');
    await generate(context.request, url, 'business-plan');
    await generate(context.request, url, 'pitch-deck');
    await conflictingDeck(context.request, url);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const tasks: { start: number; duration: number }[] = [];
      Object.assign(window, { __longTasks: tasks });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${path}`);
    await page.waitForFunction((name) => performance.getEntriesByName(name).length > 0, CHECK_MEASURE);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(
      ({ name, warmUp }) => {
        const check = performance.getEntriesByName(name)[0] as PerformanceEntry;
        const from = performance.getEntriesByName(warmUp)[0]?.startTime ?? check.startTime;
        const tasks = (window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks;
        // From the checker's warm-up to now: the warm-up, the check, and the render that drew the marks.
        const around = tasks.filter((task) => task.start + task.duration >= from);
        return {
          check: check.duration,
          longest: Math.max(0, ...around.map((task) => task.duration)),
          longTasks: around.length,
          marks: document.querySelectorAll('button[aria-label^="Use Fact"]').length,
        };
      },
      { name: CHECK_MEASURE, warmUp: WARM_UP_MARK },
    );
  } finally {
    await context.close();
  }
}

await inChromiumWithApp(async (browser, url) => {
  console.log(`Figure check and marking, Chromium with ${CPU_SLOWDOWN}x CPU throttling, ${RUNS} fresh workspaces each`);
  console.log(
    '| Page | Check, median | Check, worst | Long tasks from the warm-up on, worst | Longest such task | Conflicts marked |\n| --- | --- | --- | --- | --- | --- |',
  );
  for (const path of ['/dashboard/business-plan', '/dashboard/pitch-deck']) {
    const runs: Measured[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(browser, url, path));
    const checks = runs.map((run) => run.check);
    console.log(
      `| ${path} | ${median(checks).toFixed(1)} ms | ${Math.max(...checks).toFixed(1)} ms | ${Math.max(...runs.map((run) => run.longTasks))} | ${Math.max(...runs.map((run) => run.longest)).toFixed(0)} ms | ${median(runs.map((run) => run.marks))} |`,
    );
  }
});
