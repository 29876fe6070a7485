/**
 * The Inbox in Chromium (issue 36, docs/product.md §16 "Inbox"): Lena's plan, Sam invited as a
 * commenter; Sam mentions Lena in a comment, and her open tab's Inbox counts it without a reload; she
 * opens the Inbox by keyboard, follows the item to the plan's thread, open with focus in its field, and
 * answers from the keyboard; the count is gone.
 */
import { expect, test } from '@playwright/test';
import { PASSWORD, signUpAs } from '../support/e2e/accounts';
import { generatePlan } from '../support/e2e/workspace-ui';

test('a mention reaches the inbox of the one mentioned, who opens it at its place', async ({ page, browser }) => {
  const id = test.info().testId;
  // Lena: a plan as a guest, then an account that keeps it, and an invitation for a commenter.
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, 'Cider by subscription for Lisbon cafés');
  await signUpAs(page, 'Lena Park', `lena-${id}@example.com`);
  const invite = await page.request.post('/api/team/invites', { data: { role: 'commenter' } });
  expect(invite.status(), await invite.text()).toBe(201);
  const { path } = (await invite.json()) as { path: string };
  const inbox = page.getByRole('button', { name: 'Inbox', exact: true });
  await expect(inbox).toBeVisible({ timeout: 15_000 });

  // Sam joins and mentions Lena on the plan's Executive Summary.
  const sam = await (await browser.newContext()).newPage();
  const signedUp = await sam.request.post('/api/account/sign-up', {
    data: { name: 'Sam Lee', email: `sam-${id}@example.com`, password: PASSWORD },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);
  const joined = await sam.request.post(`/api/invitations/${path.split('/').at(-1)}/accept`);
  expect(joined.status(), await joined.text()).toBe(200);
  const { currentVentureId } = (await (await sam.request.get('/api/workspace')).json()) as { currentVentureId: string };
  const { documents } = (await (
    await sam.request.get(`/api/tools/business-plan/documents?venture=${currentVentureId}`)
  ).json()) as { documents: { id: string }[] };
  const commented = await sam.request.post(`/api/documents/${documents[0]!.id}/comments`, {
    data: { path: ['executiveSummary'], body: 'Is the price right, @Lena Park?' },
  });
  expect(commented.status(), await commented.text()).toBe(201);

  // Lena's open tab counts it, without a reload; she opens the Inbox by keyboard.
  const unread = page.getByRole('button', { name: 'Inbox 1 unread' });
  await expect(unread).toBeVisible({ timeout: 15_000 });
  await unread.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Inbox' });
  await expect(panel.getByText('“Is the price right, @Lena Park?”')).toBeVisible();
  const item = panel.getByRole('link', { name: /Sam Lee mentioned you on Executive Summary/ });
  await expect(inbox).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/dashboard\/business-plan\?document=[^&]+&part=executiveSummary$/);
  await expect(panel).toHaveCount(0);
  // The thread is open at once, focus in its field, so she can answer.
  const thread = page.getByRole('region', { name: 'Comments on Executive Summary' });
  await expect(thread.getByText('Is the price right, @Lena Park?')).toBeVisible();
  await expect(thread.getByLabel('New comment')).toBeFocused();
  await page.keyboard.type('It is: the cafés said so.');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(thread.getByText('It is: the cafés said so.')).toBeVisible();
  // Read: after a reload the count is still gone.
  await page.reload();
  await expect(inbox).toBeVisible({ timeout: 15_000 });
  await expect(unread).toHaveCount(0);
});
