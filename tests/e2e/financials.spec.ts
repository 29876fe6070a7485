/**
 * The Financial Model Generator in Chromium: against the fake OpenAI-compatible upstream (its
 * queue is shared, so those tests run one at a time from a reset fake), and in offline mode. The
 * model answers with assumptions only; every figure on the page is computed by the app.
 */
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { appScripts } from '../support/e2e/app-scripts';
import { FAKE_UPSTREAM_LOCK, fakeUpstream, heldAfter } from '../support/e2e/fake-upstream-control';
import { download, expectGenerationError, expectStreaming, expectToast, openWithFreshFake } from '../support/e2e/flows';
import { UPSTREAM_APP_URL } from '../support/e2e/servers';
import { amountIn, collectConsole, toast } from '../support/e2e/ui';

const INPUTS = {
  pricingModel: 'SaaS',
  customerType: 'B2B - Small Business',
  costs: 'Salaries, Office rent, Cloud hosting',
};
// The four the spec names, then Venturekit's Cash & Runway (issue 27).
const TABS = ['Revenue', 'Key Metrics', 'Expenses', 'Break-Even', 'Cash & Runway'];
const ERROR = 'Failed to generate financial model. Please try again.';

/**
 * The model's answer. Net growth of 10% a month from 100 customers at $100, so the figures can be
 * worked out by hand: customers 100, 110, 121, 133, ... 285 in Month 12.
 */
const ASSUMPTIONS = {
  monthlyPricePerCustomer: { value: 100, rationale: 'Zephyrine pricing: a mid-market SaaS seat bundle.' },
  startingCustomers: { value: 100, rationale: 'Zephyrine launch: pilot customers from the waitlist.' },
  monthlyGrowthPercent: { value: 12, rationale: 'Zephyrine growth: inbound demand and referrals.' },
  monthlyChurnPercent: { value: 2, rationale: 'Zephyrine churn: workflows are sticky once adopted.' },
  customerAcquisitionCost: { value: 300, rationale: 'Zephyrine CAC: search ads and a short demo.' },
  variableCostPerCustomer: { value: 10, rationale: 'Zephyrine serving: hosting and support per account.' },
  costs: [
    { name: 'Salaries', monthlyAmount: 15_000, rationale: 'Zephyrine team: two founders and a contractor.' },
    { name: 'Office rent', monthlyAmount: 3_000, rationale: 'Zephyrine office: a small coworking space.' },
    { name: 'Cloud hosting', monthlyAmount: 1_000, rationale: 'Zephyrine hosting: managed services.' },
  ],
  currency: 'USD',
  hiringPlan: [],
};
const MONTHS = [
  '$10,000',
  '$11,000',
  '$12,100',
  '$13,300',
  '$14,600',
  '$16,100',
  '$17,700',
  '$19,500',
  '$21,400',
  '$23,600',
  '$25,900',
  '$28,500',
];
const CUSTOMERS = ['100', '110', '121', '133', '146', '161', '177', '195', '214', '236', '259', '285'];

function financialsScreen(page: Page) {
  const card = (title: string) =>
    page.locator('div.rounded-xl').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
  return {
    pricing: page.getByLabel('Pricing Model', { exact: true }),
    customers: page.getByLabel('Customer Type', { exact: true }),
    costs: page.getByLabel('Major Costs', { exact: true }),
    generate: page.getByRole('button', { name: 'Generate Financial Model', exact: true }),
    calculating: page.getByRole('button', { name: 'Calculating...', exact: true }),
    busy: page.getByRole('status').filter({ hasText: 'Calculating financial projections...' }),
    heading: page.getByRole('heading', { level: 2, name: 'Financial Model', exact: true }),
    tabs: page.getByRole('tablist').getByRole('tab'),
    tab: (name: string) => page.getByRole('tab', { name, exact: true }),
    chart: page.getByRole('figure', { name: 'Year 1 monthly revenue' }),
    table: page.getByRole('table', { name: 'Year 1 revenue and customers by month' }),
    card,
    download: page.getByRole('button', { name: 'Download Model', exact: true }),
    async fill(values: typeof INPUTS = INPUTS) {
      await this.pricing.selectOption(values.pricingModel);
      await this.customers.selectOption(values.customerType);
      await this.costs.fill(values.costs);
    },
  };
}

