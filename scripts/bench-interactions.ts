/**
 * The first open of each menu and dialog on a tool page, in Chromium with a 4x slower CPU
 * (`Emulation.setCPUThrottlingRate`), against the built app on the offline provider. Each run is a
 * fresh browser context (its own workspace and cache): the page loads, waits until it is idle, then
 * the pointer presses the control once. Interaction to next paint comes from the Event Timing API
 * (a PerformanceObserver on `event` entries, durationThreshold 16: the longest entry of the
 * interaction); "to painted" is from the press to the frame after the menu or dialog is in the
 * page, which also counts work a transition or a code fetch leaves for later frames. Budget
 * (README, Performance): 200 ms. Measures and prints, never asserts. Part of `npm run bench:web`;
 * alone: `npm run build && npx tsx scripts/bench-interactions.ts`. BENCH_INTERACTION_RUNS (5) and
 * BENCH_INTERACTIONS (a comma-separated list of words from the names) narrow it.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { inChromiumWithApp, median } from './bench-chromium';

const RUNS = Number(process.env.BENCH_INTERACTION_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const BUDGET_MS = 200;
const PAGE = '/dashboard/business-plan';

interface Interaction {
  name: string;
  /** What the workspace holds before the page opens: a venture, a saved plan (for Export). */
  seed: 'nothing' | 'venture' | 'plan';
  /** Steps before the measured press: opening the venture menu to reach a dialog's item. */
  before?: (page: Page) => Promise<void>;
  /** The control pressed, and the role of what it opens. */
  press: (page: Page) => ReturnType<Page['getByRole']>;
  opens: 'menu' | 'dialog';
}

const ventureMenu = (page: Page) => page.getByRole('button', { name: /^Venture: / });
const openVentureMenu = async (page: Page) => {
  await ventureMenu(page).click();
  await page.getByRole('menu').waitFor();
};

const INTERACTIONS: Interaction[] = [
  { name: 'Venture menu', seed: 'venture', press: ventureMenu, opens: 'menu' },
  { name: 'Export menu', seed: 'plan', press: (page) => page.getByRole('button', { name: 'Export' }), opens: 'menu' },
  {
    name: 'History dialog',
    seed: 'plan',
    press: (page) => page.getByRole('button', { name: 'History' }),
    opens: 'dialog',
  },
  {
    name: 'New Venture dialog (from the open menu)',
    seed: 'venture',
    before: openVentureMenu,
    press: (page) => page.getByRole('menuitem', { name: 'New Venture' }),
    opens: 'dialog',
  },
  {
    name: 'Edit Venture Profile dialog (from the open menu)',
    seed: 'venture',
    before: openVentureMenu,
    press: (page) => page.getByRole('menuitem', { name: 'Edit Venture Profile' }),
    opens: 'dialog',
  },
];

/** Gives the context's workspace what the interaction needs, through the API as the app calls it. */
async function seed(context: BrowserContext, url: string, what: Interaction['seed']) {
  if (what === 'nothing') return;
  if (what === 'venture') {
    const response = await context.request.post(`${url}/api/ventures`, { data: { name: 'Harvest Table' } });
    if (!response.ok()) throw new Error(`seeding a venture: ${response.status()}`);
    return;
  }
  // The offline provider answers; the server stores the plan, and the screen opens on it.
  const response = await context.request.post(`${url}/api/generate/business-plan`, {
    data: { inputs: { idea: 'Harvest Table: a weekly meal-kit service for busy parents in Lisbon' } },
  });
  if (!(await response.text()).includes('event: done')) throw new Error('seeding a plan: no done event');
}

