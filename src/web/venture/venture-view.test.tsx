// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleAssumptions, SLIDE_TITLES } from '../../../tests/support/fixtures';
import { modelFact } from '../../../tests/support/venture-facts';
import { renderRoutes } from '../../../tests/support/web/render';
import {
  allowSlowScreens,
  findDialog,
  findToast,
  preloadScreens,
  stubFetchPerTest,
} from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { SAMPLE_VENTURE, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import type { ActivityItem } from '@/core/activity/schema';
import { buildFinancialModel } from '@/core/finance/engine';
import { routes } from '@/web/router';
import { VENTURE_PATH } from './venture-path';

allowSlowScreens();
preloadScreens(
  () => import('@/web/dashboard/dashboard-layout'),
  () => import('./venture-view'),
);
const fetch = stubFetchPerTest();

/** A deck whose Business Model slide says $690 a month, beside a model at $24. */
const deck = savedDocument(
  'pitch-deck',
  { businessName: 'Ledger Loop', businessDescription: 'Tax set-asides for freelancers.' },
  {
    slides: SLIDE_TITLES.map((title, index) => ({
      title,
      content: index === 5 ? 'Subscription per freelancer: $690 a month.' : 'Words only.',
      notes: '',
    })),
  },
);
const facts = [modelFact('price', 24), modelFact('breakEvenMonth', 8)];

async function openVenture() {
  const user = userEvent.setup();
  renderRoutes(routes, [VENTURE_PATH]);
  await screen.findByRole('heading', { level: 1, name: 'Venture' });
  return user;
}

/** A request that changes the venture's work (marking its activity seen does not). */
const changesWork = (call: { method: string; url: string }) =>
  call.method === 'PUT' && !call.url.endsWith('/activity/seen');

const factRow = (label: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByText(label, { exact: true }) !== null)!;

/** A line of the feed about the deck. */
const deckLine = (
  line: Pick<ActivityItem, 'kind' | 'who' | 'at'> & Partial<Pick<ActivityItem, 'mine' | 'anchor'>>,
): ActivityItem => ({
  mine: false,
  tool: 'pitch-deck',
  documentId: deck.id,
  documentTitle: 'Deck',
  subject: null,
  anchor: null,
  role: null,
  ...line,
});
/** A line of the feed about the team, or a comment on one of the venture's facts. */
const teamLine = (
  line: Pick<ActivityItem, 'kind' | 'who' | 'at'> & Partial<Pick<ActivityItem, 'mine' | 'subject' | 'role' | 'anchor'>>,
): ActivityItem => ({
  mine: false,
  tool: null,
  documentId: null,
  documentTitle: null,
  subject: null,
  anchor: null,
  role: null,
  ...line,
});

describe('the Venture screen', () => {
  it('shows the profile, every fact with its source or Not set, and each tool’s newest result', async () => {
    serveWorkspace(fetch, { documents: [deck], facts });
    await openVenture();
    expect(await screen.findByRole('heading', { level: 2, name: SAMPLE_VENTURE.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Venture Profile' })).toBeEnabled();

    const price = factRow('Monthly price per customer');
    expect(price).toHaveTextContent('$24/customer/month');
    expect(price).toHaveTextContent('From the financial model, 22 Nov');
    expect(factRow('Raise')).toHaveTextContent('Not set');

    const documents = screen.getByRole('region', { name: 'Documents' });
    const deckRow = within(documents).getByText('Pitch Deck').closest('li')!;
    expect(deckRow).toHaveTextContent('1 figure differs from your venture’s facts.');
    expect(within(deckRow).getByRole('link', { name: 'Regenerate Pitch Deck' })).toHaveAttribute(
      'href',
      '/dashboard/pitch-deck?regenerate',
    );
    const planRow = within(documents).getByText('Business Plan').closest('li')!;
    expect(planRow).toHaveTextContent('Not made yet');
    expect(within(planRow).getByRole('link', { name: 'Create Business Plan' })).toHaveAttribute(
      'href',
      '/dashboard/business-plan',
    );
  });

  it('shows the funding need beside the founder’s round, never in its place', async () => {
    const note = 'Funding need $459,389: your round of $600,000 covers it through Month 21';
    serveWorkspace(fetch, { documents: [deck], facts: [...facts, { ...modelFact('raise', 600_000), note }] });
    await openVenture();
    await screen.findByRole('heading', { level: 2, name: SAMPLE_VENTURE.name });
    expect(factRow('Raise')).toHaveTextContent('$600,000');
    expect(factRow('Raise')).toHaveTextContent(note);
  });

  it('pins a fact, says so, and unpins it, keeping focus on the row', async () => {
    serveWorkspace(fetch, { documents: [deck], facts });
    const user = await openVenture();
    await user.click(await screen.findByRole('button', { name: 'Pin Raise' }));
    const field = screen.getByRole('spinbutton', { name: 'Raise' });
    expect(field).toHaveFocus();
    expect(screen.getByText('Between $1,000 and $10,000,000,000')).toBeInTheDocument();
    await user.paste('750000');
    await user.click(screen.getByRole('button', { name: 'Save Pin' }));
    await findToast('Fact Pinned', 'Documents are checked against your value from now on.', 'success');
    expect(factRow('Raise')).toHaveTextContent('$750,000');
    expect(factRow('Raise')).toHaveTextContent('Pinned by you');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Change Raise' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Unpin Raise' }));
    await findToast('Pin Removed', 'The tool’s value counts again.', 'success');
    expect(factRow('Raise')).toHaveTextContent('Not set');
  });

  it('refuses a value outside the fact’s range before sending it, and Escape cancels', async () => {
    serveWorkspace(fetch, { documents: [deck], facts });
    const user = await openVenture();
    await user.click(await screen.findByRole('button', { name: 'Pin Monthly price per customer' }));
    const field = screen.getByRole('spinbutton', { name: 'Monthly price per customer' });
    await user.clear(field);
    await user.paste('0');
    await user.click(screen.getByRole('button', { name: 'Save Pin' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Monthly price per customer must be between $1 and $50,000 per customer per month.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.calls.filter(changesWork)).toHaveLength(0);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pin Monthly price per customer' })).toHaveFocus());
    expect(factRow('Monthly price per customer')).toHaveTextContent('$24/customer/month');
  });

  it('deletes the venture once its name is typed, then says there is none, focus on the page', async () => {
    const state = serveWorkspace(fetch, { documents: [deck], facts });
    const user = await openVenture();
    await user.click(await screen.findByRole('button', { name: 'Delete Venture' }));
    const dialog = await findDialog('Delete Venture');
    await user.type(
      within(dialog).getByRole('textbox', { name: `Type “${SAMPLE_VENTURE.name}” to confirm` }),
      SAMPLE_VENTURE.name,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete Venture' }));
    await findToast('Venture Deleted', `${SAMPLE_VENTURE.name} and everything in it were deleted.`, 'success');
    expect(
      await screen.findByText(
        'No venture yet. Generate a result with any tool, or choose New Venture in the venture menu, and it appears here.',
      ),
    ).toBeInTheDocument();
    expect(state.documents).toEqual([]);
    // The button that opened the dialog went with the venture: focus goes to the main region.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('says so when there is no venture yet', async () => {
    serveWorkspace(fetch);
    await openVenture();
    expect(await screen.findByText(/^No venture yet\./)).toBeInTheDocument();
  });

  it('changes the venture’s currency on its model, converting nothing', async () => {
    const model = savedDocument(
      'financials',
      { pricingModel: 'Subscription', customerType: 'B2B - Small Business', costs: 'Salaries' },
      buildFinancialModel(sampleAssumptions),
    );
    serveWorkspace(fetch, { documents: [model], facts });
    const user = await openVenture();
    const currency = await screen.findByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveValue('USD');
    expect(currency).toHaveAccessibleDescription(/no amount is converted/);
    await user.selectOptions(currency, 'EUR: Euro');
    await findToast('Currency Updated', 'Every amount now reads in EUR: Euro. No amount was converted.', 'success');
    const [put] = fetch.calls.filter(changesWork);
    const sent = put!.body as {
      version: number;
      result: { assumptions: { currency: string; monthlyPricePerCustomer: { value: number } } };
    };
    expect(sent.result.assumptions.currency).toBe('EUR');
    expect(sent.result.assumptions.monthlyPricePerCustomer.value).toBe(sampleAssumptions.monthlyPricePerCustomer.value);
  });

  it('keeps US dollars until there is a model to carry the currency', async () => {
    serveWorkspace(fetch, { documents: [deck], facts: [] });
    await openVenture();
    expect(await screen.findByRole('combobox', { name: 'Currency' })).toBeDisabled();
  });

  it('lists the team’s activity with who did what, leading to each tool, and what is new since the last visit', async () => {
    const state = serveWorkspace(fetch, {
      venture: SAMPLE_VENTURE,
      documents: [deck],
      account: { id: 'lena', name: 'Lena Park', email: 'lena@example.com' },
      activity: {
        newCount: 3,
        items: [
          teamLine({
            kind: 'role changed',
            who: 'Lena Park',
            mine: true,
            subject: 'Sam Lee',
            role: 'editor',
            at: '2026-11-30T10:10:00.000Z',
          }),
          teamLine({
            kind: 'commented',
            who: 'Sam Lee',
            subject: 'Market size',
            anchor: 'marketSize',
            at: '2026-11-30T10:06:00.000Z',
          }),
          deckLine({ kind: 'commented', who: 'Sam Lee', anchor: 'slides.5', at: '2026-11-30T10:05:00.000Z' }),
          deckLine({ kind: 'rewrote', who: 'Sam Lee', at: '2026-11-30T10:04:00.000Z' }),
          deckLine({ kind: 'used a fact', who: 'Sam Lee', at: '2026-11-30T10:03:00.000Z' }),
          deckLine({ kind: 'edited', who: 'Sam Lee', at: '2026-11-30T10:02:00.000Z' }),
          teamLine({ kind: 'joined', who: 'Sam Lee', role: 'commenter', at: '2026-11-30T10:00:00.000Z' }),
          teamLine({
            kind: 'invited',
            who: 'Lena Park',
            mine: true,
            role: 'commenter',
            at: '2026-11-29T09:30:00.000Z',
          }),
          deckLine({ kind: 'shared', who: null, at: '2026-11-29T09:00:00.000Z' }),
          deckLine({ kind: 'generated', who: 'Lena Park', mine: true, at: '2026-11-28T09:00:00.000Z' }),
        ],
      },
    });
    await openVenture();
    const section = await screen.findByRole('region', { name: 'Activity' });
    expect(await within(section).findByText('3 new since your last visit.')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'You made Sam Lee an editor',
      'Sam Lee commented on Market size',
      'Sam Lee commented on the Pitch Deck',
      'Sam Lee rewrote part of the Pitch Deck with AI',
      'Sam Lee used a fact in the Pitch Deck',
      'Sam Lee edited the Pitch Deck',
      'Sam Lee joined the workspace as a commenter',
      'You invited a new commenter',
      'A share link was made for the Pitch Deck',
      'You made the Pitch Deck',
    ]);
    expect(within(section).getByRole('link', { name: 'Sam Lee edited the Pitch Deck' })).toHaveAttribute(
      'href',
      '/dashboard/pitch-deck',
    );
    // A comment leads to its thread: on its result, or on this screen's fact; the team's lines to the Team screen.
    expect(within(section).getByRole('link', { name: 'Sam Lee commented on the Pitch Deck' })).toHaveAttribute(
      'href',
      `/dashboard/pitch-deck?document=${deck.id}&part=slides.5`,
    );
    expect(within(section).getByRole('link', { name: 'Sam Lee commented on Market size' })).toHaveAttribute(
      'href',
      '/dashboard/venture?part=marketSize',
    );
    expect(within(section).getByRole('link', { name: 'You made Sam Lee an editor' })).toHaveAttribute(
      'href',
      '/dashboard/team',
    );
    // This visit marks it seen, once.
    await waitFor(() => expect(state.activitySeen).toBe(1));
  });
});
