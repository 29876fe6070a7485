/**
 * Comments in Chromium (issue 36, docs/product.md §16 "Comments"): Cam, a commenter in Lena's
 * workspace, comments on the plan's Executive Summary by keyboard; Lena, in her own browser, finds
 * the count beside Edit, replies and resolves; once she edits the section, the thread says it is on
 * an earlier version.
 */
import { expect, test, type Page } from '@playwright/test';
import { editPart, saveChanges } from '../support/e2e/editing';
import { generatePlan } from '../support/e2e/workspace-ui';

const PASSWORD = 'correct horse battery staple';

async function signUp(page: Page, name: string, email: string) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
}

test('a commenter’s thread on a section is answered, resolved, and marked once the section changes', async ({
  page,
  browser,
}) => {
  const id = test.info().testId;
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, 'WagBox: fresh dog food by subscription for busy Berlin owners.');
  await page.goto('/sign-up');
  await signUp(page, 'Lena Park', `lena-${id}@example.com`);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The invitation as the Team screen makes it (team.spec.ts walks that screen).
  const invited = await page.request.post('/api/team/invites', { data: { role: 'commenter' } });
  const { path } = (await invited.json()) as { path: string };

  const cam = await (await browser.newContext()).newPage();
  await cam.goto(`/sign-up?next=${encodeURIComponent(path)}`);
  await signUp(cam, 'Cam Diaz', `cam-${id}@example.com`);
  await cam.getByRole('button', { name: "Join Lena Park's workspace" }).click();
  await expect(cam).toHaveURL(/\/dashboard$/);
  await cam.getByRole('link', { name: 'Business Plan' }).click();

  // By keyboard: open the section's comments, write, send.
  await expect(cam.getByRole('button', { name: 'Edit Executive Summary' })).toHaveCount(0);
  await cam.getByRole('button', { name: 'Comments on Executive Summary' }).focus();
  await cam.keyboard.press('Enter');
  const camPanel = cam.getByRole('region', { name: 'Comments on Executive Summary' });
  await expect(camPanel.getByLabel('Comment on Executive Summary')).toBeFocused();
  await cam.keyboard.type('@Lena Park who pays for the food?');
  await camPanel.getByRole('button', { name: 'Comment', exact: true }).press('Enter');
  await expect(camPanel.getByRole('article', { name: 'Thread by Cam Diaz' })).toContainText('who pays for the food?');
  await expect(cam.getByRole('button', { name: 'Comments on Executive Summary: 1 open' })).toHaveText('Comments (1)');

  // Lena finds the count beside Edit, replies and resolves.
  await page.getByRole('link', { name: 'Business Plan' }).click();
  await page.getByRole('button', { name: 'Comments on Executive Summary: 1 open' }).click();
  const panel = page.getByRole('region', { name: 'Comments on Executive Summary' });
  await panel.getByLabel('Reply to Cam Diaz').fill('Dog owners do, by the month.');
  await panel.getByRole('button', { name: 'Reply' }).click();
  await expect(panel.getByRole('article', { name: 'Thread by Cam Diaz' })).toContainText(
    'Dog owners do, by the month.',
  );
  await panel.getByRole('button', { name: 'Resolve' }).click();
  await expect(panel.getByText('Resolved by Lena Park.')).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();

  // An edit of the section: the thread stays on it, on an earlier version.
  const form = await editPart(page, 'Executive Summary');
  await form.getByRole('textbox', { name: 'Executive Summary' }).fill('WagBox delivers fresh dog food in Berlin.');
  await saveChanges(page, form);
  await cam.reload();
  await cam.getByRole('button', { name: 'Comments on Executive Summary' }).click();
  await expect(cam.getByRole('region', { name: 'Comments on Executive Summary' })).toContainText(
    'On an earlier version of this part.',
  );
  await cam.context().close();
});
