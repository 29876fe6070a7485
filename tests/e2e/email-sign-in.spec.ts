/**
 * Links by email in Chromium (issue 36, docs/product.md §16): on a server with SMTP_URL (its own,
 * built, mailing a real SMTP server this spec starts), a sign-up's verification link verifies the
 * email, and a second browser asks Sign In for a link, reads it from the mail, opens it and is signed
 * in on the dashboard. All by the screens' labels, as a founder would.
 */
import { expect, test } from '@playwright/test';
import { EMAIL_LINKS } from '@/core/account/email-links';
import { startServerProcess, type ServerProcess } from '../support/server/server-process';
import { linkIn, startFakeSmtp, type FakeSmtp } from '../support/server/fake-smtp';

test.describe.configure({ mode: 'serial' });

let smtp: FakeSmtp;
let server: ServerProcess;
test.beforeAll(async () => {
  smtp = await startFakeSmtp();
  server = await startServerProcess(
    {
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: '',
      AI_BASE_URL: '',
      DATABASE_URL: '',
      DATA_DIR: 'memory://',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Venturekit <hello@venturekit.test>',
    },
    { built: true },
  );
});
test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await smtp?.close();
});

test('a sign-up’s email is verified by its link, and a sign-in link signs a second browser in', async ({
  page,
  browser,
}) => {
  const email = `lena-${test.info().testId}@example.com`;
  await page.goto(`${server.url}/sign-up`);
  await page.getByLabel('Name').fill('Lena Park');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery staple');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('link', { name: 'Account: Lena Park' }).click();
  const verification = page.getByRole('region', { name: 'Email verification' });
  await expect(verification).toContainText('Not verified');
  const verifyLink = linkIn(await smtp.next(email), EMAIL_LINKS.verifyPath);
  expect(verifyLink.origin).toBe(server.url);
  await page.goto(verifyLink.href);
  await expect(page.getByText('Your email is verified.')).toBeVisible();
  await expect(page).toHaveURL(`${server.url}${EMAIL_LINKS.verifyPath}`);
  await page.getByRole('link', { name: 'Open the Dashboard' }).click();
  await page.getByRole('link', { name: 'Account: Lena Park' }).click();
  await expect(verification).toContainText('Verified');
  await expect(verification.getByRole('button', { name: 'Send Again' })).toHaveCount(0);

  const laptop = await (await browser.newContext()).newPage();
  await laptop.goto(`${server.url}/sign-in`);
  await laptop.getByLabel('Email').fill(email);
  await laptop.getByRole('button', { name: 'Email Me a Sign-In Link' }).click();
  await expect(laptop.getByRole('status').filter({ hasText: 'a sign-in link is on its way' })).toBeVisible();
  const signInLink = linkIn(await smtp.next(email), EMAIL_LINKS.signInPath);
  await laptop.goto(signInLink.href);
  await expect(laptop.getByRole('heading', { level: 1, name: 'Sign In by Email' })).toBeVisible();
  await laptop.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(laptop).toHaveURL(/\/dashboard$/);
  await expect(laptop.getByRole('link', { name: 'Account: Lena Park' })).toBeVisible();

  // The link worked once: opened again, it says so.
  await laptop.goto(signInLink.href);
  await laptop.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(laptop.getByRole('alert')).toHaveText('This link has expired or was used already. Ask for a new one.');
});
