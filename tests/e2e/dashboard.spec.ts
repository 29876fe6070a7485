import { expect, test } from '@playwright/test';
import { ideaNames, ideasForm, toast } from '../support/e2e/ui';
import { generatePlan } from '../support/e2e/workspace-ui';

// Home, the spec's five tools, Venturekit's Venture screen after them (docs/product.md §10), then the Investor Review (§15).
const NAV = [
  'Home',
  'Idea Generator',
  'Business Plan',
  'Market Research',
  'Pitch Deck',
  'Financial Model',
  'Venture',
  'Investor Review',
];

// With motion, as most founders see it: the sidebar's width moves here (the suite's default is
// reduced motion, playwright.config.ts).
test.use({ reducedMotion: 'no-preference' });

test('the dashboard index shows the Idea Generator and the offline note', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Idea Generator' })).toBeVisible();
  const note = page.getByRole('note', { name: 'Offline mode' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Offline sample content');
});

test('the sidebar lists eight entries and highlights the exact path only', async ({ page }) => {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const current = nav.locator('[aria-current="page"]');

  await page.goto('/dashboard');
  await expect(nav.getByRole('link')).toHaveText(NAV);
  // Exact match: Home must not stay highlighted on /dashboard/idea-generator, which starts with /dashboard.
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName('Home');

  await nav.getByRole('link', { name: 'Idea Generator', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/idea-generator$/);
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName('Idea Generator');

  await nav.getByRole('link', { name: 'Financial Model', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/financials$/);
  await expect(current).toHaveAccessibleName('Financial Model');
});

test('the sidebar collapses to a narrow strip with the letter and expands again', async ({ page }) => {
  await page.goto('/dashboard');
  const sidebar = page.locator('aside');
  const width = async () => (await sidebar.boundingBox())?.width;
  const homeLabel = sidebar.getByText('Home', { exact: true });
  await expect.poll(width).toBe(256);
  await expect(homeLabel).toBeInViewport();

  await page.getByRole('button', { name: 'Collapse sidebar', exact: true }).click();
  // The width animates; poll until it settles.
  await expect.poll(width).toBe(64);
  await expect(sidebar.getByText('V', { exact: true })).toBeVisible();
  // Labels are only for screen readers now: the links keep their names, but the text takes no room.
  await expect(sidebar.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
  expect((await homeLabel.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  // Focus follows the toggle from the foot to the header, never dropping to the page.
  await expect(page.getByRole('button', { name: 'Expand sidebar', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(width).toBe(256);
  await expect(page.getByRole('button', { name: 'Collapse sidebar', exact: true })).toBeFocused();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  test('the sidebar opens over the screen as a drawer, and closes on Escape, outside and on navigation', async ({
    page,
  }) => {
    await page.goto('/dashboard/business-plan');
    // The form shows once the saved work has loaded, and the main area grows with it: measure after.
    await expect(page.getByLabel('Business Idea', { exact: true })).toBeVisible();
    const main = page.getByRole('main');
    const before = await main.boundingBox();
    const expand = page.getByRole('button', { name: 'Expand sidebar', exact: true });
    await expand.click();
    const collapse = page.getByRole('button', { name: 'Collapse sidebar', exact: true });
    await expect(collapse).toBeFocused();
    await expect.poll(async () => (await page.locator('aside').boundingBox())?.width).toBe(256);
    // Over the screen, not beside it: the main area keeps its size and nothing scrolls sideways.
    expect(await main.boundingBox()).toEqual(before);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);

    await page.keyboard.press('Escape');
    await expect(expand).toBeFocused();

    await expand.click();
    await page.mouse.click(360, 400);
    await expect(expand).toBeVisible();

    await expand.click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Market Research' }).click();
    await expect(page).toHaveURL(/\/dashboard\/market-research$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Market Research' })).toBeVisible();
    await expect(expand).toBeVisible();
  });
});

// Each tool's screen: its title, and the labelled fields and submit button docs/product.md gives it.
const SCREENS = [
  {
    route: 'business-plan',
    nav: 'Business Plan',
    title: 'Business Plan Generator',
    fields: ['Business Idea'],
    submit: 'Generate Business Plan',
  },
  {
    route: 'market-research',
    nav: 'Market Research',
    title: 'Market Research',
    fields: ['Business Niche / Keyword'],
    submit: 'Conduct Research',
  },
  {
    route: 'pitch-deck',
    nav: 'Pitch Deck',
    title: 'Pitch Deck Builder',
    fields: ['Business Name', 'Business Description'],
    submit: 'Generate Pitch Deck',
  },
  {
    route: 'financials',
    nav: 'Financial Model',
    title: 'Financial Model Generator',
    fields: [],
    submit: 'Generate Financial Model',
  },
] as const;

test('each tool screen shows its title and its form', async ({ page }) => {
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  for (const screen of SCREENS) {
    await test.step(screen.title, async () => {
      // Through the sidebar: the app's own navigation, and cheaper than loading each page afresh.
      await page
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: screen.nav, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/${screen.route}$`));
      await expect(main.getByRole('heading', { level: 1, name: screen.title, exact: true })).toBeVisible();
      for (const field of screen.fields) await expect(main.getByLabel(field, { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: screen.submit, exact: true })).toBeVisible();
      await expect(main.getByText(/arriving soon/i)).toHaveCount(0);
    });
  }
  // The last screen, the financial model, has two more fixed texts.
  await expect(
    main.getByText('Create a complete financial projection model for your business.', { exact: true }),
  ).toBeVisible();
  await expect(main.getByText('List your major expenses separated by commas')).toBeVisible();
});

// Not the spec's sample user and logging logout: accounts exist (issue 36, docs/product.md §16).
test('the top bar shows a guest “Guest” and Sign In', async ({ page }) => {
  await page.goto('/dashboard');
  const bar = page.getByRole('banner');
  await expect(bar.getByText('Guest', { exact: true })).toBeVisible();
  await bar.getByRole('link', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('the Idea Generator works from the keyboard alone', async ({ page }) => {
  await page.goto('/dashboard');
  const form = ideasForm(page);
  await expect(form.industry).toBeVisible();

  // From the top of the page, Tab through the shell until the first field has focus.
  for (
    let presses = 0;
    presses < 20 && !(await form.industry.evaluate((el) => el === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(form.industry).toBeFocused();
  await page.keyboard.type('fintech');

  // Each field is preceded by its info button.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'About Target Market', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.targetMarket).toBeFocused();
  await page.keyboard.type('freelancers');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(form.region).toBeFocused();
  await page.keyboard.type('Germany');
  await page.keyboard.press('Enter');

  await expect(ideaNames(page)).toHaveCount(3);
  await expect(toast(page, 'Ideas Generated')).toBeVisible();
});

test('what is scrolled into view lands below the sticky top bar, not under it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 500 });
  await page.goto('/dashboard/business-plan');
  await generatePlan(page, 'Harbour Bikes: bike rentals at ferry terminals, booked with the ferry ticket.');
  await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
  // As a link to a section or a script aligns it: to the top of what is visible.
  const tabs = page.getByRole('tablist');
  await tabs.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
  const bar = await page.getByRole('banner').boundingBox();
  expect((await tabs.boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
});
