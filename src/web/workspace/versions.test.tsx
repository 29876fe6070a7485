// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { allowSlowScreens, findToast, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import { jsonResponse } from '../../../tests/support/web/sse-fetch';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import PitchDeckView from '@/web/tools/pitch-deck-view';
import { VERSIONS_PAGE } from '@/core/workspace/versions';

const inputs = { businessName: 'Harvest', businessDescription: 'Meal kits' };
const deck = (prefix: string) => ({
  slides: Array.from({ length: 10 }, (_, index) => ({
    title: `${prefix} slide ${index + 1}`,
    content: `${prefix} content ${index + 1}`,
    notes: `${prefix} notes ${index + 1}`,
  })),
});
/** The deck with slide `index` (0-based) retitled. */
const retitled = (from: ReturnType<typeof deck>, index: number, title: string) => ({
  slides: from.slides.map((slide, at) => (at === index ? { ...slide, title } : slide)),
});
// This year's dates are written without their year, others' with it (format-date.ts); noon, so no
// time zone moves the day.
const YEAR = new Date().getFullYear();
const AT = `${YEAR}-06-24T12:02:00.000Z`;
const LAST_YEAR = `${YEAR - 1}-06-23T12:42:00.000Z`;

allowSlowScreens();
preloadScreens(
  () => import('@/web/components/ui/radix-dialog'),
  () => import('./versions-ui'),
);
const fetch = stubFetchPerTest();

/** Edits the first slide's title on the deck on screen and saves it; `meanwhile` runs before the save (another tab's). */
async function editFirstTitle(title: string, meanwhile?: () => void) {
  const user = userEvent.setup();
  await renderToolScreen(<PitchDeckView />);
  await user.click(await screen.findByRole('button', { name: 'Edit Slide' }));
  const field = await screen.findByRole('textbox', { name: 'Slide Title' });
  await user.clear(field);
  await user.type(field, title);
  meanwhile?.();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  return user;
}

