// @vitest-environment jsdom
/** Regenerate Slide and Rewrite with AI on the deck's current slide (docs/product.md §11). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowSlowScreens, findToast, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { editedResults } from '../../../tests/support/web/editing';
import { SLIDE_TITLES } from '../../../tests/support/fixtures';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import PitchDeckView from './pitch-deck-view';

const inputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents in Lisbon.' };
const slides = SLIDE_TITLES.map((title: string, index) => ({
  title,
  content: `Harvest content ${index + 1}`,
  notes: `Harvest notes ${index + 1}`,
}));
const FRESH = {
  title: 'The Problem, Afresh',
  content: 'Parents lose four hours a week to meal planning.',
  notes: 'Pause here.',
};

allowSlowScreens();
const fetch = stubFetchPerTest();

async function opened() {
  serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, { slides })] });
  const user = userEvent.setup();
  await renderToolScreen(<PitchDeckView />);
  await screen.findByRole('button', { name: 'Edit Slide' });
  return user;
}

describe('Regenerate Slide', () => {
  it('writes the current slide afresh, with no instruction, into a preview; Accept saves that slide only', async () => {
    const user = await opened();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    const stream = fetch.hold('/api/rewrite/pitch-deck');
    await user.click(screen.getByRole('button', { name: 'Regenerate Slide' }));
    const held = await stream;
    expect(fetch.callsTo('/api/rewrite/pitch-deck')[0]!.body).toEqual({
      documentId: 'pitch-deck-doc-1',
      path: ['slides', 1],
      style: 'regenerate',
    });
    const panel = await screen.findByRole('region', { name: 'Rewrite with AI: Slide 2' });
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Stop' })).toHaveFocus());
    held
      .delta(JSON.stringify({ part: FRESH }))
      .done(FRESH)
      .end();
    const rewritten = within(panel).getByRole('region', { name: 'Rewritten Slide 2' });
    await waitFor(() => expect(rewritten).toHaveTextContent(FRESH.content));
    expect(within(panel).getByRole('region', { name: 'Current Slide 2' })).toHaveTextContent(slides[1]!.content);

    await user.click(await within(panel).findByRole('button', { name: 'Accept' }));
    await findToast('Changes Saved', 'Your changes have been saved.', 'success');
    expect(editedResults(fetch)).toEqual([{ version: 1, result: { slides: slides.with(1, FRESH) }, cause: 'rewrite' }]);
    expect(within(screen.getByRole('group', { name: 'Slide 2 of 10' })).getByRole('heading')).toHaveTextContent(
      FRESH.title,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate Slide' })).toHaveFocus());
  });

  it('a failed one leaves the slide as it was, with the deck’s error toast', async () => {
    const user = await opened();
    const stream = fetch.hold('/api/rewrite/pitch-deck');
    await user.click(screen.getByRole('button', { name: 'Regenerate Slide' }));
    (await stream).error('Failed to connect to AI service').end();
    await findToast('Error', 'Failed to generate pitch deck. Please try again.', 'error');
    expect(screen.queryByRole('region', { name: /^Rewrite with AI: / })).not.toBeInTheDocument();
    expect(editedResults(fetch)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Regenerate Slide' })).toHaveFocus());
  });

  it('offers Rewrite with AI on the slide too; moving to another slide closes it', async () => {
    const user = await opened();
    await user.click(screen.getByRole('button', { name: 'Rewrite with AI: Slide 1' }));
    const panel = await screen.findByRole('region', { name: 'Rewrite with AI: Slide 1' });
    expect(within(panel).getByRole('button', { name: 'More Persuasive' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.queryByRole('region', { name: /^Rewrite with AI: / })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(screen.getByRole('button', { name: 'Rewrite with AI: Slide 1' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: /^Rewrite with AI: / })).not.toBeInTheDocument();
  });
});
