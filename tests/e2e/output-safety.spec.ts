/**
 * Model output is shown as text, never run as markup, and the built app lives within its
 * Content-Security-Policy: hostile strings from the "model" create no elements and run no code.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { FAKE_UPSTREAM_LOCK, fakeUpstream } from '../support/e2e/fake-upstream-control';
import { fixtureIdeas, ideasJson } from '../support/e2e/ideas-fixture';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { ideaNames, ideasForm, ideaResults, toast } from '../support/e2e/ui';

const HOSTILE = {
  image: '<img src=x onerror="window.__pwned=1">',
  script: '<script>window.__pwned=2</script>',
  link: '<a href="javascript:window.__pwned=3">click</a>',
};

/** Records Content-Security-Policy violations in the page, from the first script on. */
async function watchCsp(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
}

test.describe('against the fake upstream', { tag: '@fake-upstream' }, () => {
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });
  test.use({ baseURL: UPSTREAM_APP_URL });

  test('markup in model output is shown as text and never runs', async ({ page }) => {
    await fakeUpstream.reset();
    const cspViolations = await watchCsp(page);
    const ideas = fixtureIdeas([HOSTILE.image, HOSTILE.script, 'Plain Name']);
    ideas[2]!.description = HOSTILE.link;
    ideas[0]!.revenueStreams = [HOSTILE.script];
    await fakeUpstream.enqueue({ kind: 'stream', content: ideasJson(ideas), chunkSize: 40 });

    await page.goto('/dashboard/idea-generator');
    const form = ideasForm(page);
    await form.fill({ industry: 'Security', targetMarket: 'Testers', region: 'Anywhere' });
    await form.generate.click();
    await expect(toast(page, 'Ideas Generated')).toBeVisible();

    await expect(ideaNames(page)).toHaveText([HOSTILE.image, HOSTILE.script, 'Plain Name']);
    await expect(ideaResults(page).getByText(HOSTILE.link, { exact: true })).toBeVisible();
    const results = ideaResults(page);
    await expect(results.locator('img')).toHaveCount(0);
    await expect(results.locator('script')).toHaveCount(0);
    await expect(results.locator('a')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await cspViolations()).toEqual([]);
  });
});

test('the built app runs under its Content-Security-Policy without a violation', async ({ page }) => {
  const cspViolations = await watchCsp(page);
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });

  const landing = await page.goto('/');
  const csp = landing?.headers()['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ])
    expect(csp).toContain(directive);
  expect(landing?.headers()['x-content-type-options']).toBe('nosniff');

  // Every screen, a tooltip, a generation with its toasts: the parts that inject styles or scripts.
  await page.getByRole('link', { name: 'Get Started', exact: true }).first().click();
  const form = ideasForm(page);
  await form.industry.hover();
  await page.getByRole('button', { name: 'About Industry' }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await form.fill({ industry: 'Fintech', targetMarket: 'Freelancers', region: 'Germany' });
  await form.generate.click();
  await expect(toast(page, 'Ideas Generated')).toBeVisible();
  for (const name of ['Business Plan', 'Market Research', 'Pitch Deck', 'Financial Model']) {
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  expect(await cspViolations()).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
