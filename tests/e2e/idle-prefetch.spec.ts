/**
 * The first press on a menu or dialog does not wait for code (finding 20): once a tool page is up
 * and the browser idle, the code of its menus and dialogs (Radix's menu and dialog, the menus' items,
 * the toasts) has been fetched, so opening History, the venture menu, New Venture, Edit Venture
 * Profile and Export for the first time fetches no script. The first load stays without them
 * (tests/e2e/js-budget.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForIdlePrefetch } from '../support/e2e/ui';
import { generatePlan, ventureMenu } from '../support/e2e/workspace-ui';

/** Script requests the page makes from now on, by path. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

test('after the page is idle, History, the venture menu and its dialogs open for the first time without fetching code', async ({
  page,
}) => {
  await page.goto('/dashboard/business-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Plan Generator' })).toBeVisible();
  // A venture, so the menu offers Edit Venture Profile (the API call loads no script).
  const created = await page.request.post('/api/ventures', { data: { name: 'Harvest Table' } });
  expect(created.ok()).toBe(true);
  await page.reload();
  await expect(ventureMenu(page).trigger).toHaveAccessibleName('Venture: Harvest Table');
  await waitForIdlePrefetch(page);

  const scripts = watchScripts(page);
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'Business Plan Generator history' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await ventureMenu(page).choose('New Venture');
  await expect(page.getByRole('dialog', { name: 'New Venture' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await ventureMenu(page).choose('Edit Venture Profile');
  await expect(page.getByRole('dialog', { name: 'Edit Venture Profile' })).toBeVisible();
  expect(scripts).toEqual([]);
});

test('with a result on screen, the Export menu opens for the first time without fetching code', async ({ page }) => {
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, 'Harvest Table: a weekly meal-kit service for busy parents in Lisbon.');
  // A fresh page that opens on the saved plan: Export is on screen from the start.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Export' })).toBeVisible();
  await waitForIdlePrefetch(page);

  const scripts = watchScripts(page);
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('menuitem', { name: 'Word (.docx)' })).toBeVisible();
  expect(scripts).toEqual([]);
});
