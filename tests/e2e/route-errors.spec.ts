/**
 * A screen whose code cannot load (a deploy removed the old chunks, or the network failed): one
 * automatic reload, then the app's own error panel with Reload, beside the sidebar; never the
 * router's developer page.
 */
import { expect, test } from '@playwright/test';
import { waitForQuiet } from '../support/quiet';
import { collectConsole } from '../support/e2e/ui';

const MARKET_RESEARCH_CHUNK = /\/assets\/market-research-view-[^/]+\.js$/;

test('a screen whose chunk fails reloads once, then shows the error panel; Reload brings it back', async ({ page }) => {
  let attempts = 0;
  await page.route(MARKET_RESEARCH_CHUNK, (route) => {
    attempts++;
    // What a deploy that removed the old chunks looks like: the server's 404 for a missing asset.
    return route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"Not found"}' });
  });
  const errors = collectConsole(page, 'error');
  let loads = 0;
  page.on('load', () => loads++);
  await page.goto('/dashboard/idea-generator');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Market Research' }).click();

  const panel = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(panel).toBeVisible();
  // One automatic reload after the click (the page preloads the chunk too, so it may be asked for
  // twice then), and no loop: nothing more is asked for once the panel shows.
  expect(loads).toBe(2);
  const asked = attempts;
  expect(asked).toBeGreaterThanOrEqual(2);
  // A loop would go on loading: once neither count has moved for a second, both are as they were.
  const seen = () => `${loads} loads, ${attempts} chunk requests`;
  expect(await waitForQuiet(seen, 1000)).toBe(`2 loads, ${asked} chunk requests`);
  await expect(page).toHaveURL(/\/dashboard\/market-research$/);
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
  expect(errors.some((text) => /dynamically imported module/i.test(text))).toBe(true);

  await page.unroute(MARKET_RESEARCH_CHUNK);
  await panel.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Market Research' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
});
