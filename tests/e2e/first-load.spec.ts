/**
 * What a first and a second visit cost and show: each page's own title, the skip link, and a
 * repeat visit that downloads no asset again (hashed assets are cached as immutable).
 */
import { expect, test } from '@playwright/test';
import { DASHBOARD_PAGE, DASHBOARD_SCREENS } from '../support/e2e/pages';

const TITLES: [string, string][] = [
  ['/', 'Venturekit: AI business planning for founders'],
  [DASHBOARD_PAGE.path, `${DASHBOARD_PAGE.title} · Venturekit`],
  ...DASHBOARD_SCREENS.map(({ path, title }): [string, string] => [path, `${title} · Venturekit`]),
  ['/no-such-page', 'Page not found · Venturekit'],
];

test('every page has its own title, also after moving between them in the app', async ({ page }) => {
  for (const [path, title] of TITLES) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
  }
  // Client-side navigation changes it too, back to the landing page included.
  await page.goto('/dashboard/business-plan');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Pitch Deck', exact: true })
    .click();
  await expect(page).toHaveTitle('Pitch Deck · Venturekit');
  await page.goBack();
  await expect(page).toHaveTitle('Business Plan · Venturekit');
});

test('the first Tab on a dashboard screen offers a skip link that moves focus to the screen itself', async ({
  page,
}) => {
  await page.goto('/dashboard/business-plan');
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // From there the screen's own controls come next, not the sidebar's eleven stops.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
});

test('a second visit downloads no asset again', async ({ page, context }) => {
  await page.goto('/dashboard/business-plan');
  await expect(page.getByRole('textbox', { name: 'Business Idea' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const again = await context.newPage();
  const cdp = await context.newCDPSession(again);
  await cdp.send('Network.enable');
  const fromNetwork: string[] = [];
  const fromCache: string[] = [];
  cdp.on('Network.responseReceived', ({ response }) => {
    if (!new URL(response.url).pathname.startsWith('/assets/')) return;
    (response.fromDiskCache || response.fromPrefetchCache ? fromCache : fromNetwork).push(response.url);
  });
  cdp.on('Network.requestServedFromCache', () => fromCache.push('(memory)'));
  await again.goto('/dashboard/business-plan');
  await expect(again.getByRole('textbox', { name: 'Business Idea' })).toBeVisible();
  await again.waitForLoadState('networkidle');
  expect(fromNetwork).toEqual([]);
  expect(fromCache.length).toBeGreaterThan(0);
});

test('the landing page’s content is in its HTML before any script runs, and hydrates without an error', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(/<div id="root" data-prerendered><[a-z]/);
  expect(html).toContain('Transform Your Business Ideas with');
  expect(html).toContain('Get Started');
  // The page's own title, once, in <head>.
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html).toContain('<title>Venturekit: AI business planning for founders</title>');

  // With scripts off, the page still shows what it says.
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const still = await noScripts.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { level: 1 })).toHaveText('Transform Your Business Ideas with AI');
  await expect(still.getByRole('link', { name: 'Get Started' }).first()).toBeVisible();
  await noScripts.close();

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transform Your Business Ideas with AI');
  await page.waitForLoadState('networkidle');
  // Hydrated: the links work as the app's, and the title is still the page's.
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Idea Generator · Venturekit');
  expect(problems).toEqual([]);
});

test('any other page starts from the plain page with its loading shell, not from the landing page', async ({
  request,
}) => {
  for (const path of ['/dashboard/business-plan', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(/<div id="root"><div role="status"[^>]*>[\s\S]*?Loading\.\.\./);
    expect(html).not.toContain('Transform Your Business Ideas');
  }
});

test('a tool page paints its loading shell before any script runs, and the app replaces it', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/dashboard/business-plan');
  await expect(page.getByRole('status')).toHaveText('Loading...');

  await page.unroute('**/assets/*.js');
  await page.goto('/dashboard/business-plan');
  await expect(page.getByRole('heading', { level: 1, name: 'Business Plan Generator' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});
