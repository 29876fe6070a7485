import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('header links scroll to their sections', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [name, id] of [
      ['Features', 'features'],
      ['How It Works', 'how-it-works'],
      ['Pricing', 'pricing'],
    ] as const) {
      await test.step(`${name} → #${id}`, async () => {
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        const link = nav.getByRole('link', { name, exact: true });
        await expect(link).toHaveAttribute('href', `#${id}`);
        const heading = page.locator(`section#${id}`).getByRole('heading', { level: 2 });
        // From the top of the page the section's heading is below the fold; the click must bring it in.
        await expect(heading).not.toBeInViewport();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/#${id}$`));
        await expect(heading).toBeInViewport({ ratio: 1 });
      });
    }
  });

  // Deliberately not the spec's /dashboard: accounts exist (issue 36, docs/product.md §16).
  test('Log In and Sign Up lead to Sign In and Sign Up', async ({ page }) => {
    for (const [name, path, heading] of [
      ['Log In', '/sign-in', 'Sign In'],
      ['Sign Up', '/sign-up', 'Sign Up'],
    ] as const) {
      await test.step(name, async () => {
        await page.goto('/');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      });
    }
  });

  test('hero: Get Started opens the dashboard, Learn More jumps to the features', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/transform your business ideas with ai/i);
    // The pricing plans have Get Started links too: stay inside the hero.
    const hero = page.getByRole('region', { name: /transform your business ideas with ai/i });
    const learnMore = hero.getByRole('link', { name: 'Learn More', exact: true });
    await expect(learnMore).toHaveAttribute('href', '#features');
    await learnMore.click();
    await expect(page).toHaveURL(/\/#features$/);
    await expect(page.locator('section#features').getByRole('heading', { level: 2 })).toBeInViewport({ ratio: 1 });

    await page.goto('/');
    await hero.getByRole('link', { name: 'Get Started', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Idea Generator' })).toBeVisible();
  });

  test('footer tool links use the short paths and lead to the screens', async ({ page }) => {
    const footer = page.getByRole('contentinfo');
    // The placeholder company and social links point at "#"; the tool links are the real ones.
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')).filter((href) => href !== '#'));
    // Every tool's short path, the spec's five first, then the Investor Review (docs/product.md §15).
    expect(hrefs).toEqual([
      '/idea-generator',
      '/business-plan',
      '/market-research',
      '/pitch-deck',
      '/financials',
      '/investor-review',
    ]);

    await footer.locator('a[href="/pitch-deck"]').click();
    await expect(page).toHaveURL(/\/dashboard\/pitch-deck$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pitch Deck Builder' })).toBeVisible();
  });

  test('pricing shows the three plans', async ({ page }) => {
    const pricing = page.locator('section#pricing');
    for (const price of ['$0', '$29', '$99']) {
      await expect(pricing.getByText(price, { exact: true })).toBeVisible();
    }
    await expect(pricing.getByText('Most Popular', { exact: true })).toBeVisible();
    const contact = pricing.getByRole('link', { name: 'Contact Sales', exact: true });
    await expect(contact).toBeVisible();
    await expect(contact).toHaveAttribute('href', '/dashboard');
  });
});

test('a short tool path opened directly redirects to its dashboard screen', async ({ page }) => {
  await page.goto('/financials');
  await expect(page).toHaveURL(/\/dashboard\/financials$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Financial Model Generator' })).toBeVisible();
});
