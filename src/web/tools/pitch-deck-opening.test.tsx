// @vitest-environment jsdom
// A file of its own: the deck's code must not have been loaded by an earlier test in the same module registry.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { allowSlowScreens, stubFetchPerTest } from '../../../tests/support/web/screen-test';
import '../../../tests/support/web/jsdom-gaps';
import { renderToolScreen, savedDocument, serveWorkspace } from '../../../tests/support/web/workspace-fetch';
import PitchDeckView from './pitch-deck-view';
import { SLIDE_TITLES } from '../../../tests/support/fixtures';

const inputs = { businessName: 'Harvest Table', businessDescription: 'Weekly meal kits for busy parents in Lisbon.' };
const slides = SLIDE_TITLES.map((title: string, index) => ({
  title,
  content: `Harvest content ${index + 1}`,
  notes: `Harvest notes ${index + 1}`,
}));

allowSlowScreens();
const fetch = stubFetchPerTest();

it('opens on a saved deck with its slide, toolbar and thumbnails in the first render, no frame in their place first', async () => {
  serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, { slides })] });
  await renderToolScreen(<PitchDeckView />);

  // The deck's own chunk was fetched by the route's loader with the saved deck: it is all there with the heading.
  expect(screen.getByRole('heading', { level: 2, name: 'Your Pitch Deck' })).toBeInTheDocument();
  const stage = screen.getByRole('group', { name: 'Slide 1 of 10' });
  expect(within(stage).getByRole('heading', { level: 3 })).toHaveTextContent('Harvest content 1');
  expect(screen.getByRole('button', { name: 'Edit Slide' })).toBeInTheDocument();
  expect(within(screen.getByRole('navigation', { name: 'Slides' })).getAllByRole('button')).toHaveLength(10);
});

it('opens on the slide its address names (the Investor Review’s Open the slide), and moves on from it', async () => {
  serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, { slides })] });
  await renderToolScreen(<PitchDeckView />, { search: '?slide=10' });

  const stage = await screen.findByRole('group', { name: 'Slide 10 of 10' });
  expect(within(stage).getByText('Harvest content 10')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
  expect(await screen.findByRole('group', { name: 'Slide 9 of 10' })).toBeInTheDocument();
});

it('opens on the first slide when the address names a slide that is not a number', async () => {
  serveWorkspace(fetch, { documents: [savedDocument('pitch-deck', inputs, { slides })] });
  await renderToolScreen(<PitchDeckView />, { search: '?slide=ten' });
  expect(screen.getByRole('group', { name: 'Slide 1 of 10' })).toBeInTheDocument();
});
