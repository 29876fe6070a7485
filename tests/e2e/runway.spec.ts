/**
 * Cash and runway on the financial model (issues 27 and 34), in Chromium, offline: starting cash
 * and a raise change the runway and the cash-out month at once, which always agree, and are kept,
 * through New Model and Regenerate from the Venture screen too; the currency relabels every tab;
 * the Cash & Runway tab reads on a phone, its tables scrolling inside their own regions.
 */
import { expect, test, type Page } from '@playwright/test';
import { download } from '../support/e2e/flows';
import { toast } from '../support/e2e/ui';
import { generateDeck, generateModel } from '../support/e2e/workspace-ui';

const TABS = ['Revenue', 'Key Metrics', 'Expenses', 'Break-Even', 'Cash & Runway'];

function runwayScreen(page: Page) {
  const funding = page.getByRole('region', { name: 'Cash and Funding' });
  const card = (title: string) =>
    page
      .getByRole('tabpanel')
      .locator('div.rounded-xl')
      .filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) })
      .locator('p')
      .first();
  return {
    funding,
    tab: (name: string) => page.getByRole('tab', { name, exact: true }),
    startingCash: funding.getByRole('spinbutton', { name: 'Starting cash', exact: true }),
    roundAmount: funding.getByRole('spinbutton', { name: 'Equity round 1 amount', exact: true }),
    roundMonth: funding.getByRole('spinbutton', { name: 'Equity round 1 month', exact: true }),
    runway: card('Runway'),
    cashOut: card('Cash Runs Out'),
    need: card('Funding Need'),
    saved: page.getByText('All changes saved.'),
  };
}

test('starting cash and a raise change the runway and the cash-out month at once, and are kept', async ({ page }) => {
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const screen = runwayScreen(page);
  await screen.tab('Cash & Runway').click();
  // The offline model starts with no cash and a loss: out of cash in Month 1.
  await expect(screen.cashOut).toHaveText('Month 1');
  await expect(screen.runway).toHaveText('0 months');

  await screen.startingCash.fill('50000');
  await expect(screen.cashOut).toHaveText('Month 6');
  // One truth: the runway is the months before cash runs out.
  await expect(screen.runway).toHaveText('5 months');
  const withCash = await screen.runway.textContent();

  await screen.funding.getByRole('button', { name: 'Add Equity Round', exact: true }).click();
  await expect(screen.roundAmount).toBeFocused();
  await screen.roundAmount.fill('300000');
  await expect(screen.cashOut).toHaveText('Not within 36 months');
  await expect(screen.runway).not.toHaveText(withCash ?? '');
  await expect(screen.runway).toHaveText('More than 36 months');
  const raised = await screen.runway.textContent();
  await expect(page.getByRole('table', { name: 'Dilution by equity round' })).toBeVisible();
  await expect(screen.saved).toBeVisible();

  await page.reload();
  await expect(screen.startingCash).toHaveValue('50,000');
  await expect(screen.roundAmount).toHaveValue('300,000');
  await screen.tab('Cash & Runway').click();
  await expect(screen.cashOut).toHaveText('Not within 36 months');
  await expect(screen.runway).toHaveText(raised ?? '');
});

