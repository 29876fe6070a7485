/**
 * Accounts in Chromium (issue 36, docs/product.md §16): a guest makes a plan, signs up from the
 * landing page and keeps it; a second browser (another context: its own cookies) signs in and finds
 * the plan; Log Out ends the session, and the account screen ends another device's. All by the
 * screens' labels, as a founder would.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signUpAs } from '../support/e2e/accounts';
import { generatePlan } from '../support/e2e/workspace-ui';

const IDEA = 'A meal kit for night-shift nurses, delivered at the end of their shift.';

/** A new browser: its own cookies, so its own guest workspace until it signs in. */
async function secondBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

async function signIn(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test('a guest’s plan is kept at Sign Up and opens on a second browser after Sign In', async ({ page, browser }) => {
  const email = `lena-${test.info().testId}@example.com`;
  await page.goto('/dashboard/business-plan');
  const topBar = page.getByRole('banner').first();
  await expect(topBar.getByText('Guest')).toBeVisible();
  await generatePlan(page, IDEA);

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign Up' }).click();
  await expect(page.getByText(/What you made as a guest in this browser is kept/)).toBeVisible();
  await page.getByLabel('Name').fill('Lena Park');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  // The browser's own check speaks first for an empty field; the server's for a short password.
  await expect(page.getByRole('alert')).toHaveText('password: A password has at least 12 characters.');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Account: Lena Park' })).toBeVisible();
  await expect(page.getByRole('banner').first().getByText('LP', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Business Plan' }).click();
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);

  const laptop = await secondBrowser(browser);
  await signIn(laptop, email);
  await laptop.getByRole('link', { name: 'Business Plan' }).click();
  await expect(laptop.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);
  await expect(laptop.getByRole('button', { name: 'Download Plan' })).toBeEnabled();

  // Log Out ends the session: the laptop is a guest again, with nothing of Lena's.
  await laptop.getByRole('button', { name: 'Log out' }).click();
  await expect(laptop).toHaveURL(/\/$/);
  await laptop.goto('/dashboard/business-plan');
  await expect(laptop.getByRole('banner').first().getByText('Guest')).toBeVisible();
  await expect(laptop.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('');
  await laptop.context().close();
});

test('the account screen lists both browsers and ends the other one’s session', async ({ page, browser }) => {
  const email = `sam-${test.info().testId}@example.com`;
  await signUpAs(page, 'Sam Lee', email);

  const laptop = await secondBrowser(browser);
  await signIn(laptop, email);

  await page.getByRole('link', { name: 'Account: Sam Lee' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  const sessions = page.getByRole('list', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  // The other one: keyboard only.
  await sessions.getByRole('button', { name: /^End session: .*[^)]$/ }).focus();
  await page.keyboard.press('Enter');
  await expect(sessions.getByRole('listitem')).toHaveCount(1);

  await laptop.reload();
  await expect(laptop.getByRole('banner').first().getByText('Guest')).toBeVisible();
  await laptop.context().close();
});
