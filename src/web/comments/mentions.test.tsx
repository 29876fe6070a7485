// @vitest-environment jsdom
/**
 * The @mention list of the comment fields (docs/product.md §16 "Comments"), against the fake
 * server: typing @ and the start of a name lists the members it matches; the arrows, Enter, Tab, a
 * click and Escape as the WAI-ARIA combobox pattern has them (on a textarea, which allows no
 * aria-expanded: the open list is named by aria-controls); the team read once for the page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { MemberView } from '@/core/account/team';
import type { ThreadView } from '@/core/comments/schema';
import { LENA, samThread } from '../../../tests/support/web/comments-fetch';
import { allowSlowScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import { offlineResult } from '../../../tests/support/fixtures';
import BusinessPlanView from '@/web/tools/business-plan-view';
import { WORKSPACE_CHANGE_EVENT } from '@/web/live/events';
import { mentionAt, nameMatches } from './mentions';

allowSlowScreens();
const fetch = stubFetchPerTest();

const member = (accountId: string, name: string): MemberView => ({
  accountId,
  name,
  email: `${accountId}@example.com`,
  role: 'editor',
  joinedAt: '2026-11-29T09:00:00.000Z',
  you: false,
});
const DOCUMENT = savedDocument('business-plan', { idea: 'LedgerLoop' }, offlineResult('business-plan'));
const COMMENTS_PATH = `/api/documents/${DOCUMENT.id}/comments`;
const THREAD = samThread('Is this the ask?');

// Each test's page reads the team afresh: the cache for the page is dropped as the team changes.
beforeEach(() => {
  window.dispatchEvent(new CustomEvent(WORKSPACE_CHANGE_EVENT, { detail: { kind: 'team' } }));
});

/** The plan's Executive Summary panel open for Lena, a commenter, with Sam and Omar in the team. */
async function opened(threads: ThreadView[] = []) {
  serveWorkspace(fetch, {
    documents: [DOCUMENT],
    account: LENA,
    membership: { id: 'w1', name: 'PawPantry founders', role: 'commenter' },
    members: [member('a2', 'Sam Lee'), member('a3', 'Omar Haddad')],
    threads: { [DOCUMENT.id]: threads },
  });
  const user = userEvent.setup();
  await renderToolScreen(<BusinessPlanView />);
  const name = threads.length ? '1 comment on Executive Summary' : 'Comment on Executive Summary';
  await user.click(await screen.findByRole('button', { name }));
  const field = await within(panel()).findByLabelText('New comment');
  await waitFor(() => expect(field).toHaveFocus());
  return { user, field };
}

