/**
 * A founding team in Chromium (issue 36, docs/product.md §16 "A team"): Lena invites Sam by a link
 * for a role; Sam, a guest in another browser, signs up from the invitation and joins; his role holds
 * (a viewer is told so and refused), changes when Lena changes it, and his access ends when she
 * removes him. The invitation is made and accepted by keyboard.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillSignUp, signUpAs } from '../support/e2e/accounts';
import { generatePlan, ventureMenu } from '../support/e2e/workspace-ui';

const IDEA = 'Fresh dog food by subscription for busy Berlin owners.';

async function secondBrowser(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an invitation link brings a co-founder in with its role, which the owner changes and then ends', async ({
  page,
  browser,
}) => {
  const id = test.info().testId;
  // Lena: a plan as a guest, then an account that keeps it.
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, IDEA);
  await signUpAs(page, 'Lena Park', `lena-${id}@example.com`);

  // The venture menu names the workspace and leads to the Team screen.
  await ventureMenu(page).trigger.click();
  await expect(page.getByRole('menu').getByText("Lena Park's workspace")).toBeVisible();
  await page.getByRole('menuitem', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();

  // By keyboard: choose Viewer, make the link.
  await page.getByLabel('Role', { exact: true }).focus();
  await page.getByLabel('Role', { exact: true }).selectOption('viewer');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Create Invite Link' })).toBeFocused();
  await page.keyboard.press('Enter');
  const link = await page.getByLabel('Invitation link').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  await expect(page.getByRole('list', { name: 'Open invitations' }).getByText(/^Viewer · made/)).toBeVisible();

  // Sam, in another browser, opens it as a guest, signs up from it and joins.
  const sam = await secondBrowser(browser);
  await sam.goto(link);
  await expect(sam.getByText(/Lena Park invites you to/)).toContainText(
    "Lena Park's workspace as a viewer: read only.",
  );
  await sam.getByRole('link', { name: 'Sign Up to Join' }).click();
  await fillSignUp(sam, 'Sam Lee', `sam-${id}@example.com`);
  await sam.getByRole('button', { name: "Join Lena Park's workspace" }).focus();
  await sam.keyboard.press('Enter');
  await expect(sam).toHaveURL(/\/dashboard$/);
  await expect(sam.getByRole('note').filter({ hasText: 'You are a viewer' })).toHaveText(
    "You are a viewer in Lena Park's workspace: read only. Ask an owner for another role to change its work.",
  );
  await sam.getByRole('link', { name: 'Business Plan' }).click();
  await expect(sam.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);

  // The link worked once: Lena's list of open invitations is empty again.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Members' }).getByText('Sam Lee')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open invitations' })).toHaveCount(0);

  // Lena makes Sam an editor: his next screen has no notice.
  await page.getByRole('combobox', { name: 'Role of Sam Lee' }).selectOption('editor');
  await expect(page.getByRole('combobox', { name: 'Role of Sam Lee' })).toHaveValue('editor');
  await sam.reload();
  await expect(sam.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);
  await expect(sam.getByRole('note').filter({ hasText: 'You are a' })).toHaveCount(0);

  // Removed, Sam is back in a workspace of his own at his next request.
  await page.getByRole('button', { name: 'Remove Sam Lee' }).click();
  await expect(page.getByRole('list', { name: 'Members' }).getByText('Sam Lee')).toHaveCount(0);
  await sam.reload();
  await expect(sam.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('');
  await sam.context().close();
});
