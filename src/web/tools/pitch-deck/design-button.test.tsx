// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGO_MAX_BYTES, type DeckDesign } from '@/core/deck-design/schema';
import { paletteOf } from '@/core/deck-design/themes';
import { allowSlowScreens, findDialog, findToast, stubFetchPerTest } from '../../../../tests/support/web/screen-test';
import '../../../../tests/support/web/jsdom-gaps';
import {
  renderToolScreen,
  SAMPLE_VENTURE,
  savedDocument,
  serveWorkspace,
} from '../../../../tests/support/web/workspace-fetch';
import { SLIDE_TITLES } from '../../../../tests/support/fixtures';
import PitchDeckView from '../pitch-deck-view';

const DESIGN = `/api/ventures/${SAMPLE_VENTURE.id}/deck-design`;
const LOGO = `/api/ventures/${SAMPLE_VENTURE.id}/logo`;
const inputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents in Lisbon.' };
const slides = SLIDE_TITLES.map((title: string, index) => ({
  title,
  content: `Harvest content ${index + 1}`,
  notes: `Harvest notes ${index + 1}`,
}));
const WITH_LOGO: DeckDesign = {
  theme: 'light',
  brand: '4F46E5',
  logo: { type: 'image/png', updatedAt: '2026-11-23T10:00:00.000Z' },
};

allowSlowScreens();
const fetch = stubFetchPerTest();

/** The deck screen on a saved deck, with the Deck Design dialog opened from Design. */
async function openDesign(design?: DeckDesign) {
  const state = serveWorkspace(fetch, {
    documents: [savedDocument('pitch-deck', inputs, { slides })],
    ...(design ? { design } : {}),
  });
  const user = userEvent.setup();
  await renderToolScreen(<PitchDeckView />);
  await screen.findByRole('button', { name: 'Edit Slide' });
  // Design loads when the page is idle: the file's first test meets it cold.
  await user.click(await screen.findByRole('button', { name: 'Design' }, { timeout: 10_000 }));
  const dialog = await findDialog('Deck Design');
  // The panel is loaded on the first open.
  await within(dialog).findByRole('radio', { name: 'Light' }, { timeout: 10_000 });
  return { user, state, dialog };
}

/** Moves the colour picker to `hex`, as a browser's picker does (an input event per change). */
const changeBrand = (picker: HTMLElement, hex: string) => fireEvent.input(picker, { target: { value: hex } });

/** The slide on stage as drawn: its frame carries the background. */
const stageSlide = () =>
  screen.getByRole('group', { name: /^Slide \d+ of \d+$/ }).querySelector<HTMLElement>('[data-layout]')!;
const calls = (path: string, method: string) => fetch.callsTo(path).filter((call) => call.method === method);

describe('Deck Design', () => {
  it('sends the Dark theme when chosen, and the stage shows the slide dark', async () => {
    const { user, state, dialog } = await openDesign();
    expect(stageSlide()).toHaveStyle({ background: `#${paletteOf('light').title.background}` });

    await user.click(within(dialog).getByRole('radio', { name: 'Dark' }));
    await waitFor(() => expect(calls(DESIGN, 'PUT')).toHaveLength(1));
    expect(calls(DESIGN, 'PUT')[0]?.body).toEqual({ theme: 'dark', brand: '4F46E5' });
    expect(within(dialog).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await waitFor(() => expect(stageSlide()).toHaveStyle({ background: `#${paletteOf('dark').title.background}` }));
    expect(state.design.theme).toBe('dark');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Design' })).toHaveFocus());
  });

  it('keeps a brand colour chosen just before the dialog closes', async () => {
    const { dialog, state } = await openDesign();
    changeBrand(within(dialog).getByLabelText('Brand Colour'), '#16a34a');
    // Closed before the picker's rest: the waiting colour is saved as the dialog goes.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(calls(DESIGN, 'PUT')).toHaveLength(1));
    expect(calls(DESIGN, 'PUT')[0]?.body).toEqual({ theme: 'light', brand: '16A34A' });
    await waitFor(() => expect(state.design.brand).toBe('16A34A'));
  });

  it('keeps a theme chosen while a brand colour waits: one save carries both', async () => {
    const { dialog, state } = await openDesign();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      changeBrand(within(dialog).getByLabelText('Brand Colour'), '#16a34a');
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Dark' }));
      // Past the brand's wait: no second save sends the theme chosen before (it undid Dark).
      vi.advanceTimersByTime(1_000);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(state.design).toMatchObject({ theme: 'dark', brand: '16A34A' }));
    expect(calls(DESIGN, 'PUT').map((call) => call.body)).toEqual([{ theme: 'dark', brand: '16A34A' }]);
  });

  it('removes the logo from the slides with Remove Logo', async () => {
    const { user, state, dialog } = await openDesign(WITH_LOGO);
    expect(stageSlide().querySelector('img')).toHaveAttribute('src', expect.stringContaining(LOGO));

    await user.click(within(dialog).getByRole('button', { name: 'Remove Logo' }));
    await waitFor(() => expect(stageSlide().querySelector('img')).toBeNull());
    expect(calls(LOGO, 'DELETE')).toHaveLength(1);
    expect(state.design.logo).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Remove Logo' })).not.toBeInTheDocument();
  });

  it('refuses a logo over 1 MB in the browser, before any upload, and uploads one within it', async () => {
    const { user, state, dialog } = await openDesign();
    const input = within(dialog).getByLabelText('Logo');
    const large = new Uint8Array(LOGO_MAX_BYTES + 1);
    large.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([large], 'logo.png', { type: 'image/png' }));
    await findToast('Design Not Saved', 'The logo must be at most 1 MB.', 'error');
    expect(calls(LOGO, 'PUT')).toHaveLength(0);
    expect(state.design.logo).toBeNull();

    await user.upload(input, new File([large.subarray(0, 64)], 'logo.png', { type: 'image/png' }));
    await within(dialog).findByRole('button', { name: 'Remove Logo' });
    expect(calls(LOGO, 'PUT')).toHaveLength(1);
    expect(state.design.logo).toMatchObject({ type: 'image/png' });
    await waitFor(() =>
      expect(stageSlide().querySelector('img')).toHaveAttribute('src', expect.stringContaining(LOGO)),
    );
  });
});
