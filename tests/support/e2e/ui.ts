/** Queries the specs share, in the Testing Library style: by role and accessible name. */
import { expect, type Locator, type Page } from '@playwright/test';

/** The number an amount input shows ("1,200" with its separators, docs/product.md §6): what a founder reads. */
export async function amountIn(input: Locator): Promise<number> {
  return Number((await input.inputValue()).replace(/,/g, ''));
}

/** The toast titled `title` (exact), inside the toaster's notifications region. */
export function toast(page: Page, title: string): Locator {
  return page
    .getByRole('region', { name: /notifications/i })
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
}

/**
 * Holds a toast on screen: the pointer over it pauses its 5 s (sonner pauses while hovered), so a
 * slow step before closing it (an axe scan on a loaded machine) cannot outlast it.
 */
export async function holdToast(page: Page, title: string): Promise<Locator> {
  const shown = toast(page, title);
  await shown.hover();
  return shown;
}

/** The Idea Generator's form fields and buttons. Exact names: each field also has an "About …" info button. */
export function ideasForm(page: Page) {
  return {
    industry: page.getByLabel('Industry', { exact: true }),
    targetMarket: page.getByLabel('Target Market', { exact: true }),
    region: page.getByLabel('Region', { exact: true }),
    generate: page.getByRole('button', { name: 'Generate Ideas', exact: true }),
    generating: page.getByRole('button', { name: 'Generating Ideas...', exact: true }),
    async fill(values: { industry: string; targetMarket: string; region: string }) {
      await this.industry.fill(values.industry);
      await this.targetMarket.fill(values.targetMarket);
      await this.region.fill(values.region);
    },
  };
}

/** The generated idea cards' names (their h3 headings), in order. */
export function ideaNames(page: Page): Locator {
  return ideaResults(page).getByRole('heading', { level: 3 });
}

export function ideaResults(page: Page): Locator {
  return page.getByRole('region', { name: 'Generated ideas' });
}

/** One idea card: the smallest block holding its heading and its Save Idea button. */
export function ideaCard(page: Page, name: string): Locator {
  return ideaResults(page)
    .locator('div')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) })
    .filter({ has: page.getByRole('button', { name: 'Save Idea' }) });
}

/** Every console message of the page, as text, from now on. */
export function collectConsole(page: Page, type?: 'error' | 'log' | 'warning'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (!type || message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** Where focus was at one moment, and whether a generation was running (a Stop button on screen). */
export interface FocusSample {
  busy: boolean;
  /** The focused element as a user would name it ("button Stop", "h2 Your Business Plan"), or "body". */
  focused: string;
}

/**
 * Records, from now on, where focus is at every change of the page and at every frame, so a moment
 * where it fell to the page itself is seen without polling from the test runner. `samples()` reads them.
 */
export async function watchFocus(page: Page) {
  await page.evaluate(() => {
    const samples: { busy: boolean; focused: string }[] = [];
    Object.assign(window, { __focusSamples: samples });
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const sample = () => {
      const active = document.activeElement;
      const busy = [...document.querySelectorAll('button')].some((button) => button.textContent?.trim() === 'Stop');
      const focused = !active || active === document.body ? 'body' : `${active.tagName.toLowerCase()} ${name(active)}`;
      samples.push({ busy, focused });
    };
    // A mutation observer runs after each change the app makes (a render, a disabled button, a
    // removed one), before the browser paints; the frame loop catches focus moving without one.
    new MutationObserver(sample).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const frame = () => {
      sample();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
    document.addEventListener('focusin', sample);
  });
  return {
    samples: () =>
      page.evaluate(
        () => (window as unknown as { __focusSamples: { busy: boolean; focused: string }[] }).__focusSamples,
      ),
  };
}

/**
 * Waits until a tool page has fetched, at an idle moment, the code its menus and dialogs need
 * (src/web/lib/idle-prefetch.ts marks each round once its code has arrived).
 */
export async function waitForIdlePrefetch(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('venturekit:idle-prefetched').length), {
      message: 'the idle prefetch has run and settled',
    })
    .toBeGreaterThan(0);
}

/**
 * Checks that a designed slide's table draws every row at the layout's one height, the header's
 * too (a cell's height in percent was of the table, which squashed the header row).
 */
export async function expectEvenTableRows(slide: Locator): Promise<void> {
  const rows = slide.getByRole('table').getByRole('row');
  await expect(rows.first()).toBeVisible();
  const heights = await rows.evaluateAll((each) => each.map((row) => row.getBoundingClientRect().height));
  expect(heights.length).toBeGreaterThan(2);
  for (const height of heights) expect(Math.abs(height - heights[1]!)).toBeLessThan(1.5);
}

/**
 * Arrows down an open menu (opened by keyboard) to the item named `name`, as a keyboard user does:
 * one press at a time, each once the menu has taken the last (the item it highlights, its own state,
 * has moved), so a press never lands while the menu is still settling. A press the menu drops fails
 * here, at that press.
 */
export async function arrowDownTo(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('menu');
  const highlighted = menu.locator('[role="menuitem"][data-highlighted]');
  await expect(highlighted).toHaveCount(1);
  const items = await menu.getByRole('menuitem').count();
  for (let press = 0; press < items; press++) {
    const at = (await highlighted.textContent())?.trim() ?? '';
    if (at === name) break;
    await page.keyboard.press('ArrowDown');
    await expect(highlighted).not.toHaveText(at);
  }
  await expect(menu.getByRole('menuitem', { name, exact: true })).toBeFocused();
}
