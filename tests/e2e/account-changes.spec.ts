/**
 * The account screen's changes in Chromium (issue 36, docs/product.md §16): a changed name shows in
 * the top bar at once; Delete My Account, by keyboard only, names the workspace by its venture,
 * deletes it and opens the landing page with a toast, and the account no longer signs in.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SIGN_IN_FAILED } from '@/core/account/schema';
import { PASSWORD, signUpAs } from '../support/e2e/accounts';
import { expectToast } from '../support/e2e/flows';
import { ventureMenu } from '../support/e2e/workspace-ui';

/** Presses Tab until `target` has focus (a few presses at most), as a keyboard user reaches a field. */
async function tabTo(page: Page, target: Locator) {
  for (let press = 0; press < 8; press++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a new name shows in the top bar; Delete My Account by keyboard deletes the work and the way in', async ({
  page,
}) => {
  const email = `lena-${test.info().testId}@example.com`;
  await page.goto('/dashboard');
  await ventureMenu(page).create('Pet care');
  await signUpAs(page, 'Lena Park', email);

  await page.getByRole('link', { name: 'Account: Lena Park' }).click();
  const profile = page.getByRole('region', { name: 'Profile' });
  await profile.getByLabel('Name').fill('Mira Okafor');
  await profile.getByRole('button', { name: 'Save' }).click();
  const topBar = page.getByRole('banner').first();
  await expect(topBar.getByRole('link', { name: 'Account: Mira Okafor' })).toBeVisible();
  await expect(topBar.getByText('MO', { exact: true })).toBeVisible();

  // Delete My Account, keyboard only.
  await page
    .getByRole('region', { name: 'Delete My Account' })
    .getByRole('button', { name: 'Delete My Account' })
    .focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByRole('list', { name: 'What is deleted' })).toContainText('Your workspace with Pet care.');
  const password = dialog.getByLabel('Current password');
  await tabTo(page, password);
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /transform your business ideas with ai/i })).toBeVisible();
  await expectToast(page, 'Account Deleted', 'Your account and the workspaces only you owned were deleted.');

  // The browser is a guest, with nothing of the account's; and the account signs in no more.
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').first().getByText('Guest')).toBeVisible();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_FAILED);
});
