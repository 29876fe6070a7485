/**
 * Share links in Chromium (docs/product.md §12), on the offline provider: Share makes a link that a
 * fresh browser context (no cookie) opens to see that deck alone, moved by its keys and presented
 * full screen by its own Present (Escape leaves, focus back on Present); the plan (with the
 * venture's key figures), the research and the model (its chart drawn, no heading twice) the same way; Revoke makes it a 404; a passcode is asked for when set; a view and the time on a
 * slide reach the link's analytics.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { PLAN_SECTIONS } from '../support/fixtures';
import { collectConsole, expectEvenTableRows } from '../support/e2e/ui';
import { generateDeck, generateModel, generatePlan, generateResearch, ventureMenu } from '../support/e2e/workspace-ui';

const NAME = 'Harvest Table';
const DESCRIPTION = 'A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks.';

/** Makes a link from the open document's Share dialog; the dialog stays open on the new link. */
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

/**
 * The investor's page shows the one document under the venture's name and `heading`, and nothing
 * of the workspace: no link into the app, no menu, no History, no venture switcher.
 */
async function expectDocumentAlone(view: Page, heading: string) {
  await expect(view.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(view.locator('header')).toContainText(NAME);
  await expect(view.getByRole('link')).toHaveCount(0);
  await expect(view.getByRole('navigation')).toHaveCount(0);
  await expect(view.getByRole('menu')).toHaveCount(0);
  await expect(view.getByRole('button', { name: /History|Venture|Share/ })).toHaveCount(0);
  await expect(view.getByText('History', { exact: true })).toHaveCount(0);
}

/** Revoke in the founder's dialog; the investor's reload then answers 404 with the plain page. */
async function revokeAndExpectGone(item: Locator, view: Page) {
  await item.getByRole('button', { name: 'Revoke' }).click();
  await expect(item).toContainText('Revoked');
  const gone = await view.reload();
  expect(gone?.status()).toBe(404);
  await expect(view.getByRole('heading', { name: 'Link not available' })).toBeVisible();
}

test.describe('the deck', () => {
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
    await expectDocumentAlone(view, 'Pitch Deck');
    await expect(view.getByRole('group', { name: 'Slide 1 of 10' })).toBeVisible();
    await expect(view.getByRole('group', { name: 'Slide 2 of 10' })).toBeHidden();
    // The deck in its design: the company's name large on the title slide, its heading; the slide's own title not printed.
    const first = view.getByRole('group', { name: 'Slide 1 of 10' });
    const name = first.getByRole('heading', { name: NAME, exact: true });
    await expect(name).toBeVisible();
    await expect(first.getByText('Title Slide')).toHaveCount(0);
    expect(await name.evaluate((line) => parseFloat(getComputedStyle(line).fontSize))).toBeGreaterThan(40);
    await view.keyboard.press('ArrowRight');
    await expect(view.getByRole('group', { name: 'Slide 2 of 10' })).toBeVisible();
    await view.keyboard.press('End');
    await expect(view.getByRole('group', { name: 'Slide 10 of 10' })).toBeVisible();
    await view.keyboard.press('Home');
    await expect(view.getByText('1 / 10', { exact: true })).toBeVisible();
    await view.getByRole('group', { name: 'Slide 1 of 10' }).click();
    await expect(view.getByRole('group', { name: 'Slide 2 of 10' })).toBeVisible();
    for (let slide = 3; slide <= 8; slide++) await view.keyboard.press('ArrowRight');
    await expectEvenTableRows(view.getByRole('group', { name: 'Slide 8 of 10' }));

    expect(errors).toEqual([]);

    await revokeAndExpectGone(item, view);
    await expect(dialog).toBeVisible();
    await context.close();
  });

  test('on the shared deck, Next disabled on the last slide passes focus to Previous, and Previous on the first to Next', async ({
    page,
    browser,
  }) => {
    const { url } = await createLink(page, { label: 'Keyboard' });
    const { context, page: view } = await investor(browser);
    await view.goto(url);
    const previous = view.getByRole('button', { name: 'Previous slide' });
    const next = view.getByRole('button', { name: 'Next slide' });
    await next.focus();
    for (let slide = 2; slide <= 10; slide += 1) await view.keyboard.press('Enter');
    await expect(view.getByRole('group', { name: 'Slide 10 of 10' })).toBeVisible();
    await expect(next).toBeDisabled();
    await expect(previous).toBeFocused();
    // By the arrow keys too, with focus on the button they disable.
    await view.keyboard.press('ArrowLeft');
    await view.keyboard.press('Home');
    await expect(view.getByRole('group', { name: 'Slide 1 of 10' })).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();
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
    // The page says five seconds; the server counts no more than the view's real age (issue 38:
    // slide time is capped by the view's wall time), which here is the test's few seconds.
    await expect(chart.getByRole('listitem').first()).toContainText(/^1\. .+[1-5] s$/);
  });

  test('the shared deck’s own Present: full screen, arrows move the slide, Escape leaves with focus on Present', async ({
    page,
    browser,
  }) => {
    const { url } = await createLink(page, { label: 'Board' });
    const { context, page: view } = await investor(browser);
    await view.goto(url);
    const deck = view.locator('[data-deck]');
    const fullscreen = () => view.evaluate(() => document.fullscreenElement?.hasAttribute('data-deck') ?? false);
    const present = view.getByRole('button', { name: 'Present', exact: true });
    await present.click();
    await expect.poll(fullscreen).toBe(true);
    await expect(view.getByRole('group', { name: 'Slide 1 of 10' })).toBeVisible();
    // The slide fills the screen's width (16:9 within the viewport).
    const viewport = view.viewportSize()!;
    expect((await view.getByRole('group', { name: 'Slide 1 of 10' }).boundingBox())?.width).toBeGreaterThan(
      0.9 * Math.min(viewport.width, (viewport.height * 16) / 9),
    );

    await view.keyboard.press('ArrowRight');
    await expect(view.getByRole('group', { name: 'Slide 2 of 10' })).toBeVisible();
    await expect(view.getByRole('group', { name: 'Slide 1 of 10' })).toBeHidden();
    // The number is announced in full screen too: the counter stays in the accessibility tree.
    await expect(deck).toMatchAriaSnapshot('- paragraph: 2 / 10');
    await view.keyboard.press('ArrowRight');
    await expect(view.getByRole('group', { name: 'Slide 3 of 10' })).toBeVisible();
    await view.keyboard.press('ArrowLeft');
    await expect(deck).toMatchAriaSnapshot('- paragraph: 2 / 10');

    await view.keyboard.press('Escape');
    await expect.poll(fullscreen).toBe(false);
    await expect(present).toBeFocused();
    await expect(view.getByText('2 / 10', { exact: true })).toBeVisible();
    await context.close();
  });
});

