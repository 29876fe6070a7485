/**
 * The figure check reads figures as people write them (issue 34), in Chromium against the fake
 * upstream: a model at €29 a month, then a plan whose Executive Summary says "Members pay €39 per
 * month" (a form the check once missed) is marked where it stands, named in the conflicts, and
 * Use Fact writes the model's price there, saved and kept after a reload.
 */
import { expect, test, type Page } from '@playwright/test';
import { financials } from '../../src/core/tools/financials';
import { FAKE_UPSTREAM_LOCK, fakeUpstream } from '../support/e2e/fake-upstream-control';
import { expectToast, openWithFreshFake } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { planStating } from '../support/venture-facts';
import { generateModel, generatePlan } from '../support/e2e/workspace-ui';

const IDEA = 'WagBox: dog walking for busy owners in Berlin';
/** What the model proposes: its own assumptions, at €29 a month. */
const proposal = (() => {
  const drafted = financials.offline({
    pricingModel: 'SaaS',
    customerType: 'B2B - Small Business',
    costs: 'Salaries, Office rent, Cloud hosting',
  });
  return {
    ...drafted,
    currency: 'EUR',
    monthlyPricePerCustomer: { ...drafted.monthlyPricePerCustomer, value: 29 },
  };
})();
/** A plan that states one figure: the price, as a founder or a model writes it, at another value. */
const plan = planStating('WagBox walks dogs for busy owners in Berlin. Members pay €39 per month.');
const conflicts = (page: Page) => page.getByRole('region', { name: /figures? differs? from your venture’s facts$/ });

test.describe('against the fake upstream', { tag: '@fake-upstream' }, () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  test('"Members pay €39 per month" against a model at €29 is marked, and Use Fact fixes it', async ({ page }) => {
    // Two generations, Use Fact and a reload on a loaded machine.
    test.slow();
    await openWithFreshFake(page, '/dashboard/financials', page.getByLabel('Pricing Model', { exact: true }));
    await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(proposal) });
    await generateModel(page);

    await page.goto('/dashboard/business-plan');
    await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(plan) });
    await generatePlan(page, IDEA);

    await expect(conflicts(page)).toHaveAccessibleName('1 figure differs from your venture’s facts');
    await expect(conflicts(page)).toContainText('Executive Summary says “€39 per month”');
    // Marked in the summary, where it stands; the fact in its tooltip on keyboard focus.
    const marked = page.getByRole('tabpanel').locator('mark', { hasText: '€39 per month' });
    await marked.focus();
    await expect(page.getByRole('tooltip')).toContainText(
      'Your venture’s monthly price per customer is €29/customer/month (From the financial model,',
    );
    await page.keyboard.press('Escape');

    const useFact = conflicts(page).getByRole('button', { name: 'Use Fact: €29/customer/month in Executive Summary' });
    await useFact.focus();
    await page.keyboard.press('Enter');
    await expectToast(page, 'Figure Updated', 'It now states your venture’s fact.');
    await expect(conflicts(page)).toHaveCount(0);
    await expect(page.getByRole('tabpanel')).toContainText('Members pay €29 per month.');
    await expect(page.getByRole('tabpanel').locator('mark')).toHaveCount(0);

    // Saved as an edit: the fixed figure is what the server keeps.
    await page.reload();
    await expect(page.getByRole('tabpanel')).toContainText('Members pay €29 per month.');
    await expect(conflicts(page)).toHaveCount(0);
  });
});
