// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFinancialModel } from '@/core/finance/engine';
import { modelFromEdit, resolveScenario, scenariosOf } from '@/core/finance/scenarios';
import type { FinancialModel } from '@/core/tools/financials/client';
import {
  allowSlowScreens,
  catchDownloads,
  findToast,
  preloadScreens,
  stubFetchPerTest,
} from '../../../tests/support/web/screen-test';
import { jsonResponse, pieces, sseResponse, successEvents } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { CUSTOMER_TYPES, PRICING_MODELS, sampleAssumptions } from '../../../tests/support/fixtures';
import FinancialsView from './financials-view';

const PATH = '/api/generate/financials';
const ERROR = 'Failed to generate financial model. Please try again.';

const inputs = {
  pricingModel: 'SaaS',
  customerType: 'B2B - Small Business',
  costs: 'Salaries, Office rent, Cloud hosting',
};

const assumptions = sampleAssumptions;
const model = buildFinancialModel(assumptions);

allowSlowScreens();
// What the screen loads when its first model shows: the report, its editing part and the toasts.
preloadScreens(
  () => import('./financials/model-report'),
  () => import('./financials/model-editing'),
  () => import('./financials/cash-runway-panel'),
  () => import('@/web/components/ui/sonner-toaster'),
);
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

async function setup() {
  const user = userEvent.setup();
  const utils = await renderToolScreen(<FinancialsView />);
  const pricing = () => screen.getByRole('combobox', { name: 'Pricing Model' });
  const customers = () => screen.getByRole('combobox', { name: 'Customer Type' });
  const costs = () => screen.getByRole('textbox', { name: 'Major Costs' });
  const submit = () => screen.getByRole('button', { name: /^(Generate Financial Model|Calculating\.\.\.)$/ });
  async function fill(values: Partial<typeof inputs> = inputs) {
    if (values.pricingModel) await user.selectOptions(pricing(), values.pricingModel);
    if (values.customerType) await user.selectOptions(customers(), values.customerType);
    await user.clear(costs());
    if (values.costs) await user.paste(values.costs);
  }
  return { user, ...utils, pricing, customers, costs, submit, fill };
}

/** Generates with the fixture model and waits for the result. */
async function generated(result: unknown = model) {
  fetch.on(PATH, sseResponse(successEvents(result)));
  const tools = await setup();
  await tools.fill();
  await tools.user.click(tools.submit());
  const heading = await screen.findByRole('heading', { level: 2, name: 'Financial Model' });
  // Focus moves to the result once it is on screen (the report's code may still be loading); wait,
  // so a test's own focus is not taken away.
  await waitFor(() => expect(heading).toHaveFocus());
  return tools;
}

/** The card whose title is `title`: its heading's card. */
function card(title: string): HTMLElement {
  return screen.getByRole('heading', { level: 3, name: title }).closest('.rounded-xl') as HTMLElement;
}

