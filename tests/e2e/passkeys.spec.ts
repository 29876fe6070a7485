/**
 * Passkeys in Chromium (issue 36, docs/product.md §16), with Chromium's virtual authenticator over the
 * DevTools protocol: a guest makes a plan and signs up with a passkey, keeping the plan; the passkey,
 * carried to a second browser's authenticator (as a synced passkey would be), signs in there and the
 * plan is found; the account screen lists it and names a second one.
 */
import { expect, test, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { OFFLINE_APP_URL } from '../support/e2e/servers';
import { generatePlan } from '../support/e2e/workspace-ui';

// A passkey belongs to a domain: WebAuthn refuses an IP address such as 127.0.0.1, so this spec opens
// the app as localhost (a secure context over plain HTTP, as on a founder's own machine).
test.use({ baseURL: OFFLINE_APP_URL.replace('127.0.0.1', 'localhost') });

const IDEA = 'Repair cafés for e-bikes in small towns, by subscription.';

/** A platform authenticator with user verification, on `page`'s browser: what Touch ID or Windows Hello would be. */
async function virtualAuthenticator(page: Page): Promise<{ session: CDPSession; authenticatorId: string }> {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  const { authenticatorId } = await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { session, authenticatorId };
}

async function newBrowser(context: BrowserContext): Promise<Page> {
  const browser = context.browser();
  if (!browser) throw new Error('no browser');
  return (await browser.newContext()).newPage();
}

test('a guest signs up with a passkey, keeps the plan, and signs in with it on a second browser', async ({
  page,
  context,
}) => {
  const email = `passkey-${test.info().testId}@example.com`;
  const phone = await virtualAuthenticator(page);
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, IDEA);

  await page.goto('/sign-up');
  await page.getByRole('button', { name: 'Sign Up with a Passkey' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter your name and email first.');
  await page.getByLabel('Name').fill('Ada Osei');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Sign Up with a Passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('link', { name: 'Account: Ada Osei' })).toBeVisible();
  await page.getByRole('link', { name: 'Business Plan' }).click();
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);

  // The passkey, synced to the laptop's authenticator.
  const { credentials } = await phone.session.send('WebAuthn.getCredentials', {
    authenticatorId: phone.authenticatorId,
  });
  expect(credentials).toHaveLength(1);
  const laptop = await newBrowser(context);
  const laptopKey = await virtualAuthenticator(laptop);
  await laptopKey.session.send('WebAuthn.addCredential', {
    authenticatorId: laptopKey.authenticatorId,
    credential: credentials[0]!,
  });
  await laptop.goto('/sign-in');
  await laptop.getByRole('button', { name: 'Sign In with a Passkey' }).click();
  await expect(laptop).toHaveURL(/\/dashboard$/);
  await laptop.getByRole('link', { name: 'Business Plan' }).click();
  await expect(laptop.getByRole('textbox', { name: 'Business Idea' })).toHaveValue(IDEA);

  // The account screen: the passkey, renamed by keyboard.
  await laptop.getByRole('link', { name: 'Account: Ada Osei' }).click();
  const passkeys = laptop.getByRole('list', { name: 'Passkeys' });
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await passkeys.getByRole('button', { name: 'Rename passkey: Passkey' }).click();
  await laptop.getByLabel('Passkey name').fill('Phone');
  await laptop.keyboard.press('Enter');
  await expect(passkeys.getByText('Phone', { exact: true })).toBeVisible();
  // The only way in is kept.
  await passkeys.getByRole('button', { name: 'Remove passkey: Phone' }).click();
  await expect(laptop.getByRole('alert').filter({ hasText: 'only way to sign in' })).toBeVisible();
  await expect(passkeys.getByRole('listitem')).toHaveCount(1);
  await laptop.context().close();
});
