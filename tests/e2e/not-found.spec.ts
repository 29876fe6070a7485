import { expect, test } from '@playwright/test';
import { expectLogged } from '../support/e2e/flows';
import { collectConsole } from '../support/e2e/ui';

for (const path of ['/no-such-page', '/dashboard/nope/deeper']) {
  test(`${path} shows the not-found page and logs the path`, async ({ page }) => {
    const errors = collectConsole(page, 'error');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: '404', exact: true })).toBeVisible();
    await expect(page.getByText('Oops! Page not found', { exact: true })).toBeVisible();
    await expectLogged(errors, path);

    await page.getByRole('link', { name: 'Return to Home', exact: true }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/transform your business ideas with ai/i);
  });
}

test('a dashboard deep link survives a reload (the server serves the app there)', async ({ page }) => {
  await page.goto('/dashboard/market-research');
  await expect(page.getByRole('heading', { level: 1, name: 'Market Research' })).toBeVisible();
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Market Research' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '404' })).toHaveCount(0);
});