test.describe('the plan, the research and the model', () => {
  test('Share on the Business Plan: a fresh browser sees its sections under the venture’s name alone; Revoke makes it 404', async ({
    page,
    browser,
  }) => {
    await page.goto('/dashboard/business-plan');
    await generatePlan(page, `${NAME}: ${DESCRIPTION}`);
    await expect(ventureMenu(page).trigger).toHaveAccessibleName(`Venture: ${NAME}`);
    const summary = (await page.getByRole('tabpanel').locator('p').first().innerText()).trim();
    expect(summary.length).toBeGreaterThan(40);
    const { url, item } = await createLink(page, { label: 'Plan for angels' });

    const { context, page: view } = await investor(browser);
    expect((await view.goto(url))?.status()).toBe(200);
    expect(await context.cookies()).toEqual([]);
    await expectDocumentAlone(view, 'Business Plan');
    await expect(view.getByRole('heading', { level: 2 })).toHaveText(PLAN_SECTIONS.map((section) => section.title));
    await expect(view.getByRole('article')).toContainText(summary);
    await revokeAndExpectGone(item, view);
    await context.close();
  });

  test('Share on the Market Research: a fresh browser sees its report under the venture’s name alone', async ({
    page,
    browser,
  }) => {
    await page.goto('/dashboard/market-research');
    await ventureMenu(page).create(NAME);
    await generateResearch(page, 'plant-based pet food');
    const { url } = await createLink(page, { label: 'Research for angels' });
    const { context, page: view } = await investor(browser);
    expect((await view.goto(url))?.status()).toBe(200);
    await expectDocumentAlone(view, 'Market Research');
    expect(await view.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(4);
    await context.close();
  });

  test('the shared plan carries the venture’s key figures once it has a model', async ({ page, browser }) => {
    // Two generations (the model, then the plan) before the link: past 30 s on a loaded machine.
    test.slow();
    await page.goto('/dashboard/financials');
    await ventureMenu(page).create(NAME);
    await generateModel(page);
    await page.goto('/dashboard/business-plan');
    await generatePlan(page, `${NAME}: ${DESCRIPTION}`);
    const { url } = await createLink(page, { label: 'Plan with figures' });
    const { context, page: view } = await investor(browser);
    expect((await view.goto(url))?.status()).toBe(200);
    await expect(view.getByRole('heading', { level: 2, name: 'Key Figures', exact: true })).toBeVisible();
    const figures = view.getByRole('table', { name: 'Key Figures' });
    await expect(figures.getByRole('rowheader', { name: 'Year 1 revenue' })).toBeVisible();
    await expect(figures.getByRole('row').filter({ hasText: 'Year 1 revenue' })).toContainText(/\$[\d,]+/);
    await context.close();
  });

  test('Share on the Financial Model: a fresh browser sees its figures under the venture’s name alone; Revoke makes it 404', async ({
    page,
    browser,
  }) => {
    await page.goto('/dashboard/financials');
    await ventureMenu(page).create(NAME);
    await generateModel(page);
    const monthly = page.getByRole('table', { name: 'Year 1 revenue and customers by month' }).getByRole('row');
    await expect(monthly).toHaveCount(13);
    const revenue = await monthly.locator('td:first-of-type').allInnerTexts();
    expect(revenue).toHaveLength(12);
    for (const figure of revenue) expect(figure).toMatch(/^\$[\d,]+$/);
    const { url, item } = await createLink(page, { label: 'Model for the bank' });

    const { context, page: view } = await investor(browser);
    expect((await view.goto(url))?.status()).toBe(200);
    expect(await context.cookies()).toEqual([]);
    await expectDocumentAlone(view, 'Financial Model');
    for (const section of ['Revenue Projections', 'Key Metrics', 'Expenses', 'Break-Even Analysis', 'Cash & Runway'])
      await expect(view.getByRole('heading', { level: 2, name: section, exact: true })).toHaveCount(1);
    // Each heading written once: the tables under it are named by it, not captioned again.
    await expect(view.getByText('Key Metrics', { exact: true })).toHaveCount(1);
    // The revenue chart, drawn: a bar a month.
    await expect(view.getByRole('img', { name: /^Year 1 revenue by month: 1 \$/ })).toBeVisible();
    const months = view
      .getByRole('table', { name: 'Revenue Projections' })
      .filter({ has: view.getByRole('columnheader', { name: 'Customers' }) })
      .getByRole('row');
    // The header, the twelve months and the year's total.
    await expect(months).toHaveCount(14);
    expect((await months.locator('td:first-of-type').allInnerTexts()).slice(0, 12)).toEqual(revenue);
    await revokeAndExpectGone(item, view);
    await context.close();
  });
});