test('starting cash and a round survive New Model and Regenerate from the Venture screen, and the runway agrees with the cash-out month', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const screen = runwayScreen(page);
  await screen.startingCash.fill('50000');
  await screen.funding.getByRole('button', { name: 'Add Equity Round', exact: true }).click();
  await screen.roundAmount.fill('500000');
  await screen.roundMonth.fill('3');
  await expect(screen.saved).toBeVisible();

  const expectTheFoundersCash = async () => {
    await expect(screen.startingCash).toHaveValue('50,000');
    await expect(screen.roundAmount).toHaveValue('500,000');
    await expect(screen.roundMonth).toHaveValue('3');
    await screen.tab('Cash & Runway').click();
    await expect(screen.cashOut).toHaveText('Not within 36 months');
    await expect(screen.runway).toHaveText('More than 36 months');
    // The funding need stands beside the round, never in its place.
    await expect(screen.need).toHaveText(/^(?:\$[\d,]+|No further funding needed within 36 months)$/);
    await expect(page.getByRole('tabpanel')).toContainText(
      'The ask: Raising $500,000 for more than 36 months of runway',
    );
  };
  await expectTheFoundersCash();

  // New Model: the model holds the founder's edits, so the dialog asks first.
  await page.getByRole('button', { name: 'New Model', exact: true }).click();
  await page.getByRole('button', { name: 'Generate Financial Model', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Regenerate this result?' })
    .getByRole('button', { name: 'Regenerate' })
    .click();
  // The model stands behind the form until the new one replaces it.
  await expect(page.getByRole('button', { name: 'Download Model' })).toBeEnabled({ timeout: 20_000 });
  await expectTheFoundersCash();

  // Regenerate on the Venture screen opens the model at ?regenerate (its link's target): the newest
  // model is as generated (the server kept the cash), so nothing asks first.
  const generated = page.waitForEvent('requestfinished', (request) => request.url().includes('/api/generate/'));
  await page.goto('/dashboard/financials?regenerate');
  await generated;
  await expect(toast(page, 'Model Generated').first()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/dashboard\/financials$/);
  await expectTheFoundersCash();
  await page.reload();
  // The saved model opens (its report and editor load as on any visit), holding the cash.
  await expect(page.getByRole('button', { name: 'Download Model' })).toBeEnabled({ timeout: 20_000 });
  await expectTheFoundersCash();
});

test('the currency relabels every amount on every tab, and is kept', async ({ page }) => {
  await page.goto('/dashboard/financials');
  await generateModel(page);
  const screen = runwayScreen(page);
  const currency = page.getByRole('combobox', { name: 'Currency', exact: true });
  await expect(currency).toHaveValue('USD');
  await screen.tab('Revenue').click();
  const total = await page
    .getByRole('tabpanel')
    .getByText(/^\$[\d,]+$/)
    .first()
    .textContent();
  await currency.selectOption('EUR');
  await expect(page.getByText('Changes the unit only; amounts are not converted.')).toBeVisible();

  const expectEuros = async () => {
    for (const tab of TABS) {
      await screen.tab(tab).click();
      const panel = page.getByRole('tabpanel');
      await expect(panel).toContainText('€');
      await expect(panel).not.toContainText('$');
    }
  };
  await expectEuros();
  // Relabelled, not converted: the same number.
  await screen.tab('Revenue').click();
  await expect(page.getByRole('tabpanel').getByText(total!.replace('$', '€'), { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: 'Price per customer' })).toHaveAccessibleDescription(
    /^€ per month/,
  );
  await expect(screen.saved).toBeVisible();

  await page.reload();
  await expect(currency).toHaveValue('EUR');
  await expectEuros();
  const file = await download(page, page.getByRole('button', { name: 'Download Model' }));
  expect(file.text).toMatch(/Year 1 Total: €[\d,]+/);
  expect(file.text).not.toContain('$');
});

test('the deck made after the model asks for the model’s raise, in its currency', async ({ page }) => {
  await page.goto('/dashboard/financials');
  await generateModel(page);
  await page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('EUR');
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await page.getByRole('tab', { name: 'Cash & Runway', exact: true }).click();
  const need = await page
    .getByRole('tabpanel')
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'Funding Need', exact: true }) })
    .locator('p')
    .first()
    .textContent();

  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Pitch Deck', exact: true })
    .click();
  await generateDeck(page, 'Harvest Table', 'Weekly meal kits for busy parents in Lisbon.');
  await page
    .getByRole('navigation', { name: 'Slides' })
    .getByRole('button', { name: /^Slide 10/ })
    .click();
  const slide = page.getByRole('group', { name: 'Slide 10 of 10' });
  await expect(slide).toContainText(`The ask: Raising ${need}`);
  await expect(slide).toContainText(/Use of funds: .*%/);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the Cash & Runway tab fits the phone; only its tables scroll, each a focusable region', async ({ page }) => {
    await page.goto('/dashboard/financials');
    await generateModel(page);
    await runwayScreen(page).tab('Cash & Runway').click();
    const pnl = page.getByRole('region', { name: 'Profit and loss', exact: true });
    await expect(pnl.getByRole('table', { name: /^Profit and loss/ })).toBeVisible();
    await expect(page.getByRole('figure', { name: /^Cash balance/ })).toBeVisible();

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    for (const name of ['Profit and loss', 'Cash flow']) {
      const region = page.getByRole('region', { name, exact: true });
      const { scrollWidth, clientWidth } = await region.evaluate((node) => ({
        scrollWidth: node.scrollWidth,
        clientWidth: node.clientWidth,
      }));
      expect(scrollWidth, `${name} is wider than the phone`).toBeGreaterThan(clientWidth);
    }
    // By keyboard: the region takes focus and scrolls.
    await pnl.focus();
    await expect(pnl).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pnl.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
  });
});
