/**
 * WCAG 1.4.10 reflow: at phone widths no screen, in any state, scrolls sideways, and every slide's
 * text can be read.
 */
import { expect, test, type Page } from '@playwright/test';
import { generateDeck, generateModel, generatePlan, generateResearch, slideTitle } from '../support/e2e/workspace-ui';

async function expectNoSideScroll(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways by ${overflow} px`).toBeLessThanOrEqual(0);
}

for (const width of [320, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 700 } });

    test('the landing page, the 404 page and every empty tool screen', async ({ page }) => {
      for (const path of [
        '/',
        '/nope',
        '/dashboard',
        '/dashboard/business-plan',
        '/dashboard/market-research',
        '/dashboard/pitch-deck',
        '/dashboard/financials',
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expectNoSideScroll(page, path);
      }
    });

    test('every tool screen with its result', async ({ page }) => {
      await page.goto('/dashboard/business-plan');
      await generatePlan(page, 'A meal-kit subscription for busy parents in Brazil');
      await expectNoSideScroll(page, 'business plan');
      await page.goto('/dashboard/market-research');
      await generateResearch(page, 'plant-based snacks');
      for (const tab of ['Overview', 'Trends', 'Customers', 'Competitors', 'SWOT']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectNoSideScroll(page, `market research, ${tab}`);
      }
      await page.goto('/dashboard/financials');
      await generateModel(page);
      await page.getByRole('region', { name: 'Cash and Funding' }).getByRole('button', { name: 'Add Loan' }).click();
      for (const tab of ['Revenue', 'Key Metrics', 'Expenses', 'Break-Even', 'Cash & Runway']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tabpanel')).toBeVisible();
        await expectNoSideScroll(page, `financial model, ${tab}`);
      }
      // The model's editor, a scenario open, and a message under an input.
      await page.getByRole('button', { name: 'Edit Conservative' }).click();
      await page.getByRole('spinbutton', { name: 'Price per customer' }).first().fill('');
      await expectNoSideScroll(page, 'financial model, editing');
    });

    test('every slide’s text fits inside its slide', async ({ page }) => {
      await page.goto('/dashboard/pitch-deck');
      await generateDeck(page, 'GreenRoute', 'Route optimisation for small delivery fleets in Lisbon.');
      await expectNoSideScroll(page, 'pitch deck');
      for (let slide = 1; slide <= 10; slide++) {
        const stage = page.getByRole('group', { name: `Slide ${slide} of 10` });
        const content = stage.getByRole('region', { name: 'Slide content' });
        await expect(slideTitle(page)).toBeVisible();
        // Whole: the text is not cut off by the slide or its own box.
        const cut = await content.evaluate((element) => element.scrollHeight - element.clientHeight);
        expect(cut, `slide ${slide} hides ${cut} px of its text`).toBeLessThanOrEqual(1);
        const [box, frame] = await Promise.all([content.boundingBox(), stage.boundingBox()]);
        expect(box!.y + box!.height).toBeLessThanOrEqual(frame!.y + frame!.height);
        if (slide < 10) await page.getByRole('button', { name: 'Next slide' }).click();
      }
    });
  });
}

test('with reduced motion asked for, the app moves nothing: no transition, no animation', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/dashboard/business-plan');
  const toggle = page.getByRole('button', { name: /^(Collapse|Expand) sidebar$/ });
  const sidebar = page.locator('aside').first();
  expect(await sidebar.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('1e-05s');
  await toggle.click();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('auto');
});
