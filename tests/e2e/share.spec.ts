/**
 * Share links in Chromium (docs/product.md §12), on the offline provider: Share makes a link that a
 * fresh browser context (no cookie) opens to see that deck alone, moved by its keys; Revoke makes
 * it a 404; a passcode is asked for when set; a view and the time on a slide reach the link's
 * analytics.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectConsole } from '../support/e2e/ui';
import { generateDeck } from '../support/e2e/workspace-ui';

const NAME = 'Harvest Table';
const DESCRIPTION = 'A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks.';

/** Makes a link from the deck's Share dialog; the dialog stays open on the new link. */
async function createLink(page: Page, { label, passcode }: { label: string; passcode?: string }) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Share' });
  await dialog.getByLabel('Label (optional)').fill(label);
  if (passcode) await dialog.getByLabel('Passcode (optional)').fill(passcode);
  await dialog.getByRole('button', { name: 'Create Link' }).click();
  const field = dialog.getByLabel('New link');
  await expect(field).toBeFocused();
  return { dialog, url: await field.inputValue(), item: dialog.getByRole('listitem', { name: label }) };
}

/** An investor: a browser context of its own, with no cookie of the founder's. */
async function investor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, NAME, DESCRIPTION);
});

test('Share makes a link a fresh browser opens to see only that deck; Revoke makes it 404', async ({
  page,
  browser,
}) => {
  const { url, item, dialog } = await createLink(page, { label: 'Seed investors' });
  expect(new URL(url).pathname).toMatch(/^\/s\/[A-Za-z0-9_-]{27}$/);

  const { context, page: view } = await investor(browser);
  const errors = collectConsole(view, 'error');
  const response = await view.goto(url);
  expect(response?.status()).toBe(200);
  // The page names an icon that loads: a browser asks for /favicon.ico otherwise, a 404 in the investor's console.
  const iconLink = view.locator('link[rel="icon"]');
  await expect(iconLink).toHaveAttribute('href', /./);
  const icon = new URL((await iconLink.getAttribute('href'))!, url).href;
  expect((await view.request.get(icon)).status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toContain('noindex');
  expect(await context.cookies()).toEqual([]);
  await expect(view.getByRole('heading', { level: 1, name: 'Pitch Deck' })).toBeVisible();
  await expect(view.locator('header')).toContainText(NAME);
  // The deck alone: no menu, no History, no link into the app.
  await expect(view.getByRole('link')).toHaveCount(0);
  await expect(view.getByRole('navigation')).toHaveCount(0);
  await expect(view.getByRole('group', { name: 'Slide 1 of 10' })).toBeVisible();
  await expect(view.getByRole('group', { name: 'Slide 2 of 10' })).toBeHidden();
  // The deck in its design: the company's name large on the title slide, the slide's title a small label above it.
  const first = view.getByRole('group', { name: 'Slide 1 of 10' });
  const sizeOf = (text: string) =>
    first.getByText(text, { exact: true }).evaluate((line) => parseFloat(getComputedStyle(line).fontSize));
  await expect(first.getByText(NAME, { exact: true })).toBeVisible();
  expect(await sizeOf(NAME)).toBeGreaterThan(4 * (await sizeOf('Title Slide')));
  expect(await sizeOf(NAME)).toBeGreaterThan(40);
  await view.keyboard.press('ArrowRight');
  await expect(view.getByRole('group', { name: 'Slide 2 of 10' })).toBeVisible();
  await view.keyboard.press('End');
  await expect(view.getByRole('group', { name: 'Slide 10 of 10' })).toBeVisible();
  await view.keyboard.press('Home');
  await expect(view.getByText('1 / 10', { exact: true })).toBeVisible();
  await view.getByRole('group', { name: 'Slide 1 of 10' }).click();
  await expect(view.getByRole('group', { name: 'Slide 2 of 10' })).toBeVisible();

  expect(errors).toEqual([]);

  await item.getByRole('button', { name: 'Revoke' }).click();
  await expect(item).toContainText('Revoked');
  await expect(dialog).toBeVisible();
  const gone = await view.reload();
  expect(gone?.status()).toBe(404);
  await expect(view.getByRole('heading', { name: 'Link not available' })).toBeVisible();
  await context.close();
});

test('a passcode is asked for when set, and a wrong one is refused', async ({ page, browser }) => {
  const { url } = await createLink(page, { label: 'Angels', passcode: 'harvest-2026' });
  const { context, page: view } = await investor(browser);
  await view.goto(url);
  await expect(view.getByRole('heading', { name: 'This document is protected' })).toBeVisible();
  await expect(view.getByRole('group', { name: /^Slide/ })).toHaveCount(0);
  const passcode = view.getByLabel('Passcode');
  await expect(passcode).toBeFocused();
  await passcode.fill('wrong guess');
  await view.getByRole('button', { name: 'Open' }).click();
  await expect(view.getByRole('alert')).toHaveText('That passcode is not right. Please try again.');
  await view.getByLabel('Passcode').fill('harvest-2026');
  await view.getByRole('button', { name: 'Open' }).click();
  await expect(view.getByRole('group', { name: 'Slide 1 of 10' })).toBeVisible();
  await context.close();
});

test('a view and the time spent on a slide appear in the link’s analytics', async ({ page, browser }) => {
  const { item } = await createLink(page, { label: 'Partners' }).then(async (made) => {
    const { context, page: view } = await investor(browser);
    // The page's clock is the test's, paused: exactly five seconds on the first slide, without waiting them.
    const start = new Date('2026-11-24T10:00:00Z');
    await view.clock.install({ time: start });
    await view.clock.pauseAt(new Date(start.getTime() + 1000));
    await view.goto(made.url);
    await expect(view.getByRole('group', { name: 'Slide 1 of 10' })).toBeVisible();
    await view.clock.fastForward(5000);
    const beacon = view.waitForResponse((response) => response.url().endsWith('/beacon'));
    await view.keyboard.press('ArrowRight');
    expect((await beacon).status()).toBe(204);
    await context.close();
    return made;
  });
  await item.getByRole('button', { name: 'Analytics' }).click();
  await expect(item).toContainText('1 view · 1 unique viewer');
  const chart = item.getByRole('figure', { name: 'Time on each slide' });
  await expect(chart.getByRole('listitem').first()).toContainText(/^1\. .+5 s$/);
});
