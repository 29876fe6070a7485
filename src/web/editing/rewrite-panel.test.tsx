// @vitest-environment jsdom
/**
 * Rewrite with AI (docs/product.md §11) on a plan section, as a founder uses it: a style, the
 * rewrite streaming into a preview beside the current text, Stop, Accept (saved as an edit) or
 * Discard (nothing saved), a failure that leaves the part, the instruction's limit, and focus.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { editedResults } from '../../../tests/support/web/editing';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import BusinessPlanView from '../tools/business-plan-view';

allowSlowScreens();
const fetch = stubFetchPerTest();

const SUMMARY =
  'LedgerLoop helps freelancers in Germany set money aside for tax. It does so automatically, every month.';
const SHORTER = 'LedgerLoop sets tax money aside for freelancers.';
const plan = {
  executiveSummary: SUMMARY,
  problemStatement: 'Freelancers are surprised by tax bills they did not save for.',
  solutionOverview: 'An app that moves a share of every client payment into a tax pot.',
  targetMarket: 'About two million freelancers in Germany.',
  businessModel: 'A subscription at 12 euros a month.',
  goToMarket: 'Partnerships with tax advisers.',
  competitiveAnalysis: 'Banks are generic and accounting suites are complex.',
  keyMilestones: ['Month 3: pilot with 20 freelancers', 'Month 6: public launch'],
};
const REWRITE_PATH = '/api/rewrite/business-plan';

async function opened() {
  serveWorkspace(fetch, { documents: [savedDocument('business-plan', { idea: 'LedgerLoop' }, plan)] });
  const user = userEvent.setup();
  await renderToolScreen(<BusinessPlanView />);
  await screen.findByRole('heading', { name: 'Your Business Plan' });
  return user;
}

const rewriteButton = () => screen.getByRole('button', { name: 'Rewrite with AI: Executive Summary' });
const panel = () => screen.findByRole('region', { name: 'Rewrite with AI: Executive Summary' });
const summaryShown = () => screen.getByRole('tabpanel');

/** Opens the panel, presses Shorter and streams the rewrite in two pieces, leaving it open. */
async function streamShorter(user: ReturnType<typeof userEvent.setup>) {
  await user.click(rewriteButton());
  const open = await panel();
  const stream = fetch.hold(REWRITE_PATH);
  await user.click(within(open).getByRole('button', { name: 'Shorter' }));
  const held = await stream;
  const text = JSON.stringify({ part: SHORTER });
  held.delta(text.slice(0, 25));
  const preview = await within(open).findByRole('region', { name: 'Rewritten Executive Summary' });
  await waitFor(() => expect(preview).toHaveTextContent(SHORTER.slice(0, 10)));
  return { open, held, preview, text };
}

describe('Rewrite with AI', () => {
  it('Shorter streams into a preview beside the current text; Accept saves it as an edit and gives focus back', async () => {
    const user = await opened();
    const { open, held, preview, text } = await streamShorter(user);
    expect(fetch.callsTo(REWRITE_PATH)[0]!.body).toEqual({
      documentId: 'business-plan-doc-1',
      path: ['executiveSummary'],
      style: 'shorter',
    });
    expect(within(open).getByRole('region', { name: 'Current Executive Summary' })).toHaveTextContent(SUMMARY);
    expect(summaryShown()).toHaveTextContent(SUMMARY);
    expect(within(open).getByRole('button', { name: 'Stop' })).toHaveFocus();
    expect(within(open).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();

    held.delta(text.slice(25)).done(SHORTER).end();
    const accept = await within(open).findByRole('button', { name: 'Accept' });
    expect(preview).toHaveTextContent(SHORTER);
    await waitFor(() => expect(accept).toHaveFocus());
    expect(editedResults(fetch)).toEqual([]);
    await user.click(accept);

    await findToast('Changes Saved', 'Your changes have been saved.', 'success');
    // Saved as an edit that says it was a rewrite (the activity feed tells it so).
    expect(editedResults(fetch)).toEqual([
      { version: 1, result: { ...plan, executiveSummary: SHORTER }, cause: 'rewrite' },
    ]);
    expect(screen.queryByRole('region', { name: 'Rewrite with AI: Executive Summary' })).not.toBeInTheDocument();
    expect(summaryShown()).toHaveTextContent(SHORTER);
    await waitFor(() => expect(rewriteButton()).toHaveFocus());
  });

  it('Discard keeps the text, saves nothing, and gives focus back', async () => {
    const user = await opened();
    const { open, held, text } = await streamShorter(user);
    held.delta(text.slice(25)).done(SHORTER).end();
    await user.click(await within(open).findByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Rewrite with AI: Executive Summary' })).not.toBeInTheDocument();
    expect(summaryShown()).toHaveTextContent(SUMMARY);
    expect(editedResults(fetch)).toEqual([]);
    await waitFor(() => expect(rewriteButton()).toHaveFocus());
  });

  it('Stop ends the request and goes back to the choices; Escape closes the panel', async () => {
    const user = await opened();
    const { open, held } = await streamShorter(user);
    const request = fetch.callsTo(REWRITE_PATH)[0]!;
    await user.click(within(open).getByRole('button', { name: 'Stop' }));
    expect(request.signal?.aborted).toBe(true);
    await held.finished;
    expect(within(open).queryByRole('region', { name: 'Rewritten Executive Summary' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(open).getByRole('button', { name: 'Shorter' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Rewrite with AI: Executive Summary' })).not.toBeInTheDocument();
    expect(summaryShown()).toHaveTextContent(SUMMARY);
    expect(editedResults(fetch)).toEqual([]);
    await waitFor(() => expect(rewriteButton()).toHaveFocus());
  });

  it('a failed rewrite leaves the part as it was, with the tool’s error toast', async () => {
    const user = await opened();
    const { open, held } = await streamShorter(user);
    held.error('Failed to parse the AI response. Please try again.').end();
    await findToast('Error', 'Failed to generate business plan. Please try again.', 'error');
    expect(within(open).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Shorter' })).toBeInTheDocument();
    expect(summaryShown()).toHaveTextContent(SUMMARY);
    expect(editedResults(fetch)).toEqual([]);
  });

  it('sends the founder’s instruction, at most 500 characters, with a counter and the limit beside the field', async () => {
    const user = await opened();
    await user.click(rewriteButton());
    const open = await panel();
    await waitFor(() => expect(within(open).getByRole('button', { name: 'Shorter' })).toHaveFocus());
    const field = within(open).getByRole('textbox', { name: 'Instruction' });
    await user.click(within(open).getByRole('button', { name: 'Rewrite' }));
    expect(within(open).getByText('Instruction cannot be empty.')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.click(field);
    await user.paste('x'.repeat(501));
    expect(within(open).getByText('501 / 500')).toBeInTheDocument();
    expect(within(open).getByText('Instruction must be at most 500 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(open).getByRole('button', { name: 'Rewrite' }));
    expect(fetch.callsTo(REWRITE_PATH)).toHaveLength(0);

    await user.clear(field);
    await user.paste('Mention the pilot');
    expect(within(open).getByText('17 / 500')).toBeInTheDocument();
    const stream = fetch.hold(REWRITE_PATH);
    await user.click(within(open).getByRole('button', { name: 'Rewrite' }));
    (await stream).done(SHORTER).end();
    await within(open).findByRole('button', { name: 'Accept' });
    expect(fetch.callsTo(REWRITE_PATH)[0]!.body).toMatchObject({ style: 'custom', instruction: 'Mention the pilot' });
  });
});
