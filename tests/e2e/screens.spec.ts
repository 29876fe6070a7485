/**
 * Screenshots of every screen, in its empty and result states, at 1280 and 375 px: a before and
 * after comparison for changes that must not change how anything looks (docs/decisions.md, "Theme
 * tokens"). Not part of `npm test`: run `npm run screens -- --update-snapshots` before the change to
 * take the baseline into SCREENS_DIR (default .screens/, not committed), then `npm run screens`
 * after it to compare.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  generateDeck,
  generateIdeas,
  generateModel,
  generatePlan,
  generateResearch,
} from '../support/e2e/workspace-ui';
import { DASHBOARD_SCREENS } from '../support/e2e/pages';

/** Toasts come and go on their own timers; the result under them is what is compared. */
async function snap(page: Page, name: string) {
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator('[data-sonner-toaster]')],
    maxDiffPixels: 0,
  });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the landing page, the 404 page and every empty tool screen', async ({ page }) => {
      for (const { name, path } of [
        { name: 'landing', path: '/' },
        { name: 'not-found', path: '/nope' },
        ...DASHBOARD_SCREENS,
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await snap(page, `${width}-${name}-empty`);
      }
    });

    test('every tool screen with its result', async ({ page }) => {
      await page.goto('/dashboard/idea-generator');
      await generateIdeas(page);
      await snap(page, `${width}-idea-generator-result`);
      await page.goto('/dashboard/business-plan');
      await generatePlan(page, 'A meal-kit subscription for busy parents in Brazil');
      await snap(page, `${width}-business-plan-result`);
      await page.goto('/dashboard/market-research');
      await generateResearch(page, 'plant-based snacks');
      for (const tab of ['Overview', 'SWOT']) {
        await page.getByRole('tab', { name: tab }).click();
        await snap(page, `${width}-market-research-${tab.toLowerCase()}`);
      }
      await page.goto('/dashboard/pitch-deck');
      await generateDeck(page, 'GreenRoute', 'Route optimisation for small delivery fleets in Lisbon.');
      await snap(page, `${width}-pitch-deck-result`);
      await page.goto('/dashboard/financials');
      await generateModel(page);
      for (const tab of ['Revenue', 'Key Metrics']) {
        await page.getByRole('tab', { name: tab }).click();
        await snap(page, `${width}-financials-${tab.toLowerCase().replace(' ', '-')}`);
      }
    });
  });
}
