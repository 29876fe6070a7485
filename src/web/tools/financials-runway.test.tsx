// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { runwayOf } from '@/core/finance/runway/recompute';
import { runwayValue } from '@/core/finance/runway/sentences';
import { modelFromEdit } from '@/core/finance/scenarios';
import type { Assumptions, FinancialModel } from '@/core/tools/financials/client';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import FinancialsView from './financials-view';

/** The Cash & Runway tab, the runway's editors and the model's currency (issue 27), on the screen. */

const inputs = { pricingModel: 'SaaS', customerType: 'B2B - Small Business', costs: 'Salaries, Office rent' };

allowSlowScreens();
preloadScreens(
  () => import('./financials/model-report'),
  () => import('./financials/model-editing'),
  () => import('./financials/cash-runway-panel'),
  () => import('@/web/components/ui/sonner-toaster'),
  () => import('@/web/workspace/versions-ui'),
);
const fetch = stubFetchPerTest();
beforeEach(() => {
  serveWorkspace(fetch);
});

/** Opens on a saved model made from `assumptions`, as a founder coming back to it does. */
async function openSaved(assumptions: Assumptions = sampleAssumptions) {
  const saved = modelFromEdit({ assumptions });
  serveWorkspace(fetch, { documents: [savedDocument('financials', inputs, saved)] });
  const user = userEvent.setup();
  await renderToolScreen(<FinancialsView />);
  const region = await screen.findByRole('region', { name: 'Assumptions' });
  const funding = screen.getByRole('region', { name: 'Cash and Funding' });
  const number = (within: HTMLElement, name: string) => withinRole(within, name);
  const set = async (field: HTMLElement, value: string) => {
    await user.clear(field);
    await user.paste(value);
  };
  return { user, saved, region, funding, number, set };
}
const withinRole = (element: HTMLElement, name: string) => within(element).getByRole('spinbutton', { name });

/** The value a card on the open tab shows, by its title. */
function cardValue(title: string): string {
  const card = within(screen.getByRole('tabpanel'))
    .getByRole('heading', { level: 3, name: title })
    .closest('.rounded-xl') as HTMLElement;
  return card.querySelector('p')?.textContent ?? '';
}
const cashOut = (month: number | null) => (month === null ? 'Not within 36 months' : `Month ${month}`);

const puts = () => fetch.callsTo('/api/documents/financials-doc-1').filter((call) => call.method === 'PUT');
const lastSaved = () => (puts().at(-1)?.body as { result: FinancialModel }).result;

