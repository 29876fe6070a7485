// @vitest-environment jsdom
/**
 * Comments on a result's parts as members use them (docs/product.md §16 "Comments"), against the
 * fake server: a member comments and sees it; a viewer reads without Comment; a guest sees none;
 * Resolve and Reopen; a thread on an earlier version; a failed post keeps what was typed.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/core/account/roles';
import type { ThreadView } from '@/core/comments/schema';
import { LENA, samThread } from '../../../tests/support/web/comments-fetch';
import { allowSlowScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { offlineResult } from '../../../tests/support/fixtures';
import BusinessPlanView from '@/web/tools/business-plan-view';
import { WORKSPACE_CHANGE_EVENT } from '@/web/live/events';

allowSlowScreens();
const fetch = stubFetchPerTest();

const DOCUMENT = savedDocument('business-plan', { idea: 'LedgerLoop' }, offlineResult('business-plan'));
const COMMENTS_PATH = `/api/documents/${DOCUMENT.id}/comments`;

const thread = (overrides: Partial<ThreadView> = {}) => samThread('Is <b>this</b> the ask?', overrides);

/** The plan on screen for a member in `role` (or a guest), with the given threads. */
async function opened(role: Role | null, threads: ThreadView[] = []) {
  const state = serveWorkspace(fetch, {
    documents: [DOCUMENT],
    ...(role && { account: LENA, membership: { id: 'w1', name: 'PawPantry founders', role } }),
    threads: { [DOCUMENT.id]: threads },
  });
  const user = userEvent.setup();
  await renderToolScreen(<BusinessPlanView />);
  await screen.findByRole('heading', { name: 'Your Business Plan' });
  return { user, state };
}

const panel = () => screen.getByRole('region', { name: 'Comments on Executive Summary' });

