/**
 * Comments in Chromium (issue 36, docs/product.md §16 "Comments"): Lena's pitch deck, Sam invited as
 * a commenter; Sam comments on a slide, mentioning Lena from the members' list by keyboard, and has
 * no Edit Slide; Lena sees his comment after a reload and resolves it. On the Venture screen, Sam
 * comments on a fact by keyboard, and Lena's open screen shows it without a reload.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD } from '../support/e2e/accounts';
import { generateDeck } from '../support/e2e/workspace-ui';

/** Signs up as `name` through the API, in the page's browser (its cookies). */
async function signUp(page: Page, name: string, email: string) {
  const answer = await page.request.post('/api/account/sign-up', { data: { name, email, password: PASSWORD } });
  expect(answer.status(), await answer.text()).toBe(201);
}

test('a commenter comments on a slide; the owner sees it and resolves it', async ({ page, browser }) => {
  const id = test.info().testId;
  // Lena: a deck as a guest, then an account that keeps it, and an invitation for a commenter.
  await page.goto('/dashboard/pitch-deck');
  await generateDeck(page, 'PawPantry', 'Fresh dog food by subscription for busy Berlin owners.');
  await signUp(page, 'Lena Park', `lena-${id}@example.com`);
  const invite = await page.request.post('/api/team/invites', { data: { role: 'commenter' } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { path } = (await invite.json()) as { path: string };

  // Sam joins as a commenter and opens the deck: no Edit Slide, but Comment on the slide.
  const sam = await (await browser.newContext()).newPage();
  await signUp(sam, 'Sam Lee', `sam-${id}@example.com`);
  const joined = await sam.request.post(`/api/invitations/${path.split('/').at(-1)}/accept`);
  expect(joined.status(), await joined.text()).toBe(200);
  await sam.goto('/dashboard/pitch-deck');
  const comment = sam.getByRole('button', { name: /^Comment on Slide 1/ });
  await expect(comment).toBeVisible({ timeout: 15_000 });
  await expect(sam.getByRole('button', { name: 'Edit Slide' })).toHaveCount(0);
  // By keyboard: open, type, send.
  await comment.focus();
  await sam.keyboard.press('Enter');
  const field = sam.getByLabel('New comment');
  await expect(field).toBeFocused();
  // A mention by keyboard: @ and the start of a name list the members; Enter picks the highlighted one.
  await field.pressSequentially('Say the ask in euros, @len');
  const members = sam.getByRole('listbox', { name: 'Members to mention' });
  await expect(members.getByRole('option', { name: 'Lena Park' })).toHaveAttribute('aria-selected', 'true');
  await sam.keyboard.press('Enter');
  await expect(members).toHaveCount(0);
  await expect(field).toBeFocused();
  await field.pressSequentially('please.');
  await expect(field).toHaveValue('Say the ask in euros, @Lena Park please.');
  await sam.getByRole('button', { name: 'Comment', exact: true }).click();
  const samPanel = sam.getByRole('region', { name: /^Comments on Slide 1/ });
  await expect(samPanel.getByText('Say the ask in euros, @Lena Park please.')).toBeVisible();
  await expect(samPanel.getByText('Sam Lee')).toBeVisible();
  await sam.keyboard.press('Escape');
  await expect(comment).toBeFocused();

  // Lena, after a reload, sees the count, opens the thread and resolves it.
  await page.reload();
  const count = page.getByRole('button', { name: /^1 comment on Slide 1/ });
  await expect(count).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Edit Slide' })).toBeVisible();
  await count.click();
  const panel = page.getByRole('region', { name: /^Comments on Slide 1/ });
  await expect(panel.getByText('Say the ask in euros, @Lena Park please.')).toBeVisible();
  await panel.getByRole('button', { name: 'Resolve' }).click();
  await expect(panel.getByText('Resolved by Lena Park')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(count).toHaveCount(0);
});

/** Lena, signed up with a venture, and Sam, who joined her workspace as a commenter. */
async function lenaAndSam(page: Page, browser: Browser, id: string) {
  await page.goto('/');
  await signUp(page, 'Lena Park', `lena-${id}@example.com`);
  const created = await page.request.post('/api/ventures', { data: { name: 'PawPantry' } });
  expect(created.status(), await created.text()).toBe(201);
  const invite = await page.request.post('/api/team/invites', { data: { role: 'commenter' } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { path } = (await invite.json()) as { path: string };
  const sam = await (await browser.newContext()).newPage();
  await signUp(sam, 'Sam Lee', `sam-${id}@example.com`);
  const joined = await sam.request.post(`/api/invitations/${path.split('/').at(-1)}/accept`);
  expect(joined.status(), await joined.text()).toBe(200);
  return sam;
}

test('a commenter comments on a fact of the Venture screen; the owner’s open screen shows it', async ({
  page,
  browser,
}) => {
  const sam = await lenaAndSam(page, browser, test.info().testId);
  await page.goto('/dashboard/venture');
  await expect(page.getByRole('button', { name: 'Comment on Team size', exact: true })).toBeVisible({
    timeout: 15_000,
  });

  await sam.goto('/dashboard/venture');
  const comment = sam.getByRole('button', { name: 'Comment on Team size', exact: true });
  await expect(comment).toBeVisible({ timeout: 15_000 });
  await comment.focus();
  await sam.keyboard.press('Enter');
  const field = sam.getByLabel('New comment');
  await expect(field).toBeFocused();
  await field.fill('Are we four or five?');
  await sam.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(
    sam.getByRole('region', { name: 'Comments on Team size' }).getByText('Are we four or five?'),
  ).toBeVisible();
  await sam.keyboard.press('Escape');
  await expect(comment).toBeFocused();

  // Lena's open screen reads the fact's threads again when Sam's comment is saved (the live stream).
  const count = page.getByRole('button', { name: '1 comment on Team size' });
  await expect(count).toBeVisible({ timeout: 15_000 });
  await count.click();
  await expect(page.getByRole('region', { name: 'Comments on Team size' }).getByText('Sam Lee')).toBeVisible();
});