describe('Cash & Runway', () => {
  it('is the fifth tab, after the four the spec names', async () => {
    await openSaved();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Revenue',
      'Key Metrics',
      'Expenses',
      'Break-Even',
      'Cash & Runway',
    ]);
  });

  it('changes the runway and the cash-out month at once when starting cash and a raise are set, and saves them', async () => {
    const { user, funding, set } = await openSaved();
    await user.click(screen.getByRole('tab', { name: 'Cash & Runway' }));
    // No cash and a loss in Month 1: out of cash at once.
    await screen.findByRole('heading', { level: 3, name: 'Cash Runs Out' });
    expect(cardValue('Cash Runs Out')).toBe('Month 1');
    expect(cardValue('Runway')).toBe('0 months');

    await set(withinRole(funding, 'Starting cash'), '60000');
    const withCash = runwayOf({
      ...sampleAssumptions,
      funding: { ...sampleAssumptions.funding, startingCash: 60_000 },
    });
    expect(cardValue('Cash Runs Out')).toBe(cashOut(withCash.cashOutMonth));
    expect(cardValue('Runway')).toBe(runwayValue(withCash.funding.runwayMonths));
    expect(cardValue('Cash Runs Out')).not.toBe('Month 1');

    await user.click(within(funding).getByRole('button', { name: 'Add Equity Round' }));
    // Focus goes to the new round's first field.
    expect(withinRole(funding, 'Equity round 1 amount')).toHaveFocus();
    await set(withinRole(funding, 'Equity round 1 amount'), '400000');
    await set(withinRole(funding, 'Equity round 1 pre-money valuation'), '1600000');
    const round = { kind: 'equity' as const, amount: 400_000, month: 1, preMoneyValuation: 1_600_000 };
    const raised = runwayOf({
      ...sampleAssumptions,
      funding: { ...sampleAssumptions.funding, startingCash: 60_000, fundingEvents: [round] },
    });
    expect(cardValue('Cash Runs Out')).toBe(cashOut(raised.cashOutMonth));
    // One truth: the runway is the months before cash runs out, with the round.
    expect(cardValue('Runway')).toBe(runwayValue(raised.funding.runwayMonths));
    expect(cardValue('Cash Runs Out')).toBe('Not within 36 months');
    expect(cardValue('Runway')).toBe('More than 36 months');
    expect(raised.cashOutMonth).not.toBe(withCash.cashOutMonth);
    // 400,000 ÷ 2,000,000 post-money: 20%; the founders keep 80%.
    const dilution = screen.getByRole('table', { name: 'Dilution by equity round' });
    expect(within(dilution).getByRole('rowheader', { name: 'Round in Month 1' })).toBeInTheDocument();
    expect(
      within(dilution)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$400,000', '$2,000,000', '20%', '80%']);

    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument(), { timeout: 3000 });
    expect(lastSaved().assumptions.funding).toMatchObject({ startingCash: 60_000, fundingEvents: [round] });
  });

  it('tabulates the profit and loss and the cash flow by month for a year, then Years 2 and 3, in scrollable regions', async () => {
    const { user, saved } = await openSaved();
    await user.click(screen.getByRole('tab', { name: 'Cash & Runway' }));
    const pnl = await screen.findByRole('table', { name: 'Profit and loss: Months 1 to 12, then Years 2 and 3' });
    const months = Array.from({ length: 12 }, (_, index) => `Month ${index + 1}`);
    expect(
      within(pnl)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Line', ...months, 'Year 2', 'Year 3']);
    const row = (table: HTMLElement, label: string) =>
      within(within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    // The same revenue as the Revenue tab's.
    expect(row(pnl, 'Revenue')).toEqual([
      ...saved.revenueProjections.year1.monthly.map((month) => month.revenue),
      saved.revenueProjections.year2.revenue,
      saved.revenueProjections.year3.revenue,
    ]);
    for (const label of ['Gross profit', 'Payroll', 'Marketing and acquisition', 'Office rent', 'Net profit'])
      expect(row(pnl, label)).toHaveLength(14);

    const cash = screen.getByRole('table', { name: /^Cash flow: Months 1 to 12, then Years 2 and 3/ });
    const runway = runwayOf(sampleAssumptions);
    expect(row(cash, 'Cash balance (end)')[11]).toBe(
      `-$${Math.abs(runway.statements.months[11]!.cashBalance).toLocaleString('en-US')}`,
    );
    for (const name of ['Profit and loss', 'Cash flow', 'Use of funds'])
      expect(screen.getByRole('region', { name })).toHaveAttribute('tabindex', '0');
    // The raise itself, split by what it pays for: here the funding need, as no round is planned.
    const uses = screen.getByRole('table', {
      name: /^Use of the \$[\d,]+ raise \(what it pays for in Months \d+ to \d+\)$/,
    });
    expect(row(uses, 'Total')).toEqual([`$${runway.funding.need.amount.toLocaleString('en-US')}`, '100%']);
  });

  it('charts the cash balance around a zero line, one tab stop moved by the arrow keys', async () => {
    const { user } = await openSaved();
    await user.click(screen.getByRole('tab', { name: 'Cash & Runway' }));
    const chart = await screen.findByRole('figure', { name: /^Cash balance at the end of each month/ });
    const bars = within(chart).getAllByRole('img');
    expect(bars).toHaveLength(36);
    const runway = runwayOf(sampleAssumptions);
    expect(bars[0]).toHaveAccessibleName(
      `Month 1: -$${Math.abs(runway.byMonth[0]!.cashBalance).toLocaleString('en-US')}`,
    );
    expect(bars.filter((bar) => bar.getAttribute('tabindex') === '0')).toHaveLength(1);
    (bars[0] as unknown as SVGElement).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(bars[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(bars[35]).toHaveFocus();
  });
});

describe('The runway’s editors', () => {
  it('edits the hiring plan: payroll joins the costs from the start month; focus stays in the list', async () => {
    const { user, region, set } = await openSaved();
    await user.click(screen.getByRole('tab', { name: 'Cash & Runway' }));
    await user.click(within(region).getByRole('button', { name: 'Add Role' }));
    expect(within(region).getByRole('textbox', { name: 'Role 1 title' })).toHaveFocus();
    await user.clear(within(region).getByRole('textbox', { name: 'Role 1 title' }));
    await user.type(within(region).getByRole('textbox', { name: 'Role 1 title' }), 'Engineer');
    await set(withinRole(region, 'Role 1 monthly salary'), '5000');
    await set(withinRole(region, 'Role 1 start month'), '3');
    // 5,000 × 1.2 from Month 3.
    expect(within(region).getByText('Costs $6,000/month from Month 3, employer cost included.')).toBeInTheDocument();
    const pnl = await screen.findByRole('table', { name: /^Profit and loss/ });
    const payroll = within(within(pnl).getByRole('rowheader', { name: 'Payroll' }).closest('tr') as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(payroll.slice(0, 4)).toEqual(['$0', '$0', '$6,000', '$6,000']);

    await user.click(within(region).getByRole('button', { name: 'Remove Engineer' }));
    expect(within(region).queryByRole('textbox', { name: 'Role 1 title' })).not.toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Add Role' })).toHaveFocus();
  });

  it('moves focus to the next event after Remove, and runs by keyboard alone', async () => {
    const { user, funding } = await openSaved();
    within(funding).getByRole('button', { name: 'Add Loan' }).focus();
    await user.keyboard('{Enter}');
    expect(withinRole(funding, 'Loan 1 amount')).toHaveFocus();
    expect(withinRole(funding, 'Loan 1 term')).toHaveValue('36');
    within(funding).getByRole('button', { name: 'Add Equity Round' }).focus();
    await user.keyboard('{Enter}');
    within(funding).getByRole('button', { name: 'Remove Loan 1' }).focus();
    await user.keyboard('{Enter}');
    expect(within(funding).queryByRole('group', { name: 'Loan 1' })).not.toBeInTheDocument();
    expect(withinRole(funding, 'Equity round 1 amount')).toHaveFocus();
  });

  it('says a value is out of bounds and keeps the last good one', async () => {
    const { user, funding } = await openSaved();
    const buffer = withinRole(funding, 'Buffer after break-even');
    expect(buffer).toHaveValue('6');
    await user.clear(buffer);
    await user.paste('99');
    expect(buffer).toBeInvalid();
    expect(buffer).toHaveAccessibleDescription('months Enter a number from 0 to 24.');
  });

  it('Reset to AI Proposal brings back the hiring plan and the currency, and leaves the funding', async () => {
    const proposed: Assumptions = {
      ...sampleAssumptions,
      hiringPlan: [{ title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 1, employerCostPercent: 20 }],
    };
    const { user, region, funding, set } = await openSaved(proposed);
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Currency' }), 'GBP');
    await user.click(within(region).getByRole('button', { name: 'Remove Engineer' }));
    await set(withinRole(funding, 'Starting cash'), '25000');
    await user.click(within(region).getByRole('button', { name: 'Reset to AI Proposal' }));
    expect(within(region).getByRole('combobox', { name: 'Currency' })).toHaveValue('USD');
    expect(within(region).getByRole('textbox', { name: 'Role 1 title' })).toHaveValue('Engineer');
    expect(withinRole(funding, 'Starting cash')).toHaveValue('25,000');
    expect(within(region).getByRole('button', { name: 'Reset to AI Proposal' })).toBeDisabled();
  });
});

describe('The model’s currency', () => {
  it('relabels every amount, never converting it, on every tab and beside every input', async () => {
    const { user, region, funding } = await openSaved();
    const currency = within(region).getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('USD');
    expect(currency).toHaveAccessibleDescription('Changes the unit only; amounts are not converted.');
    await user.selectOptions(currency, 'EUR');

    for (const tab of ['Revenue', 'Key Metrics', 'Expenses', 'Break-Even', 'Cash & Runway']) {
      await user.click(screen.getByRole('tab', { name: tab }));
      const panel = screen.getByRole('tabpanel');
      await waitFor(() => expect(panel.textContent).toContain('€'));
      expect(panel.textContent, tab).not.toContain('$');
    }
    // The same numbers, in euros.
    await user.click(screen.getByRole('tab', { name: 'Revenue' }));
    expect(
      within(screen.getByRole('tabpanel')).getByText('Year 1 Total Revenue').closest('.rounded-xl'),
    ).toHaveTextContent('€213,700');
    const chart = screen.getByRole('figure', { name: 'Year 1 monthly revenue' });
    expect(within(chart).getAllByRole('img')[0]).toHaveAccessibleName('Month 1: €10,000');
    expect([...chart.querySelectorAll('text')].some((text) => text.textContent?.startsWith('€'))).toBe(true);

    expect(withinRole(region, 'Price per customer')).toHaveAccessibleDescription(/^€ per month /);
    expect(withinRole(region, 'Cost 1 amount')).toHaveAccessibleDescription(/^€ per month/);
    expect(withinRole(funding, 'Starting cash')).toHaveAccessibleDescription(/^€ /);
    expect(region.textContent).not.toContain('$');

    await waitFor(() => expect(screen.getByText('All changes saved.')).toBeInTheDocument(), { timeout: 3000 });
    expect(lastSaved().assumptions.currency).toBe('EUR');
    expect(lastSaved().revenueProjections.year1.total).toBe('€213,700');
  });
});

describe('A model edit another tab’s save refused', () => {
  it('keeps the cash, assumptions and scenarios as the download words them, not the model’s keys', async () => {
    const { region, set } = await openSaved();
    const newer = savedDocument('financials', inputs, modelFromEdit({ assumptions: sampleAssumptions }), {
      version: 2,
    });
    fetch.once(
      '/api/documents/financials-doc-1',
      jsonResponse(409, {
        error: 'This was changed elsewhere since you opened it.',
        current: newer,
        conflicts: [{ path: [], name: 'The whole result' }],
        yours: [{ path: [], name: 'The whole result' }],
      }),
    );
    await set(withinRole(region, 'Price per customer'), '321');
    const panel = await screen.findByRole('region', { name: 'Your unsaved version' }, { timeout: 10_000 });
    // Worded by the model's text export, fetched on first use.
    await waitFor(() => expect(panel).toHaveTextContent('Price per customer: $321/month'));
    expect(panel).toHaveTextContent('Cash & Runway');
    // The figures follow from these: none of the stored model's own keys or monthly rows.
    expect(panel).not.toHaveTextContent('Revenue Projections');
    expect(panel).not.toHaveTextContent('Figures:');
  });

  it('applies the refused assumption on the newest model and shows the figures the server computed from it', async () => {
    const { user, region, set } = await openSaved();
    const churned = {
      ...sampleAssumptions,
      monthlyChurnPercent: { ...sampleAssumptions.monthlyChurnPercent, value: 4 },
    };
    const newer = savedDocument('financials', inputs, modelFromEdit({ assumptions: churned }), { version: 2 });
    const price = { path: ['assumptions', 'monthlyPricePerCustomer'], name: 'Price per customer' };
    fetch.once(
      '/api/documents/financials-doc-1',
      jsonResponse(409, {
        error: 'This was changed elsewhere since you opened it.',
        current: newer,
        conflicts: [price],
        yours: [price],
      }),
    );
    await set(withinRole(region, 'Price per customer'), '321');
    const panel = await screen.findByRole('region', { name: 'Your unsaved version' }, { timeout: 10_000 });
    expect(panel).toHaveTextContent('Another tab saved Price per customer first.');
    // The server puts the price on the newest model and computes its figures again.
    const both = modelFromEdit({
      assumptions: { ...churned, monthlyPricePerCustomer: { ...churned.monthlyPricePerCustomer, value: 321 } },
    });
    fetch.once(
      '/api/documents/financials-doc-1',
      jsonResponse(200, savedDocument('financials', inputs, both, { version: 3 })),
    );
    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    const applied = lastSaved();
    expect(applied.assumptions.monthlyPricePerCustomer.value).toBe(321);
    expect(applied.assumptions.monthlyChurnPercent.value).toBe(4);
    await waitFor(() => expect(cardValue('Year 1 Total Revenue')).toBe(both.revenueProjections.year1.total));
    expect(both.revenueProjections.year1.total).not.toBe(
      (newer.result as FinancialModel).revenueProjections.year1.total,
    );
  });
});

describe('a link to one assumption (the Investor Review’s Open the assumption)', () => {
  it.each([
    ['customerAcquisitionCost', 'Customer acquisition cost'],
    ['monthlyGrowthPercent', 'Monthly growth'],
  ])('?assumption=%s puts focus on its field', async (key, label) => {
    serveWorkspace(fetch, {
      documents: [savedDocument('financials', inputs, modelFromEdit({ assumptions: sampleAssumptions }))],
    });
    await renderToolScreen(<FinancialsView />, { search: `?assumption=${key}` });
    const region = await screen.findByRole('region', { name: 'Assumptions' });
    await waitFor(() => expect(withinRole(region, label)).toHaveFocus());
  });

  it('?assumption=funding puts focus on the funding rounds', async () => {
    serveWorkspace(fetch, {
      documents: [savedDocument('financials', inputs, modelFromEdit({ assumptions: sampleAssumptions }))],
    });
    await renderToolScreen(<FinancialsView />, { search: '?assumption=funding' });
    const funding = await screen.findByRole('region', { name: 'Cash and Funding' });
    const rounds = within(funding).getByRole('group', { name: /Funding/ });
    await waitFor(() => expect(rounds).toContainElement(document.activeElement as HTMLElement));
  });
});