describe('comments on a part', () => {
  it('lets a commenter comment on a part, see it, and close the panel with focus back on Comment', async () => {
    const { user, state } = await opened('commenter');
    // A commenter reads: no Edit.
    expect(screen.queryByRole('button', { name: 'Edit Executive Summary' })).toBeNull();
    const comment = await screen.findByRole('button', { name: 'Comment on Executive Summary' });
    await user.click(comment);
    const field = await within(panel()).findByLabelText('New comment');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Say the ask in euros.');
    await user.click(within(panel()).getByRole('button', { name: 'Comment' }));

    expect(await within(panel()).findByText('Say the ask in euros.')).toBeInTheDocument();
    expect(within(panel()).getByText('Lena Park')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(fetch.callsTo(COMMENTS_PATH).find((call) => call.method === 'POST')?.body).toEqual({
      path: ['executiveSummary'],
      body: 'Say the ask in euros.',
    });
    expect(state.threads[DOCUMENT.id]).toHaveLength(1);
    // The count beside the part's controls.
    expect(screen.getByRole('button', { name: '1 comment on Executive Summary' })).toHaveTextContent('1 comment');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Comments on Executive Summary' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Comment on Executive Summary' })).toHaveFocus();
  });

  it('replies to a thread by keyboard, as text, never markup', async () => {
    const { user } = await opened('owner', [thread()]);
    await user.click(await screen.findByRole('button', { name: '1 comment on Executive Summary' }));
    // Rendered as text: the tags show, nothing is bold.
    expect(within(panel()).getByText('Is <b>this</b> the ask?')).toBeInTheDocument();
    expect(panel().querySelector('b')).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Reply' }));
    const reply = within(panel()).getByLabelText('Reply to Sam Lee');
    await waitFor(() => expect(reply).toHaveFocus());
    await user.type(reply, 'Yes: 500,000 euros.');
    await user.click(within(panel()).getAllByRole('button', { name: 'Reply' })[0]!);
    expect(await within(panel()).findByText('Yes: 500,000 euros.')).toBeInTheDocument();
    expect(fetch.callsTo(COMMENTS_PATH).find((call) => call.method === 'POST')?.body).toMatchObject({ replyTo: 'c1' });
    expect(screen.getByRole('button', { name: '2 comments on Executive Summary' })).toBeInTheDocument();
  });

  it('shows a viewer the threads without Comment, Reply or Resolve', async () => {
    const { user } = await opened('viewer', [thread()]);
    const count = await screen.findByRole('button', { name: '1 comment on Executive Summary' });
    expect(screen.queryByRole('button', { name: 'Comment on Executive Summary' })).toBeNull();
    await user.click(count);
    expect(within(panel()).getByText('Is <b>this</b> the ask?')).toBeInTheDocument();
    expect(within(panel()).getByText('Sam Lee')).toBeInTheDocument();
    expect(within(panel()).queryByLabelText('New comment')).toBeNull();
    expect(within(panel()).queryByRole('button', { name: /Reply|Resolve|Comment/ })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: '1 comment on Executive Summary' })).toHaveFocus();
  });

  it('shows a guest no comment UI and asks nothing of the comments API', async () => {
    await opened(null, [thread()]);
    expect(await screen.findByRole('button', { name: 'Edit Executive Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /comment/i })).toBeNull();
    expect(fetch.callsTo(COMMENTS_PATH)).toEqual([]);
  });

  it('resolves and reopens a thread; a resolved one leaves the count', async () => {
    const { user } = await opened('editor', [thread()]);
    await user.click(await screen.findByRole('button', { name: '1 comment on Executive Summary' }));
    await user.click(within(panel()).getByRole('button', { name: 'Resolve' }));
    expect(await within(panel()).findByText('Resolved by Lena Park')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '1 comment on Executive Summary' })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Reopen' }));
    expect(await within(panel()).findByRole('button', { name: 'Resolve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 comment on Executive Summary' })).toBeInTheDocument();
    expect(fetch.callsTo('/api/comments/c1').map((call) => call.body)).toEqual([
      { resolved: true },
      { resolved: false },
    ]);
  });

  it('gives focus to Comment on Close once the count that opened the panel has left', async () => {
    const { user } = await opened('commenter', [thread()]);
    await user.click(await screen.findByRole('button', { name: '1 comment on Executive Summary' }));
    await user.click(within(panel()).getByRole('button', { name: 'Resolve' }));
    expect(await within(panel()).findByText('Resolved by Lena Park')).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Comments on Executive Summary' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Comment on Executive Summary' })).toHaveFocus());
  });

  it('says a thread is on an earlier version of the part', async () => {
    const { user } = await opened('commenter', [thread({ earlierVersion: true })]);
    await user.click(await screen.findByRole('button', { name: '1 comment on Executive Summary' }));
    expect(within(panel()).getByText('on an earlier version')).toBeInTheDocument();
  });

  it('keeps the typed text when a post fails, and says why', async () => {
    const { user } = await opened('commenter');
    fetch.on(COMMENTS_PATH, (call) =>
      call.method === 'POST'
        ? jsonResponse(409, { error: 'This result has 500 comments, the most it can hold.' })(call)
        : jsonResponse(200, { threads: [] })(call),
    );
    await user.click(await screen.findByRole('button', { name: 'Comment on Executive Summary' }));
    const field = await within(panel()).findByLabelText('New comment');
    await user.type(field, 'Keep me.');
    await user.click(within(panel()).getByRole('button', { name: 'Comment' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'Your comment was not sent: This result has 500 comments, the most it can hold.',
    );
    expect(field).toHaveValue('Keep me.');
  });

  it('shows a comment another member made, once the workspace says the threads changed', async () => {
    const { state } = await opened('editor');
    await screen.findByRole('button', { name: 'Comment on Executive Summary' });
    expect(screen.queryByRole('button', { name: /comments? on Executive Summary/ })).toBeNull();
    // Sam comments elsewhere; the workspace's stream tells the page (live-changes.ts).
    state.threads[DOCUMENT.id] = [thread()];
    window.dispatchEvent(
      new CustomEvent(WORKSPACE_CHANGE_EVENT, {
        detail: { kind: 'comments', ventureId: DOCUMENT.ventureId, documentId: DOCUMENT.id },
      }),
    );
    expect(await screen.findByRole('button', { name: '1 comment on Executive Summary' })).toBeInTheDocument();
  });
});
