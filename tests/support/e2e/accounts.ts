/** Accounts as a founder makes them in Chromium (docs/product.md §16). */
import { expect, type Page } from '@playwright/test';

/** The password every e2e account signs up with. */
export const PASSWORD = 'correct horse battery staple';

/** Signs up at /sign-up as `name` with `email` and PASSWORD, keeping what the browser made as a guest; the dashboard opens. */
export async function signUpAs(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/sign-up');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
