/** Accounts as a founder makes them in Chromium (docs/product.md §16). */
import { expect, type Page } from '@playwright/test';

/** The password every e2e account signs up with. */
export const PASSWORD = 'correct horse battery staple';

/** Signs up at /sign-up as `name` with `email` and PASSWORD, keeping what the browser made as a guest; the dashboard opens. */
export async function signUpAs(page: Page, name: string, email: string): Promise<void> {
  await page.goto('/sign-up');
  await fillSignUp(page, name, email);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Fills the Sign Up form on screen (at /sign-up, or reached from an invitation) and presses Sign Up. */
export async function fillSignUp(page: Page, name: string, email: string): Promise<void> {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}