/** Starts watching: Event Timing entries of interactions, and when a `role` element first shows. */
async function watch(page: Page, role: string) {
  await page.evaluate((role) => {
    const state = { events: [] as { name: string; id: number; start: number; duration: number }[], shown: 0 };
    Object.assign(window, { __bench: state });
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId: number })[])
        if (entry.interactionId)
          state.events.push({
            name: entry.name,
            id: entry.interactionId,
            start: entry.startTime,
            duration: entry.duration,
          });
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    const observer = new MutationObserver(() => {
      if (!document.querySelector(`[role="${role}"]`)) return;
      observer.disconnect();
      // After the next paint: the frame that shows it has been produced.
      requestAnimationFrame(() => setTimeout(() => (state.shown = performance.now())));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  }, role);
}

/**
 * Resolves when the page has loaded, its network has been quiet, what it fetches when idle has
 * arrived (src/web/lib/idle-prefetch.ts marks it; a build without it has no marks), and the main
 * thread is idle: a founder's first press, some moments after the page came up.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    ({ started, done }) =>
      performance.getEntriesByName(started).length === 0 || performance.getEntriesByName(done).length > 0,
    { started: 'venturekit:idle-prefetch', done: 'venturekit:idle-prefetched' },
  );
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}

interface Measured {
  inp: number;
  painted: number;
  scripts: number;
}

async function measureOnce(browser: Browser, url: string, interaction: Interaction): Promise<Measured> {
  const context = await browser.newContext();
  try {
    await seed(context, url, interaction.seed);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}${PAGE}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await interaction.before?.(page);
    await settle(page);
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await watch(page, interaction.opens);
    const pressedAt = await page.evaluate(() => performance.now());
    await interaction.press(page).click();
    await page.getByRole(interaction.opens).last().waitFor();
    await page.waitForFunction(() => (window as unknown as { __bench: { shown: number } }).__bench.shown > 0);
    // Event Timing reports an interaction after its next paint; give the observer two frames to hear of it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    return await page.evaluate(
      ({ pressedAt, scripts }) => {
        const { events, shown } = (
          window as unknown as {
            __bench: { events: { name: string; start: number; duration: number }[]; shown: number };
          }
        ).__bench;
        const ours = events.filter((event) => event.start >= pressedAt);
        const down = ours.find((event) => event.name === 'pointerdown')?.start ?? pressedAt;
        // No entry: every event of the interaction took under the 16 ms threshold.
        const inp = Math.max(0, ...ours.map((event) => event.duration));
        return { inp, painted: shown - down, scripts };
      },
      { pressedAt, scripts: scripts.length },
    );
  } finally {
    await context.close();
  }
}

const ms = (value: number) => (value < 16 ? '< 16 ms' : `${value.toFixed(0)} ms`);

await inChromiumWithApp(async (browser, url) => {
  console.log(
    `First open of each menu and dialog on ${PAGE}, Chromium with ${CPU_SLOWDOWN}x CPU throttling, ${RUNS} fresh pages each`,
  );
  console.log(
    `| Interaction | INP, median | INP, worst | To painted, median | To painted, worst | Scripts fetched on the press | Within ${BUDGET_MS} ms |\n| --- | --- | --- | --- | --- | --- | --- |`,
  );
  // BENCH_INTERACTIONS=History narrows the run to the interactions whose name contains one of the words.
  const chosen = process.env.BENCH_INTERACTIONS?.split(',');
  for (const interaction of INTERACTIONS.filter((item) => !chosen || chosen.some((word) => item.name.includes(word)))) {
    const runs: Measured[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measureOnce(browser, url, interaction));
    const inp = runs.map((run) => run.inp);
    const painted = runs.map((run) => run.painted);
    const worst = Math.max(...inp, ...painted);
    console.log(
      `| ${interaction.name} | ${ms(median(inp))} | ${ms(Math.max(...inp))} | ${ms(median(painted))} | ${ms(Math.max(...painted))} | ${median(runs.map((run) => run.scripts))} | ${worst <= BUDGET_MS ? 'yes' : 'no'} |`,
    );
  }
  // Wall-clock figures: a machine busy with other work stretches them, so say how busy it was.
});