describe('History’s versions', () => {
  it('lists a result’s versions, edited or generated, with what changed, and restores one as the newest', async () => {
    const state = serveWorkspace(fetch, {
      documents: [savedDocument('pitch-deck', inputs, retitled(deck('Saved'), 1, 'Edited'), { version: 2 })],
      versions: {
        'pitch-deck-doc-1': [
          { version: 1, madeBy: 'generated', createdAt: LAST_YEAR, changes: [], result: deck('Saved') },
          {
            version: 2,
            madeBy: 'edited',
            createdAt: AT,
            changes: [{ kind: 'changed', part: 'Slide 2: Edited' }],
            result: retitled(deck('Saved'), 1, 'Edited'),
          },
        ],
      },
    });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    expect(await screen.findByRole('list', { name: 'Saved results' })).toHaveTextContent(/ · Edited \d+ \w{3}/);
    await user.click(await screen.findByRole('button', { name: 'Versions of pitch-deck result' }));
    const list = await screen.findByRole('list', { name: 'Versions of pitch-deck result' });
    const [newest, first] = within(list).getAllByRole('listitem');
    expect(newest).toHaveTextContent(/Version 2 · Edited 24 Jun, \d\d:02 · newest/);
    expect(newest).toHaveTextContent('Slide 2: Edited changed');
    expect(first).toHaveTextContent(new RegExp(`Version 1 · Generated 23 Jun ${YEAR - 1}, \\d\\d:42`));
    expect(within(newest!).queryByRole('button', { name: /Restore/ })).not.toBeInTheDocument();

    await user.click(within(first!).getByRole('button', { name: 'Restore version 1' }));
    await findToast('Version Restored', 'It is now the newest version. Nothing was deleted.', 'success');
    expect(await screen.findByRole('heading', { level: 3, name: 'Saved slide 1' })).toBeInTheDocument();
    // History closed for the restore and gave focus back to History.
    await waitFor(() => expect(screen.getByRole('button', { name: 'History' })).toHaveFocus());
    expect(state.documents[0]).toMatchObject({ version: 3, result: deck('Saved') });
    expect(state.versions['pitch-deck-doc-1']?.map((entry) => entry.madeBy)).toEqual([
      'generated',
      'edited',
      'restored',
    ]);
    // History's list says what changed the result last: a restore.
    await user.click(screen.getByRole('button', { name: 'History' }));
    const results = await screen.findByRole('list', { name: 'Saved results' });
    expect(results).toHaveTextContent(/ · Restored \d+ \w{3}/);
    expect(results).not.toHaveTextContent('Edited');
  });

  it('says in a result’s row what its generation and rewrites cost in tokens, where the provider reported it', async () => {
    const counts = (prompt: number | null, completion: number | null, total: number | null) => ({
      promptTokens: prompt,
      completionTokens: completion,
      totalTokens: total,
    });
    serveWorkspace(fetch, {
      documents: [
        savedDocument('pitch-deck', inputs, deck('Saved'), {
          usage: {
            generation: { model: 'gpt-4o-mini', ...counts(900, 334, 1234) },
            rewrites: { count: 2, ...counts(1000, 75, 1075) },
          },
        }),
        savedDocument('pitch-deck', inputs, deck('Offline'), {
          id: 'pitch-deck-doc-2',
          title: 'Offline deck',
          usage: {
            generation: { model: 'offline-sample', ...counts(null, null, null) },
            rewrites: { count: 0, ...counts(null, null, null) },
          },
        }),
      ],
    });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    const [made, offline] = within(await screen.findByRole('list', { name: 'Saved results' })).getAllByRole('listitem');
    expect(made).toHaveTextContent('1,234 tokens (900 in, 334 out) · 2 rewrites: 1,075 tokens');
    expect(offline).not.toHaveTextContent('tokens');
  });

  it('lists a long history a page at a time: Show Earlier Versions adds the next page and takes the keyboard there', async () => {
    const count = VERSIONS_PAGE + 5;
    const versions = Array.from({ length: count }, (_, at) => ({
      version: at + 1,
      madeBy: at === 0 ? ('generated' as const) : ('edited' as const),
      createdAt: AT,
      changes: [],
      result: retitled(deck('Saved'), 0, `Edit ${at + 1}`),
    }));
    serveWorkspace(fetch, {
      documents: [savedDocument('pitch-deck', inputs, versions.at(-1)!.result, { version: count })],
      versions: { 'pitch-deck-doc-1': versions },
    });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(screen.getByRole('button', { name: 'History' }));
    await user.click(await screen.findByRole('button', { name: 'Versions of pitch-deck result' }));
    const list = await screen.findByRole('list', { name: 'Versions of pitch-deck result' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(VERSIONS_PAGE);
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(`Version ${count - VERSIONS_PAGE + 1} ·`);

    await user.click(screen.getByRole('button', { name: 'Show Earlier Versions' }));
    const restore = await screen.findByRole('button', { name: 'Restore version 5' });
    // Focus moves in an effect after the page of versions shows.
    await waitFor(() => expect(restore).toHaveFocus());
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(/Version 1 · Generated/);
    expect(screen.queryByRole('button', { name: 'Show Earlier Versions' })).not.toBeInTheDocument();
    expect(
      fetch.callsTo('/api/documents/pitch-deck-doc-1/versions').map((call) => new URL(call.url, 'http://x').search),
    ).toEqual(['', '?before=6']);
  });
});

describe('Undo', () => {
  it('takes back the last saved edit as a new version, by the button and by Ctrl+Z', async () => {
    const state = serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, deck('Saved'))] });
    const user = await editFirstTitle('First edit');
    await findToast('Slide Updated', 'Your changes have been saved.', 'success');
    const undo = await screen.findByRole('button', { name: 'Undo' });
    expect(undo).toHaveAttribute('aria-disabled', 'false');

    await user.click(undo);
    await findToast('Edit Undone', 'Your last saved edit was taken back. It stays in History.', 'success');
    expect(await screen.findByRole('heading', { level: 3, name: 'Saved slide 1' })).toBeInTheDocument();
    expect(state.documents[0]).toMatchObject({ version: 3, result: deck('Saved') });
    // Nothing more to take back: the button stays, with focus, and says so.
    await waitFor(() => expect(undo).toHaveAttribute('aria-disabled', 'true'));
    expect(undo).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    const field = await screen.findByRole('textbox', { name: 'Slide Title' });
    await user.clear(field);
    await user.type(field, 'Second edit');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(state.documents[0]?.version).toBe(4));
    await user.keyboard('{Control>}z{/Control}');
    await waitFor(() => expect(state.documents[0]).toMatchObject({ version: 5, result: deck('Saved') }));
  });
  it('has nothing to take back for Save Changes on an untouched slide', async () => {
    const state = serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, deck('Saved'))] });
    const user = userEvent.setup();
    await renderToolScreen(<PitchDeckView />);
    await user.click(await screen.findByRole('button', { name: 'Edit Slide' }));
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    await findToast('Slide Updated', 'Your changes have been saved.', 'success');
    expect(state.documents[0]?.version).toBe(1);
    // One real edit, taken back: then nothing is left to take back (the untouched save was none).
    await user.click(screen.getByRole('button', { name: 'Edit Slide' }));
    const field = await screen.findByRole('textbox', { name: 'Slide Title' });
    await user.clear(field);
    await user.type(field, 'Real edit');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(state.documents[0]?.version).toBe(2));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(state.documents[0]).toMatchObject({ version: 3, result: deck('Saved') }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Undo' })).toHaveAttribute('aria-disabled', 'true'));
  });
});