describe('FinancialsView form', () => {
  it('moves focus to the model’s heading when the model replaces the form', async () => {
    await generated();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Financial Model' })).toHaveFocus());
  });

  it('shows the title, subtitle, two selects with no choice made, and the costs box with its hint', async () => {
    const { pricing, customers, costs } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Financial Model Generator' })).toBeInTheDocument();
    expect(screen.getByText('Create a complete financial projection model for your business.')).toBeInTheDocument();

    expect(pricing()).toHaveValue('');
    expect(customers()).toHaveValue('');
    const enabled = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .filter((option) => !(option as HTMLOptionElement).disabled);
    expect(enabled(pricing()).map((option) => option.textContent)).toEqual(PRICING_MODELS);
    expect(enabled(customers()).map((option) => option.textContent)).toEqual(CUSTOMER_TYPES);

    expect(costs().tagName).toBe('TEXTAREA');
    expect(costs()).toHaveAccessibleDescription('List your major expenses separated by commas');
    expect(screen.getByRole('button', { name: 'Generate Financial Model' })).toBeEnabled();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('FinancialsView generating', () => {
  it('shows the assumptions as they stream, then the model in place of the form', async () => {
    const { user, submit, fill } = await setup();
    const held = fetch.hold(PATH);
    await fill();
    await user.click(submit());
    const stream = await held;

    // The model streams assumptions, not figures; they show as they arrive.
    const text = JSON.stringify(assumptions);
    const cut = text.indexOf('"startingCustomers"');
    stream.delta(text.slice(0, cut));
    expect(await screen.findByText('Mid-market SaaS price.')).toBeInTheDocument();
    expect(screen.getByText('$100/month')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();

    for (const piece of pieces(text.slice(cut), 3)) stream.delta(piece);
    stream.done(model).end();

    await findToast('Model Generated', 'Successfully generated your financial model.', 'success');
    expect(screen.getByRole('heading', { level: 2, name: 'Financial Model' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Pricing Model' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate Financial Model' })).not.toBeInTheDocument();
    expect(screen.queryByText('Calculating financial projections...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Model' })).toBeInTheDocument();
  });

  it('treats a done result that is not a computed model as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetch.on(PATH, sseResponse(successEvents(assumptions)));
    const { user, submit, fill } = await setup();
    await fill();
    await user.click(submit());
    await findToast('Error', ERROR, 'error');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('FinancialsView result', () => {
  it('has the four tabs with Revenue first and selected, then Cash & Runway', async () => {
    await generated();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Revenue',
      'Key Metrics',
      'Expenses',
      'Break-Even',
      'Cash & Runway',
    ]);
    expect(screen.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
  });

  it('charts Year 1 with labels M1 to M12, bars named by month and value, each darker than the last', async () => {
    await generated();
    const chart = screen.getByRole('figure', { name: 'Year 1 monthly revenue' });
    const labels = [...chart.querySelectorAll('text')]
      .map((node) => node.textContent)
      .filter((label) => /^M\d+$/.test(label ?? ''));
    expect(labels).toEqual(Array.from({ length: 12 }, (_, index) => `M${index + 1}`));

    const bars = within(chart).getAllByRole('img');
    expect(bars).toHaveLength(12);
    expect(bars[0]).toHaveAccessibleName('Month 1: $10,000');
    expect(bars[11]).toHaveAccessibleName('Month 12: $28,500');
    const lightness = bars.map((bar) => Number(/(\d+(\.\d+)?)%\)$/.exec(bar.getAttribute('fill') ?? '')?.[1]));
    lightness.slice(1).forEach((value, index) => expect(value).toBeLessThan(lightness[index] as number));
    // Taller for more revenue.
    expect(Number(bars[11]?.getAttribute('height'))).toBeGreaterThan(Number(bars[0]?.getAttribute('height')));
  });

  it('shows a bar’s value and month in a tooltip on keyboard focus and on hover', async () => {
    const { user } = await generated();
    const chart = screen.getByRole('figure', { name: 'Year 1 monthly revenue' });
    const bars = within(chart).getAllByRole('img');
    (bars[2] as unknown as SVGElement).focus();
    const tooltip = await within(chart).findByRole('tooltip');
    expect(tooltip).toHaveTextContent('$12,100');
    expect(tooltip).toHaveTextContent('Month 3');
    expect(bars[2]).toHaveAccessibleDescription(/\$12,100\s*Month 3/);

    await user.hover(bars[7] as Element);
    expect(within(chart).getByRole('tooltip')).toHaveTextContent('$19,500');
    expect(within(chart).getByRole('tooltip')).toHaveTextContent('Month 8');
  });

  it('tabulates month, revenue and customers, and shows the three yearly totals', async () => {
    await generated();
    const table = screen.getByRole('table', { name: 'Year 1 revenue and customers by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$10,000', '100']);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Month 1');
    expect(
      within(rows[11] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$28,500', '285']);

    expect(card('Year 1 Total Revenue')).toHaveTextContent('$213,700');
    expect(card('Year 2 Revenue')).toHaveTextContent('$671,100');
    expect(card('Year 2 Revenue')).toHaveTextContent('214% growth');
    expect(card('Year 3 Revenue')).toHaveTextContent('$2,106,200');
  });

  it('shows CAC, LTV and the ratio with its verdict under Key Metrics', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('tab', { name: 'Key Metrics' }));
    expect(screen.getByRole('tab', { name: 'Key Metrics' })).toHaveAttribute('aria-selected', 'true');
    expect(card('CAC')).toHaveTextContent('$300');
    expect(card('CAC')).toHaveTextContent(/customer acquisition cost/i);
    expect(card('LTV')).toHaveTextContent('$4,500');
    expect(card('LTV')).toHaveTextContent(/customer lifetime value/i);
    expect(card('LTV:CAC Ratio')).toHaveTextContent('15.0:1');
    expect(within(card('LTV:CAC Ratio')).getByText('Excellent ratio')).toBeInTheDocument();
  });

  it.each([
    [1_600, 'Good ratio', '2.8:1'],
    [2_500, 'Below target ratio', '1.8:1'],
  ])('calls the ratio from a CAC of $%d "%s"', async (cac, verdict, ratio) => {
    const other = buildFinancialModel({
      ...assumptions,
      customerAcquisitionCost: { value: cac, rationale: 'Field sales.' },
    });
    const { user } = await generated(other);
    await user.click(screen.getByRole('tab', { name: 'Key Metrics' }));
    expect(card('LTV:CAC Ratio')).toHaveTextContent(ratio);
    expect(within(card('LTV:CAC Ratio')).getByText(verdict)).toBeInTheDocument();
  });

  it('shows fixed, variable and burn rate under Expenses, each with its meaning', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('tab', { name: 'Expenses' }));
    expect(card('Fixed Expenses')).toHaveTextContent('$19,000/month');
    expect(card('Fixed Expenses')).toHaveTextContent(/regular monthly/i);
    expect(card('Variable Expenses')).toHaveTextContent('$10/customer/month');
    expect(card('Variable Expenses')).toHaveTextContent(/per-customer costs/i);
    expect(card('Burn Rate')).toHaveTextContent('$27,181/month');
    expect(card('Burn Rate')).toHaveTextContent(/monthly cash outflow/i);
  });

  it('shows the break-even timeframe and the revenue required', async () => {
    const { user } = await generated();
    await user.click(screen.getByRole('tab', { name: 'Break-Even' }));
    expect(card('Time to Break-Even')).toHaveTextContent('Month 15');
    expect(card('Revenue Required')).toHaveTextContent('$36,600/month');
    expect(card('Revenue Required')).toHaveTextContent(/to cover all expenses/i);
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = await generated();
    screen.getByRole('tab', { name: 'Revenue' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Key Metrics' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cash & Runway' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows each assumption as a number input with its unit and rationale, and each cost line', async () => {
    await generated();
    const list = await screen.findByRole('region', { name: 'Assumptions' });
    const price = within(list).getByRole('spinbutton', { name: 'Price per customer' });
    expect(price).toHaveValue('100');
    expect(price).toHaveAccessibleDescription('$ per month Mid-market SaaS price.');
    expect(price).toHaveAttribute('aria-valuemin', '1');
    expect(price).toHaveAttribute('aria-valuemax', '50000');
    expect(price).toHaveAttribute('aria-valuenow', '100');
    const churn = within(list).getByRole('spinbutton', { name: 'Monthly churn' });
    expect(churn).toHaveValue('2');
    expect(churn).toHaveAccessibleDescription('% per month Sticky workflows.');
    expect(within(list).getByRole('textbox', { name: 'Cost 2 name' })).toHaveValue('Office rent');
    // Amounts with their thousands separators.
    expect(within(list).getByRole('spinbutton', { name: 'Cost 2 amount' })).toHaveValue('3,000');
    expect(within(list).getByRole('button', { name: 'Reset to AI Proposal' })).toBeDisabled();
  });

  it('renders model text as text, never as HTML', async () => {
    const hostile = buildFinancialModel({
      ...assumptions,
      costs: [{ name: '<img src=x onerror=alert(1)>', monthlyAmount: 100, rationale: '<script>alert(2)</script>' }],
    });
    await generated(hostile);
    expect(await screen.findByRole('textbox', { name: 'Cost 1 name' })).toHaveValue('<img src=x onerror=alert(1)>');
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(document.querySelector('img, script')).toBeNull();
  });

  it('goes back to the form with the last inputs on New Model', async () => {
    const { user, pricing, customers, costs } = await generated();
    await user.click(screen.getByRole('button', { name: 'New Model' }));
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    expect(pricing()).toHaveValue('SaaS');
    expect(customers()).toHaveValue('B2B - Small Business');
    expect(costs()).toHaveValue(inputs.costs);
    expect(screen.getByRole('button', { name: 'Generate Financial Model' })).toBeEnabled();
  });
});

describe('FinancialsView edits', () => {
  /** Opens on a saved model, as a founder coming back to it does. */
  async function openSaved() {
    const saved = modelFromEdit({ assumptions });
    const state = serveWorkspace(fetch, { documents: [savedDocument('financials', inputs, saved)] });
    const user = userEvent.setup();
    await renderToolScreen(<FinancialsView />);
    const region = await screen.findByRole('region', { name: 'Assumptions' });
    return {
      user,
      state,
      saved,
      region,
      input: (name: string) => within(region).getByRole('spinbutton', { name }),
      year1: () =>
        within(screen.getByRole('tabpanel'))
          .getByText(/^Year 1 Total/)
          .closest('div') as HTMLElement,
    };
  }
  const puts = () => fetch.callsTo('/api/documents/financials-doc-1').filter((call) => call.method === 'PUT');

  it('recomputes every figure at once when the price changes, saves it once, and downloads it', async () => {
    const downloads = catchDownloads('blob:model');
    const { user, input, state } = await openSaved();
    const price = input('Price per customer');
    await user.clear(price);
    await user.paste('150');
    const expected = buildFinancialModel({ ...assumptions, monthlyPricePerCustomer: { value: 150, rationale: 'x' } });
    expect(screen.getByRole('tabpanel')).toHaveTextContent(expected.revenueProjections.year1.total);
    expect(screen.getByText('Edited: the AI proposed $100/month.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset to AI Proposal' })).toBeEnabled();
    // No request computed it: the engine ran here.
    expect(fetch.callsTo('/api/generate/financials')).toHaveLength(0);

    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument(), { timeout: 3000 });
    expect(puts()).toHaveLength(1);
    const sent = puts()[0]?.body as { version: number; result: FinancialModel };
    expect(sent.version).toBe(1);
    expect(sent.result.figures.year1Revenue).toBe(expected.figures.year1Revenue);
    expect(sent.result.proposal?.monthlyPricePerCustomer.value).toBe(100);
    expect(state.documents[0]?.version).toBe(2);

    await user.click(screen.getByRole('button', { name: 'Download Model' }));
    const text = await downloads.blob().text();
    expect(text).toContain(`Year 1 Total: ${expected.revenueProjections.year1.total}`);
    expect(text).toContain('Price per customer: $150/month');
  });

  it('says what is wrong outside the bounds, and keeps the figures and the saved model as they were', async () => {
    const { user, input, saved } = await openSaved();
    // Fake time from here (moving with real time, for typing), so the autosave's delay can pass at once below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const growth = input('Monthly growth');
    await user.clear(growth);
    expect(growth).toHaveAccessibleDescription('% per month Enter a number from 0 to 30.');
    await user.paste('-5');
    expect(growth).toBeInvalid();
    expect(growth).toHaveAccessibleDescription('% per month Enter a number from 0 to 30.');
    expect(screen.getByRole('tabpanel')).toHaveTextContent(saved.revenueProjections.year1.total);
    // Far past the autosave's delay, with what its timer would start: nothing invalid is saved.
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(puts()).toHaveLength(0);
  });

  it('adds, renames and removes cost lines, and Reset to AI Proposal brings the generated values back', async () => {
    const { user, input, region, saved } = await openSaved();
    await user.click(screen.getByRole('tab', { name: 'Expenses' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('$19,000/month');
    await user.click(within(region).getByRole('button', { name: 'Add Cost' }));
    const name = within(region).getByRole('textbox', { name: 'Cost 4 name' });
    await user.clear(name);
    expect(within(region).getByText('Give the cost a name.')).toBeInTheDocument();
    await user.type(name, 'Insurance');
    await user.clear(input('Cost 4 amount'));
    await user.paste('500');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('$19,500/month');
    await user.click(within(region).getByRole('button', { name: 'Remove Office rent' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('$16,500/month');
    expect(within(region).getByRole('textbox', { name: 'Cost 3 name' })).toHaveValue('Insurance');

    await user.click(within(region).getByRole('button', { name: 'Reset to AI Proposal' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(saved.expenses.fixed);
    expect(within(region).getByRole('textbox', { name: 'Cost 2 name' })).toHaveValue('Office rent');
    expect(within(region).getByRole('button', { name: 'Reset to AI Proposal' })).toBeDisabled();
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument(), { timeout: 3000 });
    const last = puts().at(-1)?.body as { result: FinancialModel };
    expect(last.result.assumptions.costs.map((cost) => cost.name)).toEqual([
      'Salaries',
      'Office rent',
      'Cloud hosting',
    ]);
  });

  /** The scenario table, and one row of it by its label. */
  function scenarioTableOnScreen() {
    const table = screen.getByRole('table', { name: 'Revenue and break-even of each scenario' });
    const row = (label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const header = () =>
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent);
    return { row, header };
  }
  /** What the engine gives for each column, Base first, for `base` and the model's stored scenarios. */
  const expectedRow = (model: FinancialModel, read: (outcome: FinancialModel) => string) =>
    scenariosOf(model).map((scenario) => read(buildFinancialModel(scenario.assumptions)));

  it('compares the scenarios side by side, and edits and renames one', async () => {
    const { user } = await openSaved();
    const { row, header } = scenarioTableOnScreen();
    expect(header()).toEqual(['Base', 'Conservative', 'Optimistic']);
    const saved = modelFromEdit({ assumptions });
    expect(row('Year 1 revenue')).toEqual(expectedRow(saved, (m) => m.revenueProjections.year1.total));
    expect(row('Break-even')).toEqual(expectedRow(saved, (m) => m.breakEven.timeframe));

    await user.click(screen.getByRole('button', { name: 'Edit Conservative' }));
    const panel = screen.getByRole('group', { name: 'Conservative scenario' });
    const growth = within(panel).getByRole('spinbutton', { name: 'Monthly growth' });
    expect(growth).toHaveValue('8.6');
    expect(growth).toHaveAccessibleDescription("% per month Conservative: the Base's 12% ÷ 1.4.");
    await user.clear(growth);
    await user.paste('0');
    const flat = buildFinancialModel({
      ...resolveScenario(assumptions, saved.scenarios![0]!).assumptions,
      monthlyGrowthPercent: { value: 0, rationale: 'x' },
    });
    expect(row('Year 3 revenue')[1]).toBe(flat.revenueProjections.year3.revenue);
    const name = within(panel).getByRole('textbox', { name: 'Scenario name' });
    await user.clear(name);
    await user.type(name, 'Flat');
    expect(header()).toEqual(['Base', 'Flat', 'Optimistic']);
    // The Base is untouched.
    expect(row('Year 1 revenue')[0]).toBe(buildFinancialModel(assumptions).revenueProjections.year1.total);
    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument(), { timeout: 3000 });
    const last = puts().at(-1)?.body as { result: FinancialModel };
    expect(last.result.scenarios?.map((scenario) => scenario.name)).toEqual(['Flat', 'Optimistic']);
    expect(last.result.scenarios?.[0]?.set?.monthlyGrowthPercent?.value).toBe(0);
  });

  it('moves Optimistic and Conservative with the Base when the Base price is raised', async () => {
    const { user, input } = await openSaved();
    const { row } = scenarioTableOnScreen();
    const before = row('Year 1 revenue');
    const price = input('Price per customer');
    await user.clear(price);
    await user.paste('150');
    const raised = modelFromEdit({
      assumptions: { ...assumptions, monthlyPricePerCustomer: { value: 150, rationale: 'x' } },
    });
    const after = row('Year 1 revenue');
    expect(after).toEqual(expectedRow(raised, (m) => m.revenueProjections.year1.total));
    // Each column moved, and Optimistic still beats the Base, which beats Conservative.
    after.forEach((value, index) => expect(value).not.toBe(before[index]));
    const [base, low, high] = scenariosOf(raised).map((scenario) => buildFinancialModel(scenario.assumptions).figures);
    expect(high!.year1Revenue).toBeGreaterThan(base!.year1Revenue);
    expect(low!.year1Revenue).toBeLessThan(base!.year1Revenue);
    expect(row('Break-even')).toEqual(expectedRow(raised, (m) => m.breakEven.timeframe));
  });

  it('keeps a value set by hand in a scenario when the Base changes, and marks it', async () => {
    const { user, input } = await openSaved();
    await user.click(screen.getByRole('button', { name: 'Edit Optimistic' }));
    const panel = screen.getByRole('group', { name: 'Optimistic scenario' });
    const starting = within(panel).getByRole('spinbutton', { name: 'Starting customers' });
    await user.clear(starting);
    await user.paste('40');
    expect(starting).toHaveAccessibleDescription('customers Set by hand (the Base: 100).');

    await user.clear(input('Starting customers'));
    await user.paste('200');
    expect(starting).toHaveValue('40');
    expect(starting).toHaveAccessibleDescription('customers Set by hand (the Base: 200).');
    // Growth still follows the Base by the rule.
    expect(within(panel).getByRole('spinbutton', { name: 'Monthly growth' })).toHaveAccessibleDescription(
      "% per month Optimistic: the Base's 12% × 1.4.",
    );

    await user.click(within(panel).getByRole('button', { name: 'Follow the Base Again' }));
    expect(starting).toHaveValue('200');
    expect(within(panel).getByRole('button', { name: 'Follow the Base Again' })).toBeDisabled();
  });

  it('shows the gross margin as following from the price and the variable cost, and warns when it is zero or less', async () => {
    const { user, input, region } = await openSaved();
    const margin = within(region).getByRole('status', { name: 'Gross margin' });
    expect(margin).toHaveTextContent('90%');
    expect(margin).toHaveAccessibleDescription(
      'Follows from the price and the variable cost: (price − variable cost) ÷ price.',
    );
    // Not an input of its own: only the price and the variable cost set it.
    expect(within(region).queryByRole('spinbutton', { name: 'Gross margin' })).not.toBeInTheDocument();

    await user.clear(input('Variable cost per customer'));
    await user.paste('25');
    expect(margin).toHaveTextContent('75%');
    await user.clear(input('Price per customer'));
    await user.paste('50');
    expect(margin).toHaveTextContent('50%');
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument();

    await user.clear(input('Variable cost per customer'));
    await user.paste('5000');
    expect(margin).toHaveTextContent('-9900%');
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'The variable cost ($5,000/month per customer) is at or above the price ($50/month): the gross margin is -9900%, so every customer loses money and LTV is $0.',
    );
    await user.click(screen.getByRole('tab', { name: 'Key Metrics' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent(/at or above the price/);
    expect(card('LTV')).toHaveTextContent('$0');
  });

  it('shows each cost line’s own rationale, and "Edited" for a line the founder changed', async () => {
    const { user, input, region } = await openSaved();
    expect(input('Cost 2 amount')).toHaveAccessibleDescription('$ per month Small office.');
    const name = within(region).getByRole('textbox', { name: 'Cost 3 name' });
    await user.clear(name);
    await user.paste('Licensed therapist partner fees');
    expect(input('Cost 3 amount')).toHaveAccessibleDescription('$ per month Edited');
    await user.clear(input('Cost 1 amount'));
    await user.paste('16000');
    expect(input('Cost 1 amount')).toHaveAccessibleDescription('$ per month Edited');
    // The line between keeps its own rationale.
    expect(input('Cost 2 amount')).toHaveAccessibleDescription('$ per month Small office.');
    await user.click(within(region).getByRole('button', { name: 'Remove Salaries' }));
    expect(input('Cost 1 amount')).toHaveAccessibleDescription('$ per month Small office.');
    expect(input('Cost 2 amount')).toHaveAccessibleDescription('$ per month Edited');

    await user.click(within(region).getByRole('button', { name: 'Reset to AI Proposal' }));
    expect(input('Cost 3 amount')).toHaveAccessibleDescription('$ per month Managed services.');
  });

  it('keeps an edit on screen and says so when it cannot be saved', async () => {
    const { user, input } = await openSaved();
    fetch.on('/api/documents/*', jsonResponse(503, { error: 'Your saved work is unavailable right now.' }));
    const price = input('Price per customer');
    await user.clear(price);
    await user.paste('120');
    await findToast('Not Saved', /could not be saved/, 'error');
    expect(screen.getByText(/Your changes are on this screen but not saved/)).toBeInTheDocument();
    expect(price).toHaveValue('120');
  });
});
