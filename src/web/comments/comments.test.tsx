// @vitest-environment jsdom
/**
 * Comments on a plan's section as members use them (docs/product.md §16 "Comments"), against the
 * fake server: a commenter opens a part's comments, writes one, sees the count and
 * resolves; a refusal keeps the text; focus goes back to the button; a viewer reads a thread but
 * writes none; a guest has no comments.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/core/account/roles';
import type { ThreadView } from '@/core/comments/schema';
import { routes } from '@/web/router';
import { offlineResult } from '../../../tests/support/fixtures';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';

const CAM = { id: 'a3', name: 'Cam Diaz', email: 'cam@example.com' };
allowSlowScreens();
preloadScreens(
  () => import('@/web/tools/business-plan-view'),
  () => import('./comments-panel'),
  () => import('@/web/dashboard/dashboard-layout'),
);
const fetch = stubFetchPerTest();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const thread = (comments: { author: string; body: string }[], resolved = false): ThreadView => ({
  id: 't1',
  path: ['executiveSummary'],
  resolved,
  resolvedBy: resolved ? 'Cam Diaz' : null,
  earlierVersion: false,
  comments: comments.map((one, index) => ({
    id: `c${index}`,
    ...one,
    createdAt: '2026-11-30T09:00:00.000Z',
    mine: false,
  })),
});

/** The plan open for `role` (a guest without one), with `threads` on the server. */
async function planAs(role: Role | null, threads: ThreadView[] = []) {
  const plan = savedDocument('business-plan', { idea: 'WagBox' }, offlineResult('business-plan'));
  serveWorkspace(fetch, {
    documents: [plan],
    ...(role ? { account: CAM, membership: { id: 'w1', name: 'PawPantry founders', role } } : {}),
  });
  fetch.on(`/api/documents/${plan.id}/comments`, () => answer(200, { threads }));
  renderRoutes(routes, ['/dashboard/business-plan']);
  await screen.findByRole('heading', { name: 'Your Business Plan' });
  return plan.id;
}

describe('comments on a part', () => {
  it('a commenter comments on a section (a refusal keeps the text), sees the count, resolves, and focus goes back to the button', async () => {
    const user = userEvent.setup();
    const planId = await planAs('commenter');
    await user.click(await screen.findByRole('button', { name: 'Comments on Executive Summary' }));
    const panel = await screen.findByRole('region', { name: 'Comments on Executive Summary' });

    // Refused: the text stays, with why.
    fetch.once(`/api/documents/${planId}/comments`, () =>
      answer(409, { error: 'A result holds at most 500 comments.' }),
    );
    await user.type(within(panel).getByLabelText('Comment on Executive Summary'), 'Who pays for the food?');
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(await within(panel).findByText('A result holds at most 500 comments.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Comment on Executive Summary')).toHaveValue('Who pays for the food?');

    fetch.once(`/api/documents/${planId}/comments`, () =>
      answer(201, thread([{ author: 'Cam Diaz', body: 'Who pays for the food?' }])),
    );
    await user.click(within(panel).getByRole('button', { name: 'Comment' }));
    expect(await within(panel).findByRole('article', { name: 'Thread by Cam Diaz' })).toHaveTextContent(
      'Who pays for the food?',
    );
    expect(fetch.callsTo(`/api/documents/${planId}/comments`).at(-1)?.body).toEqual({
      path: ['executiveSummary'],
      body: 'Who pays for the food?',
    });
    expect(screen.getByRole('button', { name: 'Comments on Executive Summary: 1 open' })).toHaveTextContent(
      'Comments (1)',
    );

    fetch.once('/api/comments/t1', () =>
      answer(200, thread([{ author: 'Cam Diaz', body: 'Who pays for the food?' }], true)),
    );
    await user.click(within(panel).getByRole('button', { name: 'Resolve' }));
    expect(await within(panel).findByText('Resolved by Cam Diaz.')).toBeInTheDocument();
    expect(fetch.callsTo('/api/comments/t1')[0]?.body).toEqual({ resolved: true });
    expect(screen.getByRole('button', { name: 'Comments on Executive Summary' })).toHaveTextContent('Comment');

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Comments on Executive Summary' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Comments on Executive Summary' })).toHaveFocus();
  });

  it('a viewer reads a thread and writes none; a guest has no comments', async () => {
    const user = userEvent.setup();
    await planAs('viewer', [thread([{ author: 'Lena Park', body: 'Shorter, please.' }])]);
    await user.click(await screen.findByRole('button', { name: 'Comments on Executive Summary: 1 open' }));
    const panel = await screen.findByRole('region', { name: 'Comments on Executive Summary' });
    expect(within(panel).getByText('Shorter, please.')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Resolve' })).toBeNull();
    // Nothing to read elsewhere: no button on the other parts.
    expect(screen.queryByRole('button', { name: 'Comments on Problem Statement' })).toBeNull();
  });

  it('shows a guest no Comment button', async () => {
    await planAs(null);
    expect(await screen.findByRole('button', { name: 'Edit Executive Summary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Comments on/ })).toBeNull();
  });
});
