// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowScreens, findToast, preloadScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import PitchDeckView from './pitch-deck-view';
import { SLIDE_TITLES } from '../../../tests/support/fixtures';

const DOCUMENT = '/api/documents/pitch-deck-doc-1';
const inputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents in Lisbon.' };
const deck = {
  slides: SLIDE_TITLES.map((title: string, index) => ({
    title,
    content: `Harvest content ${index + 1}`,
    notes: `Harvest notes ${index + 1}`,
  })),
};

allowSlowScreens();
// The deck's actions and the slide's editor load when the page is idle: here before the first test.
preloadScreens(
  () => import('./pitch-deck/slide-action-buttons'),
  () => import('./pitch-deck/deck-tools'),
  () => import('./pitch-deck/slide-editor'),
);
const fetch = stubFetchPerTest();

/** The screen opened on a saved deck, so each slide action is saved to the (fake) server. */
async function opened(slides = deck.slides) {
  const state = serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, { slides })] });
  const user = userEvent.setup();
  await renderToolScreen(<PitchDeckView />);
  await screen.findByRole('button', { name: 'Edit Slide' });
  return { user, state };
}

const button = (name: string) => screen.getByRole('button', { name });
const more = () => button('More');
const item = (name: string) => screen.getByRole('menuitem', { name });
/** Chooses `name` in the More menu under the slide. */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(more());
  await user.click(await screen.findByRole('menuitem', { name }));
}
const stage = () => screen.getByRole('group', { name: /^Slide \d+ of \d+$/ });
const slideTitle = () => within(stage()).getByRole('heading', { level: 3 });
const counter = () => within(stage()).getByText(/^\d+ \/ \d+$/);
const thumbnails = () => within(screen.getByRole('navigation', { name: 'Slides' })).getAllByRole('button');
/** The slide titles of each saved edit, in order. */
const savedTitles = () =>
  fetch
    .callsTo(DOCUMENT)
    .filter((call) => call.method === 'PUT')
    .map((call) => (call.body as { result: typeof deck }).result.slides.map((slide) => slide.title));

describe('slide actions', () => {
  it('adds a "New Slide" after the current one, opened in the editor, saved with the new total', async () => {
    const { user } = await opened();
    await user.click(button('Next slide'));
    await choose(user, 'Add Slide');

    await findToast('Slide Added', 'Your changes have been saved.', 'success');
    expect(await screen.findByRole('textbox', { name: 'Slide Title' })).toHaveValue('New Slide');
    expect(screen.getByRole('textbox', { name: 'Slide Title' })).toHaveFocus();
    expect(counter()).toHaveTextContent('3 / 11');
    expect(thumbnails()).toHaveLength(11);
    expect(savedTitles()[0]?.slice(0, 4)).toEqual(['Title Slide', 'Problem', 'New Slide', 'Solution']);
    // Hidden while the slide is edited, like Edit Slide.
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();

    const title = screen.getByRole('textbox', { name: 'Slide Title' });
    await user.clear(title);
    await user.type(title, 'Traction');
    await user.click(button('Save Changes'));
    await findToast('Slide Updated', 'Your changes have been saved.', 'success');
    expect(savedTitles()[1]?.[2]).toBe('Traction');
    expect(button('Slide 3 Traction')).toHaveAttribute('aria-current', 'true');
  });

  it('duplicates the current slide after it, and the copy becomes current', async () => {
    const { user, state } = await opened();
    await choose(user, 'Duplicate Slide');
    await findToast('Slide Duplicated', 'Your changes have been saved.', 'success');
    expect(counter()).toHaveTextContent('2 / 11');
    expect(slideTitle()).toHaveTextContent('Title Slide');
    // Focus back on More, for the next action.
    await waitFor(() => expect(more()).toHaveFocus());
    expect(savedTitles()[0]?.slice(0, 3)).toEqual(['Title Slide', 'Title Slide', 'Problem']);
    expect(state.documents[0]?.version).toBe(2);
  });

  it('moves the current slide up and down, the slide followed, disabled at the ends', async () => {
    const { user } = await opened();
    await user.click(more());
    expect(item('Move Up')).toHaveAttribute('aria-disabled', 'true');
    await user.click(item('Move Down'));
    await findToast('Slide Moved', 'Your changes have been saved.', 'success');
    expect(counter()).toHaveTextContent('2 / 10');
    expect(slideTitle()).toHaveTextContent('Title Slide');
    expect(button('Slide 1 Problem')).toBeInTheDocument();
    expect(savedTitles()[0]?.slice(0, 3)).toEqual(['Problem', 'Title Slide', 'Solution']);

    await choose(user, 'Move Up');
    // Focus comes back to More, whose Move Up is disabled at the top.
    await waitFor(() => expect(more()).toHaveFocus());
    await user.click(more());
    expect(item('Move Up')).toHaveAttribute('aria-disabled', 'true');
    expect(savedTitles()[1]?.slice(0, 3)).toEqual(['Title Slide', 'Problem', 'Solution']);
  });

  it('moves a slide with Alt+Arrow Down and Alt+Arrow Up on its thumbnail, focus following it', async () => {
    const { user } = await opened();
    thumbnails()[2]!.focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await waitFor(() => expect(button('Slide 4 Solution')).toHaveFocus());
    expect(button('Slide 4 Solution')).toHaveAttribute('aria-current', 'true');
    expect(counter()).toHaveTextContent('4 / 10');
    expect(savedTitles()[0]?.slice(2, 4)).toEqual(['Market Opportunity', 'Solution']);

    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await waitFor(() => expect(button('Slide 3 Solution')).toHaveFocus());
    expect(savedTitles()).toHaveLength(2);
  });

  it('deletes the current slide only after Delete slide n? is answered, focus on the slide now current', async () => {
    const { user } = await opened();
    await user.click(button('Slide 3 Solution'));
    await choose(user, 'Delete Slide');
    const confirm = screen.getByRole('group', { name: 'Delete slide 3' });
    expect(within(confirm).getByText('Delete slide 3?')).toBeInTheDocument();
    await waitFor(() => expect(within(confirm).getByRole('button', { name: 'Keep' })).toHaveFocus());

    await user.click(within(confirm).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(more()).toHaveFocus());
    expect(savedTitles()).toHaveLength(0);

    await choose(user, 'Delete Slide');
    await user.click(
      within(screen.getByRole('group', { name: 'Delete slide 3' })).getByRole('button', { name: 'Delete' }),
    );
    await findToast('Slide Deleted', 'Your changes have been saved.', 'success');
    expect(counter()).toHaveTextContent('3 / 9');
    expect(slideTitle()).toHaveTextContent('Market Opportunity');
    await waitFor(() => expect(stage()).toHaveFocus());
    expect(thumbnails()).toHaveLength(9);
    expect(savedTitles()[0]).toEqual(SLIDE_TITLES.filter((title) => title !== 'Solution'));
  });

  it('Escape keeps the slide; the last remaining slide cannot be deleted', async () => {
    const { user } = await opened(deck.slides.slice(0, 2));
    await choose(user, 'Delete Slide');
    await waitFor(() => expect(button('Keep')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(more()).toHaveFocus());
    expect(counter()).toHaveTextContent('1 / 2');

    await choose(user, 'Delete Slide');
    await user.click(button('Delete'));
    await findToast('Slide Deleted', 'Your changes have been saved.', 'success');
    expect(counter()).toHaveTextContent('1 / 1');
    await user.click(more());
    for (const name of ['Delete Slide', 'Move Up', 'Move Down'])
      expect(item(name)).toHaveAttribute('aria-disabled', 'true');
  });
});