test.describe('against the fake upstream', () => {
  test.use({ baseURL: UPSTREAM_APP_URL });
  // The fake's queue is shared: the lock keeps every file's fake-upstream tests from running at the same time.
  test.describe.configure({ mode: 'serial', lock: FAKE_UPSTREAM_LOCK });

  test.beforeEach(async ({ page }) => {
    await openWithFreshFake(page, '/dashboard/financials', financialsScreen(page).pricing);
  });

  test('the assumptions stream in, the page computes the model from them, and it downloads', async ({ page }) => {
    await fakeUpstream.enqueue(heldAfter(JSON.stringify(ASSUMPTIONS), ASSUMPTIONS.monthlyPricePerCustomer.rationale));
    const screen = financialsScreen(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Financial Model Generator' })).toBeVisible();
    await expect(page.getByText('Create a complete financial projection model for your business.')).toBeVisible();
    await expect(page.getByText('List your major expenses separated by commas')).toBeVisible();
    await screen.fill();
    await screen.generate.click();

    // Loading: the busy button and text, and the first assumptions while the answer is still arriving.
    await expect(screen.calculating).toBeDisabled();
    await expect(screen.busy).toBeVisible();
    await expectStreaming(page.getByText(ASSUMPTIONS.monthlyPricePerCustomer.rationale), screen.busy);
    await fakeUpstream.release();

    await expectToast(page, 'Model Generated', 'Successfully generated your financial model.', { timeout: 10_000 });

    // The result replaces the form.
    await expect(screen.heading).toBeVisible();
    await expect(screen.pricing).toHaveCount(0);
    await expect(screen.generate).toHaveCount(0);
    await expect(screen.busy).toHaveCount(0);
    await expect(screen.tabs).toHaveText(TABS);
    await expect(screen.tab('Revenue')).toHaveAttribute('aria-selected', 'true');

    // Revenue: the chart, the table and the yearly cards, all computed from the assumptions.
    await expect(screen.chart.locator('text').filter({ hasText: /^M\d+$/ })).toHaveText(
      MONTHS.map((_, index) => `M${index + 1}`),
    );
    const bars = screen.chart.getByRole('img');
    await expect(bars).toHaveCount(12);
    await bars.nth(11).hover();
    const tooltip = screen.chart.getByRole('tooltip');
    await expect(tooltip).toContainText('$28,500');
    await expect(tooltip).toContainText('Month 12');
    const rows = screen.table.getByRole('row');
    await expect(rows).toHaveCount(13);
    for (const [index, revenue] of MONTHS.entries()) {
      await expect(rows.nth(index + 1)).toHaveText(
        new RegExp(`^Month ${index + 1}\\s*\\${revenue}\\s*${CUSTOMERS[index]}$`),
      );
    }
    await expect(screen.card('Year 1 Total Revenue')).toContainText('$213,700');
    await expect(screen.card('Year 2 Revenue')).toContainText('$671,100');
    await expect(screen.card('Year 2 Revenue')).toContainText('214% growth');
    await expect(screen.card('Year 3 Revenue')).toContainText('$2,106,200');

    await screen.tab('Key Metrics').click();
    await expect(screen.card('CAC')).toContainText('$300');
    await expect(screen.card('LTV')).toContainText('$4,500');
    await expect(screen.card('LTV:CAC Ratio')).toContainText('15.0:1');
    await expect(screen.card('LTV:CAC Ratio')).toContainText('Excellent ratio');

    await screen.tab('Expenses').click();
    await expect(screen.card('Fixed Expenses')).toContainText('$19,000/month');
    await expect(screen.card('Variable Expenses')).toContainText('$10/customer/month');
    await expect(screen.card('Burn Rate')).toContainText('$27,181/month');

    await screen.tab('Break-Even').click();
    await expect(screen.card('Time to Break-Even')).toContainText('Month 15');
    await expect(screen.card('Revenue Required')).toContainText('$36,600/month');

    // Where the numbers come from.
    const assumptions = screen.card('Assumptions');
    for (const entry of [ASSUMPTIONS.monthlyChurnPercent, ASSUMPTIONS.customerAcquisitionCost])
      await expect(assumptions).toContainText(entry.rationale);
    await expect(assumptions.getByRole('textbox', { name: 'Cost 2 name' })).toHaveValue('Office rent');

    const { name, text } = await download(page, screen.download);
    expect(name).toBe('financial-model.txt');
    for (const heading of ['Revenue Projections', 'Key Metrics', 'Expenses', 'Break-Even Analysis'])
      expect(text).toContain(`\n${heading}\n`);
    for (const [index, revenue] of MONTHS.entries())
      expect(text).toContain(`Month ${index + 1}: ${revenue} (${CUSTOMERS[index]} customers)`);
    expect(text).toContain('Year 1 Total: $213,700');
    expect(text).toContain('Year 2: $671,100 (214% growth)');
    expect(text).toContain('Year 3: $2,106,200 (214% growth)');
    expect(text).toContain('LTV:CAC Ratio: 15.0:1 (Excellent ratio)');
    expect(text).toContain('Time to Break-Even: Month 15');
    expect(text).toContain(ASSUMPTIONS.costs[0]?.rationale);
    await expectToast(page, 'Downloaded', 'Financial model has been downloaded.');

    const body = await fakeUpstream.chatBody();
    expect(body.response_format.json_schema.name).toBe('financial_model_assumptions');
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(JSON.stringify(body.response_format.json_schema.schema)).toContain('"maximum":30');
    expect(body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    for (const value of Object.values(INPUTS)) expect(body.messages[1]?.content).toContain(value);
  });

  test('assumptions out of bounds are a failure, not a model', async ({ page }) => {
    const wild = { ...ASSUMPTIONS, monthlyChurnPercent: { value: 0, rationale: 'Nobody ever leaves.' } };
    await fakeUpstream.enqueue({ kind: 'stream', content: JSON.stringify(wild), chunkSize: 200 });
    const errors = collectConsole(page, 'error');
    const screen = financialsScreen(page);
    await screen.fill();
    await screen.generate.click();
    await expectGenerationError(page, errors, ERROR, 'Failed to parse the AI response. Please try again.');
    await expect(screen.heading).toHaveCount(0);
  });
});

test.describe('offline', () => {
  test('the offline model adds up, by keyboard alone, and is the same for the same inputs', async ({ page }) => {
    await page.goto('/dashboard/financials');
    const screen = financialsScreen(page);

    // Keyboard only: choose with the arrow keys, type the costs, submit with Enter.
    await screen.pricing.focus();
    await page.keyboard.press('ArrowDown');
    await expect(screen.pricing).toHaveValue('Subscription');
    await screen.customers.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(screen.customers).toHaveValue('B2B - Small Business');
    await page.keyboard.press('Tab');
    await expect(screen.costs).toBeFocused();
    await page.keyboard.type('Salaries, Rent, Marketing');
    await page.keyboard.press('Tab');
    await expect(screen.generate).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(toast(page, 'Model Generated')).toBeVisible();
    await expect(screen.tab('Revenue')).toHaveAttribute('aria-selected', 'true');

    // The page's own numbers agree: revenue is customers × price, and the months sum to the total.
    const price = await amountIn(
      page.getByRole('region', { name: 'Assumptions' }).getByRole('spinbutton', { name: 'Price per customer' }),
    );
    const rows = screen.table.getByRole('row');
    await expect(rows).toHaveCount(13);
    let sum = 0;
    for (let index = 1; index <= 12; index++) {
      const [revenue, customers] = await rows.nth(index).getByRole('cell').allTextContents();
      expect(revenue).toMatch(/^\$[\d,]+$/);
      const dollars = Number(revenue?.replace(/\D/g, ''));
      expect(dollars).toBe(Number(customers?.replace(/\D/g, '')) * price);
      sum += dollars;
    }
    const total =
      (await screen
        .card('Year 1 Total Revenue')
        .getByText(/^\$[\d,]+$/)
        .textContent()) ?? '';
    expect(Number(total.replace(/\D/g, ''))).toBe(sum);

    // A bar shows its tooltip on keyboard focus; the tabs move with the arrow keys.
    await screen.chart.getByRole('img').first().focus();
    await expect(screen.chart.getByRole('tooltip')).toContainText('Month 1');
    await screen.tab('Revenue').focus();
    await page.keyboard.press('ArrowRight');
    await expect(screen.tab('Key Metrics')).toHaveAttribute('aria-selected', 'true');
    await expect(screen.card('LTV:CAC Ratio')).toContainText(/Excellent ratio|Good ratio|Below target ratio/);

    const first = await download(page, screen.download);
    expect(first.name).toBe('financial-model.txt');
    for (const heading of ['Revenue Projections', 'Key Metrics', 'Expenses', 'Break-Even Analysis'])
      expect(first.text).toContain(`\n${heading}\n`);
    expect(first.text).toContain(`Year 1 Total: ${total}`);
    // Pay is a hiring plan, counted once by the engine; the other costs stay lines.
    for (const cost of ['Rent', 'Marketing']) expect(first.text).toContain(`- ${cost}: $`);
    expect(first.text).not.toContain('- Salaries: $');
    expect(first.text).toMatch(/Founding engineer: 1 × \$[\d,]+\/month from Month 1/);

    // New Model returns to the form with the same inputs; generating again gives the same model.
    await page.getByRole('button', { name: 'New Model', exact: true }).click();
    await expect(screen.costs).toHaveValue('Salaries, Rent, Marketing');
    await screen.generate.click();
    await expect(screen.heading).toBeVisible();
    await expect(screen.card('Year 1 Total Revenue')).toContainText(total);
    const again = await download(page, screen.download);
    expect(again.text).toBe(first.text);
  });

  test('editing the Base moves Optimistic and Conservative with it, and a value set by hand stays', async ({
    page,
  }) => {
    await page.goto('/dashboard/financials');
    const screen = financialsScreen(page);
    await screen.fill();
    await screen.generate.click();
    await expect(screen.heading).toBeVisible();

    const table = page.getByRole('table', { name: 'Revenue and break-even of each scenario' });
    await expect(table.getByRole('columnheader')).toHaveText(['Base', 'Conservative', 'Optimistic']);
    const row = (label: string) =>
      table
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: label }) })
        .getByRole('cell');
    const dollars = async (label: string) =>
      (await row(label).allTextContents()).map((cell) => Number(cell.replace(/\D/g, '')));
    const months = async () =>
      (await row('Break-even').allTextContents()).map((cell) =>
        /^Month (\d+)$/.exec(cell) ? Number(cell.slice(6)) : 99,
      );
    const before = await dollars('Year 1 revenue');

    const price = page
      .getByRole('region', { name: 'Assumptions' })
      .getByRole('spinbutton', { name: 'Price per customer' });
    const raised = (await amountIn(price)) * 2;
    await price.fill(String(raised));
    await expect(row('Year 1 revenue').first()).not.toHaveText(`$${before[0]!.toLocaleString('en-US')}`);
    const after = await dollars('Year 1 revenue');
    // Every scenario moved with the Base (revenue is customers × price: it doubles), and they stay in order.
    expect(after).toEqual(before.map((revenue) => revenue * 2));
    const [low, base, high] = [after[1]!, after[0]!, after[2]!];
    expect(low).toBeLessThanOrEqual(base);
    expect(base).toBeLessThanOrEqual(high);
    const [baseMonth, lowMonth, highMonth] = await months();
    expect(highMonth).toBeLessThanOrEqual(baseMonth!);
    expect(lowMonth).toBeGreaterThanOrEqual(baseMonth!);

    // A value set by hand in Optimistic stays when the Base changes again, and says so.
    await page.getByRole('button', { name: 'Edit Optimistic', exact: true }).click();
    const optimistic = page.getByRole('group', { name: 'Optimistic scenario' });
    const optimisticPrice = optimistic.getByRole('spinbutton', { name: 'Price per customer' });
    await optimisticPrice.fill(String(raised + 10));
    await expect(optimistic.getByText(/^Set by hand \(the Base: \$[\d,]+\/month\)\.$/)).toBeVisible();
    await price.fill(String(raised + 1));
    await expect(optimisticPrice).toHaveValue(String(raised + 10));
    await expect(
      optimistic.getByText(`Set by hand (the Base: $${(raised + 1).toLocaleString('en-US')}/month).`),
    ).toBeVisible();
  });

  test('the chart loads with the financials screen only', async ({ page, request }) => {
    const loaded: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.js$/.test(new URL(response.url()).pathname)) loaded.push(new URL(response.url()).pathname);
    });
    await page.goto('/dashboard/idea-generator');
    await expect(page.getByRole('button', { name: 'Generate Ideas', exact: true })).toBeVisible();

    const scripts = await appScripts(request, loaded);
    // The bars' shading is the chart's own code: it must sit in the financial model's report chunk alone.
    const withChart = [...scripts].filter(([, text]) => text.includes('hsl(243 75% ')).map(([path]) => path);
    expect(withChart).toHaveLength(1);
    expect(withChart[0]).toMatch(/model-report/);
    expect(loaded.some((path) => path.includes('financials-view'))).toBe(false);
  });
});
