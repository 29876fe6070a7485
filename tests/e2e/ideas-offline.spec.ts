import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { expectToast } from '../support/e2e/flows';
import { ideaCard, ideaNames, ideasForm, toast } from '../support/e2e/ui';

const FINTECH = { industry: 'fintech', targetMarket: 'freelancers', region: 'Germany' };
const FOOD = { industry: 'food', targetMarket: 'parents', region: 'Brazil' };

/** Generates ideas for `inputs` on a fresh page and returns the three names. */
async function generate(page: Page, inputs: typeof FINTECH): Promise<string[]> {
  await page.goto('/dashboard/idea-generator');
  const form = ideasForm(page);
  await form.fill(inputs);
  await form.generate.click();
  await expect(toast(page, 'Ideas Generated')).toBeVisible();
  await expect(ideaNames(page)).toHaveCount(3);
  return ideaNames(page).allTextContents();
}

test.beforeEach(async ({ page }) => {
  await page.goto('/dashboard/idea-generator');
});

test('generating shows the busy button, then three complete cards and a success toast', async ({ page }) => {
  // The offline answer takes well under a second; hold the request back until the busy state has been seen.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/generate/**', async (route) => {
    await released;
    await route.continue();
  });
  const form = ideasForm(page);
  await form.fill(FINTECH);
  await form.generate.click();
  await expect(form.generating).toBeDisabled();
  await expect(form.generate).toHaveCount(0);
  release();

  await expectToast(page, 'Ideas Generated', 'Successfully generated business ideas.');
  await expect(form.generate).toBeEnabled();

  const names = await ideaNames(page).allTextContents();
  expect(names).toHaveLength(3);
  for (const name of names) {
    expect(name.trim()).not.toBe('');
    const card = ideaCard(page, name);
    await expect(card.getByText('Revenue Streams', { exact: true })).toBeVisible();
    expect(await card.getByRole('list').getByRole('listitem').count()).toBeGreaterThan(0);
    await expect(card.getByText('Initial Investment', { exact: true })).toBeVisible();
    // Ideas for Germany are priced in euros, the currency its venture's model will propose.
    await expect(card.getByText(/^€[\d,]+ - €[\d,]+$/)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save Idea', exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Use This Idea', exact: true })).toBeVisible();
  }
});

test('Save Idea toasts with the idea name', async ({ page }) => {
  const form = ideasForm(page);
  await form.fill(FINTECH);
  await form.generate.click();
  await expect(ideaNames(page)).toHaveCount(3);
  const second = (await ideaNames(page).nth(1).textContent()) ?? '';
  await ideaCard(page, second).getByRole('button', { name: 'Save Idea', exact: true }).click();

  await expectToast(page, 'Idea Saved', `${second} saved to your ideas`);
});

test('offline ideas are deterministic and follow the inputs', async ({ page }) => {
  const first = await generate(page, FINTECH);
  const again = await generate(page, FINTECH);
  expect(again).toEqual(first);

  const food = await generate(page, FOOD);
  expect(food).not.toEqual(first);
  expect(food.filter((name) => first.includes(name))).toEqual([]);
});

/** docs/product.md §4: tooltips open after 700 ms, at once within 300 ms of another closing. */
const TOOLTIP_DELAY_MS = 700;

/**
 * Opens the Idea Generator on the page's own clock, paused once the form shows: a tooltip's delay
 * is then counted in the page's time, which a loaded machine cannot stretch or race.
 */
async function openOnPausedClock(page: Page) {
  await page.clock.install();
  await page.goto('/dashboard/idea-generator');
  await expect(ideasForm(page).industry).toBeVisible();
  await page.clock.pauseAt(Date.now() + 1000);
}

test('the info tooltip opens on hover only after its delay', async ({ page }) => {
  await openOnPausedClock(page);
  const tooltip = page.getByRole('tooltip');
  await page.getByRole('button', { name: 'About Industry', exact: true }).hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS - 50);
  await expect(tooltip).toHaveCount(0);
  await page.clock.runFor(50);
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/industry/i);
});

test('moving straight to the next info button skips the delay', async ({ page }) => {
  await openOnPausedClock(page);
  const tooltip = page.getByRole('tooltip');
  await page.getByRole('button', { name: 'About Industry', exact: true }).hover();
  await page.clock.runFor(TOOLTIP_DELAY_MS);
  await expect(tooltip).toContainText(/industry/i);

  // Glide there as a hand would: one jump would land inside the first tooltip's hover grace area and keep it open.
  const box = await page.getByRole('button', { name: 'About Target Market', exact: true }).boundingBox();
  if (!box) throw new Error('About Target Market has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 10 });
  // Within the skip delay the next tooltip opens at once: a few page milliseconds, not another 700.
  await page.clock.runFor(150);
  await expect(tooltip).toContainText(/customers/i);
});

test('keyboard focus on an info button shows its tooltip', async ({ page }) => {
  await ideasForm(page).targetMarket.focus();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'About Target Market', exact: true })).toBeFocused();
  await expect(page.getByRole('tooltip')).toContainText(/customers/i, { timeout: 1_500 });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