describe('Your unsaved version', () => {
  it('keeps the text another tab’s save refused, copies it, and applies it on the newest version', async () => {
    const newer = savedDocument('pitch-deck', inputs, retitled(deck('Saved'), 4, 'Their slide 5'), { version: 2 });
    const state = serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, deck('Saved'))] });
    fetch.once(
      '/api/documents/pitch-deck-doc-1',
      jsonResponse(409, {
        error: 'This was changed elsewhere since you opened it.',
        current: newer,
        conflicts: [{ path: ['slides', 0], name: 'Slide 1: Mine' }],
        yours: [{ path: ['slides', 0], name: 'Slide 1: Mine' }],
      }),
    );
    const user = await editFirstTitle('Mine', () => {
      state.documents[0] = newer;
    });
    const panel = await screen.findByRole('region', { name: 'Your unsaved version' });
    expect(within(panel).getByRole('heading', { name: 'Your unsaved version' })).toHaveFocus();
    expect(panel).toHaveTextContent('Another tab saved Slide 1: Mine first.');
    // Named as the slide's editor names its fields.
    expect(panel).toHaveTextContent('Slide Title: Mine');
    expect(panel).toHaveTextContent('Slide Content: Saved content 1');

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(panel).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('Slide 1: Mine\nSlide Title: Mine\nSlide Content: Saved content 1'),
    );

    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(state.documents[0]?.version).toBe(3));
    // Mine on slide 1, theirs on slide 5: both kept.
    expect(state.documents[0]?.result).toEqual(retitled(retitled(deck('Saved'), 4, 'Their slide 5'), 0, 'Mine'));
    expect(screen.queryByRole('region', { name: 'Your unsaved version' })).not.toBeInTheDocument();
    // Applied, it is no longer kept: a reload does not bring it back.
    await reload();
    expect(await screen.findByRole('heading', { level: 3, name: 'Mine' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your unsaved version' })).not.toBeInTheDocument();
  });

  it('says another tab changed this result when it added a slide, which no part names', async () => {
    const added = { slides: [...deck('Saved').slides, { title: 'Appendix', content: '', notes: '' }] };
    const newer = savedDocument('pitch-deck', inputs, added, { version: 2 });
    const state = serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, deck('Saved'))] });
    fetch.once(
      '/api/documents/pitch-deck-doc-1',
      jsonResponse(409, {
        error: 'Changed elsewhere.',
        current: newer,
        // As the server names the whole result (core/tools/result-merge.ts).
        conflicts: [{ path: [], name: 'The whole result' }],
        yours: [{ path: ['slides', 0], name: 'Slide 1: Mine' }],
      }),
    );
    await editFirstTitle('Mine', () => {
      state.documents[0] = newer;
    });
    const panel = await screen.findByRole('region', { name: 'Your unsaved version' });
    expect(panel).toHaveTextContent(
      'Another tab changed this result first. What you wrote is kept here: copy it, or apply it on the newest version.',
    );
    expect(panel).not.toHaveTextContent('The whole result');
    expect(panel).toHaveTextContent('Slide Title: Mine');
  });

  it('comes back after a reload of the tab, and leaving the page asks first until Discard', async () => {
    const newer = savedDocument('pitch-deck', inputs, retitled(deck('Saved'), 0, 'Theirs'), { version: 2 });
    const state = serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, deck('Saved'))] });
    const slide = { path: ['slides', 0], name: 'Slide 1: Mine' };
    fetch.once(
      '/api/documents/pitch-deck-doc-1',
      jsonResponse(409, { error: 'Changed elsewhere.', current: newer, conflicts: [slide], yours: [slide] }),
    );
    const user = await editFirstTitle('Mine', () => {
      state.documents[0] = newer;
    });
    await screen.findByRole('region', { name: 'Your unsaved version' });
    expect(leaving()).toBe(true);

    await reload();
    const panel = await screen.findByRole('region', { name: 'Your unsaved version' });
    expect(panel).toHaveTextContent('Another tab saved Slide 1: Mine first.');
    expect(panel).toHaveTextContent('Slide Title: Mine');
    expect(screen.getByRole('heading', { level: 3, name: 'Theirs' })).toBeInTheDocument();
    expect(leaving()).toBe(true);

    await user.click(within(panel).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByRole('region', { name: 'Your unsaved version' })).not.toBeInTheDocument();
    expect(leaving()).toBe(false);
    await reload();
    expect(screen.getByRole('heading', { level: 3, name: 'Theirs' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your unsaved version' })).not.toBeInTheDocument();
  });
});

/** A cancelable beforeunload, as the browser sends when the page is left: true when the page asked first. */
function leaving() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

/** The tab reloads: the screen goes (its leave guard with it) and opens again on what the server holds. */
async function reload() {
  cleanup();
  expect(leaving()).toBe(false);
  await renderToolScreen(<PitchDeckView />);
}
