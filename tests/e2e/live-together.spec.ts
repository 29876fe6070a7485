/**
 * Live together in Chromium (issue 36, docs/product.md §16 "Live together"): Lena and Sam, an
 * editor she invited, both have the business plan open; what Sam saves appears on Lena's screen
 * without a reload, and when Lena removes him, his open screen closes the team's work at once.
 */
import { expect, test } from '@playwright/test';
import { fillSignUp, signUpAs } from '../support/e2e/accounts';
import { editPart, saveChanges } from '../support/e2e/editing';
import { generatePlan } from '../support/e2e/workspace-ui';

const IDEA = 'Fresh dog food by subscription for busy Berlin owners.';
const SAMS_SUMMARY = 'Sam’s summary: fresh food for Berlin dogs, delivered weekly by bike.';

test('an edit one member saves appears on the other’s open screen, and a removal closes the work at once', async ({
  page,
  browser,
}) => {
  const id = test.info().testId;
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, IDEA);
  await signUpAs(page, 'Lena Park', `lena-live-${id}@example.com`);
  await page.goto('/dashboard/team');
  await page.getByLabel('Role', { exact: true }).selectOption('editor');
  await page.getByRole('button', { name: 'Create Invite Link' }).click();
  const link = await page.getByLabel('Invitation link').inputValue();

  const sam = await (await browser.newContext()).newPage();
  await sam.goto(link);
  await sam.getByRole('link', { name: 'Sign Up to Join' }).click();
  await fillSignUp(sam, 'Sam Lee', `sam-live-${id}@example.com`);
  await sam.getByRole('button', { name: "Join Lena Park's workspace" }).click();
  await expect(sam).toHaveURL(/\/dashboard$/);

  // Both open the plan; Sam edits its summary.
  await page.goto('/dashboard/business-plan');
  await expect(page.getByRole('button', { name: 'Edit Executive Summary' })).toBeVisible();
  await sam.goto('/dashboard/business-plan');
  const form = await editPart(sam, 'Executive Summary');
  await form.getByRole('textbox', { name: 'Executive Summary' }).fill(SAMS_SUMMARY);
  await saveChanges(sam, form);

  // Lena's screen shows it, no reload.
  await expect(page.getByRole('tabpanel')).toContainText(SAMS_SUMMARY);

  // Lena removes Sam: his open plan closes, with a word why.
  const team = await page.context().newPage();
  await team.goto('/dashboard/team');
  await team.getByRole('button', { name: 'Remove Sam Lee' }).click();
  await expect(sam.getByText('Removed From Workspace')).toBeVisible();
  await expect(sam.getByRole('textbox', { name: 'Business Idea' })).toHaveValue('');
  await expect(sam.getByRole('tabpanel')).toHaveCount(0);
  await sam.context().close();
});
