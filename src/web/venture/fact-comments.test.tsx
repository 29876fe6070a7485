// @vitest-environment jsdom
/**
 * Comments on the Venture screen's facts (docs/product.md §16 "Comments"), against the fake server:
 * a commenter comments on a fact and the panel gives focus back to the button that opened it; a
 * viewer reads a fact's thread without Comment; a link to a fact's thread opens it; a guest sees
 * no comment and asks for none.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Role } from '@/core/account/roles';
import type { ThreadView } from '@/core/comments/schema';
import { modelFact } from '../../../tests/support/venture-facts';
import { LENA, samThread } from '../../../tests/support/web/comments-fetch';
import { renderRoutes } from '../../../tests/support/web/render';
import { allowSlowScreens, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { SAMPLE_VENTURE, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { routes } from '@/web/router';
import { VENTURE_PATH } from './venture-path';

allowSlowScreens();
preloadScreens(
  () => import('@/web/dashboard/dashboard-layout'),
  () => import('./venture-view'),
);
const fetch = stubFetchPerTest();
const COMMENTS_PATH = `/api/ventures/${SAMPLE_VENTURE.id}/comments`;
const PRICE = 'Monthly price per customer';

async function opened(role: Role | null, threads: ThreadView[] = [], search = '') {
  serveWorkspace(fetch, {
    venture: SAMPLE_VENTURE,
    facts: [modelFact('price', 24)],
    ...(role && { account: LENA, membership: { id: 'w1', name: 'PawPantry founders', role } }),
    threads: { [SAMPLE_VENTURE.id]: threads },
  });
  const user = userEvent.setup();
  renderRoutes(routes, [VENTURE_PATH + search]);
  await screen.findByRole('heading', { level: 1, name: 'Venture' });
  return user;
}

const panel = () => screen.getByRole('region', { name: `Comments on ${PRICE}` });

describe('comments on a fact', () => {
  it('lets a commenter comment on a fact and close the panel with focus back on Comment', async () => {
    const user = await opened('commenter');
    const comment = await screen.findByRole('button', { name: `Comment on ${PRICE}` });
    // Every fact has one, set or not.
    expect(screen.getByRole('button', { name: 'Comment on Team size' })).toBeInTheDocument();
    await user.click(comment);
    expect(comment).toHaveAttribute('aria-expanded', 'true');
    const field = await within(panel()).findByLabelText('New comment');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Tested with five cafés?');
    await user.click(within(panel()).getByRole('button', { name: 'Comment' }));

    expect(await within(panel()).findByText('Tested with five cafés?')).toBeInTheDocument();
    expect(fetch.callsTo(COMMENTS_PATH).find((call) => call.method === 'POST')?.body).toEqual({
      path: ['price'],
      body: 'Tested with five cafés?',
    });
    expect(screen.getByRole('button', { name: `1 comment on ${PRICE}` })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('region', { name: `Comments on ${PRICE}` })).toBeNull());
    await waitFor(() => expect(comment).toHaveFocus());
  });

  it('lets a viewer read a fact’s thread from its count, without Comment', async () => {
    const user = await opened('viewer', [samThread('Where is this price from?', { path: ['price'] })]);
    const count = await screen.findByRole('button', { name: `1 comment on ${PRICE}` });
    expect(screen.queryByRole('button', { name: `Comment on ${PRICE}` })).toBeNull();
    await user.click(count);
    expect(within(panel()).getByText('Where is this price from?')).toBeInTheDocument();
    expect(within(panel()).queryByLabelText('New comment')).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(count).toHaveFocus());
  });

  it('opens a fact’s thread its place names (the inbox, the activity feed), with focus in it', async () => {
    await opened('commenter', [samThread('Where is this price from?', { path: ['price'] })], '?part=price');
    const thread = await screen.findByRole('region', { name: `Comments on ${PRICE}` }, { timeout: 5_000 });
    expect(within(thread).getByText('Where is this price from?')).toBeInTheDocument();
    await waitFor(() => expect(within(thread).getByLabelText('New comment')).toHaveFocus());
    expect(screen.getByRole('button', { name: `Comment on ${PRICE}` })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows a guest no comment, and asks the server for none', async () => {
    await opened(null);
    expect(await screen.findByRole('button', { name: `Pin ${PRICE}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Comment on|comments? on/ })).toBeNull();
    expect(fetch.callsTo(COMMENTS_PATH)).toEqual([]);
  });
});
