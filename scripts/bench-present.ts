/**
 * A slide change in Present mode (issue 28's budget: under one frame, no long task), in Chromium
 * against the built app on the offline provider: a deck is generated through the API, the page
 * opens on it, Present opens, then the arrow keys go through the ten slides and back, twice, once
 * at full speed and once with a 4x slower CPU (`Emulation.setCPUThrottlingRate`). For each change:
 * its work, from the start of the key's handling to the new slide rendered and laid out (React renders a key's
 * update within the key's task); the time to the frame after it ("to painted": a
 * requestAnimationFrame then a task after the announced number changes);
 * the Event Timing entries of the presses (durationThreshold 16: none means every press painted
 * within 16 ms); and long tasks (over 50 ms). Prints, never asserts (README, Performance).
 * `npm run bench:present`, or `npm run build && npx tsx scripts/bench-present.ts`.
 */
import type { Page } from '@playwright/test';
import { inChromiumWithApp } from './bench-chromium';

const KEYS = [...Array<string>(9).fill('ArrowRight'), ...Array<string>(9).fill('ArrowLeft')];
const ROUNDS = 2;

interface Bench {
  /** From the key's handling to the slide rendered and laid out (the key's task: script and layout). */
  work: number[];
  painted: number[];
  events: number[];
  longTasks: number[];
}

/** Starts watching the presentation: each change's time to paint, slow presses and long tasks. */
async function watch(page: Page) {
  await page.evaluate(() => {
    const state = {
      work: [] as number[],
      painted: [] as number[],
      events: [] as number[],
      longTasks: [] as number[],
      pressed: 0,
    };
    Object.assign(window, { __bench: state });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'keydown') state.events.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) state.longTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    // Registered before Present mode's own listener, so it runs first: the time the key's handling starts.
    window.addEventListener('keydown', () => (state.pressed = performance.now()), true);
    new MutationObserver((mutations) => {
      const live = document.querySelector('[role="dialog"] [aria-live="polite"]');
      if (!live || !mutations.some((mutation) => live.contains(mutation.target))) return;
      const pressed = state.pressed;
      // The new slide's layout (already forced by its fitting), then the time: the change's own work.
      void document.body.offsetHeight;
      state.work.push(performance.now() - pressed);
      requestAnimationFrame(() => setTimeout(() => state.painted.push(performance.now() - pressed)));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function run(page: Page): Promise<Bench> {
  let number = 1;
  for (let round = 0; round < ROUNDS; round++)
    for (const key of KEYS) {
      await page.keyboard.press(key);
      number += key === 'ArrowRight' ? 1 : -1;
      await page.getByText(`Slide ${number} of 10`, { exact: true }).waitFor({ state: 'attached' });
      await page.waitForFunction(
        (count) => (window as unknown as { __bench: Bench }).__bench.painted.length >= count,
        round * KEYS.length + KEYS.indexOf(key) + 1,
      );
    }
  // Event Timing reports a press after its paint; two frames for the observers to hear of the last.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => (window as unknown as { __bench: Bench }).__bench);
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ?? NaN;
const ms = (value: number) => `${value.toFixed(1)} ms`;

await inChromiumWithApp(async (browser, url) => {
  console.log(
    `| CPU | Changes | Work: median | p95 | max | To painted: median | p95 | max | Presses over 16 ms (Event Timing), max | Long tasks |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const rate of [1, 4]) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const response = await context.request.post(`${url}/api/generate/pitch-deck`, {
      data: {
        inputs: { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents in Lisbon.' },
      },
    });
    if (!(await response.text()).includes('event: done')) throw new Error('seeding a deck: no done event');
    const page = await context.newPage();
    await page.goto(`${url}/dashboard/pitch-deck`);
    await page.getByRole('button', { name: 'Present', exact: true }).waitFor();
    await watch(page);
    await page.getByRole('button', { name: 'Present', exact: true }).click();
    await page.getByRole('dialog', { name: 'Presentation' }).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const { work, painted, events, longTasks } = await run(page);
    const slow = events.length === 0 ? 'none' : `${events.length}, ${ms(Math.max(...events))}`;
    const long = longTasks.length === 0 ? 'none' : `${longTasks.length}, max ${ms(Math.max(...longTasks))}`;
    console.log(
      `| ${rate}x | ${painted.length} | ${ms(quantile(work, 0.5))} | ${ms(quantile(work, 0.95))} | ${ms(Math.max(...work))} | ${ms(quantile(painted, 0.5))} | ${ms(quantile(painted, 0.95))} | ${ms(Math.max(...painted))} | ${slow} | ${long} |`,
    );
    await context.close();
  }
});