const panel = () => screen.getByRole('region', { name: 'Comments on Executive Summary' });
const list = () => screen.queryByRole('listbox', { name: 'Members to mention' });
const optionNames = () =>
  within(list()!)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('mentioning a member in a comment', () => {
  it('lists the members whose name has a word starting with what follows the @, and picks by keyboard', async () => {
    const { user, field } = await opened();
    expect(field).toHaveAttribute('aria-autocomplete', 'list');
    expect(field).not.toHaveAttribute('aria-controls');
    // Nothing asked of the team before an @.
    await user.type(field, 'Ask ');
    expect(fetch.callsTo('/api/team')).toEqual([]);

    await user.type(field, '@len');
    await screen.findByRole('listbox', { name: 'Members to mention' });
    expect(optionNames()).toEqual(['Lena Park']);
    await user.keyboard('{Backspace}');
    // "le" starts Lena and Lee (Sam's last name), not Omar Haddad.
    await waitFor(() => expect(optionNames()).toEqual(['Lena Park', 'Sam Lee']));
    expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    expect(field).toHaveAttribute('aria-controls', list()!.id);
    const [lena, sam] = within(list()!).getAllByRole('option');
    expect(field).toHaveAttribute('aria-activedescendant', lena!.id);
    expect(lena).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', sam!.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', lena!.id);
    // Past either end, the highlight wraps round.
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', sam!.id);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Ask @Lena Park ');
    expect(list()).toBeNull();
    expect(field).toHaveFocus();
    expect((field as HTMLTextAreaElement).selectionStart).toBe('Ask @Lena Park '.length);

    await user.type(field, 'for the figures.');
    await user.click(within(panel()).getByRole('button', { name: 'Comment' }));
    expect(await within(panel()).findByText('Ask @Lena Park for the figures.')).toBeInTheDocument();
    expect(fetch.callsTo(COMMENTS_PATH).find((call) => call.method === 'POST')?.body).toMatchObject({
      body: 'Ask @Lena Park for the figures.',
    });
  });

  it('closes only the list on Escape, keeping the panel and the text; Escape again closes the panel', async () => {
    const { user, field } = await opened();
    await user.type(field, 'Hi @sa');
    await screen.findByRole('listbox', { name: 'Members to mention' });
    await user.keyboard('{Escape}');
    expect(list()).toBeNull();
    expect(field).not.toHaveAttribute('aria-controls');
    expect(field).not.toHaveAttribute('aria-activedescendant');
    expect(panel()).toBeInTheDocument();
    expect(field).toHaveValue('Hi @sa');
    expect(field).toHaveFocus();
    // Typing on opens it again; leaving the field (Shift+Tab picks nothing) closes it.
    await user.type(field, 'm');
    expect(await screen.findByRole('option', { name: 'Sam Lee' })).toBeInTheDocument();
    await user.tab({ shift: true });
    expect(list()).toBeNull();
    expect(field).toHaveValue('Hi @sam');
    await user.click(field);
    expect(await screen.findByRole('option', { name: 'Sam Lee' })).toBeInTheDocument();
    await user.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('region', { name: 'Comments on Executive Summary' })).toBeNull();
  });

  it('shows no list without a match, nor for an email address', async () => {
    const { user, field } = await opened();
    await user.type(field, '@zo');
    await waitFor(() => expect(fetch.callsTo('/api/team')).toHaveLength(1));
    expect(list()).toBeNull();
    expect(field).not.toHaveAttribute('aria-controls');
    await user.clear(field);
    await user.type(field, 'write to sam@example.com');
    expect(list()).toBeNull();
  });

  it('picks with Tab or a click in a reply, focus staying in the field, and reads the team once', async () => {
    const { user, field } = await opened([THREAD]);
    await user.type(field, '@om');
    await user.keyboard('{Tab}');
    expect(field).toHaveValue('@Omar Haddad ');
    expect(field).toHaveFocus();

    await user.click(within(panel()).getByRole('button', { name: 'Reply' }));
    const reply = within(panel()).getByLabelText('Reply to Sam Lee');
    await waitFor(() => expect(reply).toHaveFocus());
    await user.type(reply, 'Thanks @s');
    await user.click(await screen.findByRole('option', { name: 'Sam Lee' }));
    expect(reply).toHaveValue('Thanks @Sam Lee ');
    expect(reply).toHaveFocus();
    // Escape with the list open leaves the reply open.
    await user.type(reply, '@o');
    await screen.findByRole('option', { name: 'Omar Haddad' });
    await user.keyboard('{Escape}');
    expect(reply).toHaveValue('Thanks @Sam Lee @o');
    expect(reply).toBeInTheDocument();
    expect(fetch.callsTo('/api/team')).toHaveLength(1);
  });
});

describe('the @fragment and the names it matches', () => {
  it('finds the fragment at the caret after a space or the start, never inside a word', () => {
    expect(mentionAt('Ask @le', 7)).toEqual({ start: 4, end: 7, fragment: 'le' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, end: 1, fragment: '' });
    expect(mentionAt('(@Lena P', 8)).toEqual({ start: 1, end: 8, fragment: 'Lena P' });
    expect(mentionAt('sam@example', 11)).toBeNull();
    expect(mentionAt('@1', 2)).toBeNull();
    expect(mentionAt('@le and', 3)).toEqual({ start: 0, end: 3, fragment: 'le' });
  });

  it('matches the start of any word of the name, whatever the case', () => {
    expect(nameMatches('Lena Park', 'PA')).toBe(true);
    expect(nameMatches('Lena Park', 'lena p')).toBe(true);
    expect(nameMatches('Lena Park', 'ark')).toBe(false);
    expect(nameMatches('Anne-Marie Roy', 'mar')).toBe(true);
    expect(nameMatches('Lena Park', '')).toBe(false);
  });
});
