// @vitest-environment jsdom
/**
 * Comments on the model's assumptions (docs/product.md §16 "Comments"), against the fake server: a
 * commenter comments on one (their panel gives focus back to its Comment button); a viewer reads
 * its thread from the count without Comment; a guest sees none and asks for none. Each cost line,
 * hiring-plan role and funding event carries its own thread, anchored by its place in its list, and
 * so does each of the Cash and Funding numbers (starting cash, the buffer, the founders' share).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/core/account/roles';
import type { ThreadView } from '@/core/comments/schema';
import { buildFinancialModel } from '@/core/finance/engine';
import { sampleAssumptions, sampleInputs } from '../../../../tests/support/fixtures';
import { LENA, samThread } from '../../../../tests/support/web/comments-fetch';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../../tests/support/web/screen-test';
import '../../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../../tests/support/web/workspace-fetch';
import FinancialsView from '../financials-view';

allowSlowScreens();
preloadScreens(
  () => import('./model-report'),
  () => import('./model-editing'),
  () => import('@/web/comments/part-comments'),
);
const fetch = stubFetchPerTest();

const ROLE = { title: 'Engineer', count: 2, monthlySalary: 6_000, startMonth: 1, employerCostPercent: 20 };
const ROUND = { kind: 'equity' as const, amount: 100_000, month: 3, preMoneyValuation: 900_000 };
const MODEL = savedDocument(
  'financials',
  sampleInputs.financials,
  buildFinancialModel({
    ...sampleAssumptions,
    hiringPlan: [ROLE],
    funding: { ...sampleAssumptions.funding, fundingEvents: [ROUND] },
  }),
);
const COMMENTS_PATH = `/api/documents/${MODEL.id}/comments`;
const PRICE = 'Price per customer';

async function opened(role: Role | null, threads: ThreadView[] = []) {
  serveWorkspace(fetch, {
    documents: [MODEL],
    ...(role && { account: LENA, membership: { id: 'w1', name: 'PawPantry founders', role } }),
    threads: { [MODEL.id]: threads },
  });
  const user = userEvent.setup();
  await renderToolScreen(<FinancialsView />);
  await screen.findByRole('region', { name: 'Assumptions' });
  return user;
}

const panel = (label = PRICE) => screen.getByRole('region', { name: `Comments on ${label}` });

/** A row of each list the model's assumptions hold, as its buttons name it, and the part it is. */
const ROWS = [
  { label: 'Office rent', path: ['assumptions', 'costs', 1] },
  { label: 'Engineer', path: ['assumptions', 'hiringPlan', 0] },
  { label: 'Equity round 1', path: ['assumptions', 'funding', 'fundingEvents', 0] },
];

/** The Cash and Funding numbers, as their buttons name them, and the part each is. */
const FUNDING_NUMBERS = [
  { label: 'Starting cash', path: ['assumptions', 'funding', 'startingCash'] },
  { label: 'Buffer after break-even', path: ['assumptions', 'funding', 'bufferMonths'] },
  { label: 'Founders’ ownership', path: ['assumptions', 'funding', 'founderOwnershipPercent'] },
];
const PARTS = [...ROWS, ...FUNDING_NUMBERS];

describe('comments on the model’s assumptions', () => {
  it('lets a commenter comment on an assumption and close the panel with focus back on Comment', async () => {
    const user = await opened('commenter');
    const comment = await screen.findByRole('button', { name: `Comment on ${PRICE}` });
    expect(screen.getByRole('button', { name: 'Comment on Monthly churn' })).toBeInTheDocument();
    await user.click(comment);
    const field = await within(panel()).findByLabelText('New comment');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Cafés pay more than this.');
    await user.click(within(panel()).getByRole('button', { name: 'Comment' }));

    expect(await within(panel()).findByText('Cafés pay more than this.')).toBeInTheDocument();
    expect(fetch.callsTo(COMMENTS_PATH).find((call) => call.method === 'POST')?.body).toEqual({
      path: ['assumptions', 'monthlyPricePerCustomer'],
      body: 'Cafés pay more than this.',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: `Comments on ${PRICE}` })).toBeNull());
    await waitFor(() => expect(comment).toHaveFocus());
  });

  it('lets a viewer read an assumption’s thread from its count, without Comment', async () => {
    const thread = samThread('Is this the launch price?', { path: ['assumptions', 'monthlyPricePerCustomer'] });
    const user = await opened('viewer', [thread]);
    const count = await screen.findByRole('button', { name: `1 comment on ${PRICE}` });
    expect(screen.queryByRole('button', { name: `Comment on ${PRICE}` })).toBeNull();
    await user.click(count);
    expect(within(panel()).getByText('Is this the launch price?')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(count).toHaveFocus());
  });

  it('shows a guest no comment, and asks the server for none', async () => {
    await opened(null);
    expect(await screen.findByRole('spinbutton', { name: PRICE })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Comment on|comments? on/ })).toBeNull();
    expect(fetch.callsTo(COMMENTS_PATH)).toEqual([]);
  });
});

describe('comments on each row of the model’s lists and each Cash and Funding number', () => {
  it.each(PARTS)('lets a commenter comment on $label, then shows its count', async ({ label, path }) => {
    const user = await opened('commenter');
    const comment = await screen.findByRole('button', { name: `Comment on ${label}` });
    await user.click(comment);
    const field = await within(panel(label)).findByLabelText('New comment');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Is this right?');
    await user.click(within(panel(label)).getByRole('button', { name: 'Comment' }));

    expect(await within(panel(label)).findByText('Is this right?')).toBeInTheDocument();
    expect(fetch.callsTo(COMMENTS_PATH).find((call) => call.method === 'POST')?.body).toEqual({
      path,
      body: 'Is this right?',
    });
    expect(screen.getByRole('button', { name: `1 comment on ${label}` })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: `Comments on ${label}` })).toBeNull());
    await waitFor(() => expect(comment).toHaveFocus());
  });

  it('lets a viewer read each one’s thread from its count, without Comment', async () => {
    const threads = PARTS.map(({ label, path }, at) => samThread(`About ${label}`, { id: `t${at}`, path }));
    const user = await opened('viewer', threads);
    for (const { label } of PARTS) {
      const count = await screen.findByRole('button', { name: `1 comment on ${label}` });
      expect(screen.queryByRole('button', { name: `Comment on ${label}` })).toBeNull();
      await user.click(count);
      expect(within(panel(label)).getByText(`About ${label}`)).toBeInTheDocument();
      await user.click(within(panel(label)).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(count).toHaveFocus());
    }
  });
});
