// @vitest-environment jsdom
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layoutDeck } from '@/core/deck-design/deck-layout';
import { installBroadcastChannel } from '../../../../../tests/support/web/broadcast-channel';
import { SLIDE_TITLES } from '../../../../../tests/support/fixtures';
import { openDeckChannel, type DeckMessage } from './deck-channel';
import { PRESENTER_PATH, presenterUrl } from './presenter-path';
import PresenterView, { PRESENTER_TEXTS } from './presenter-view';

installBroadcastChannel();

const slides = SLIDE_TITLES.map((title, index) => ({
  title,
  content: `Content ${index + 1}`,
  notes: `Notes for slide ${index + 1}:\nlook up.`,
}));
const designs = layoutDeck({ slides, theme: 'bold', brand: 'E11D48', logo: true, figures: {} });
const logoUrl = '/api/ventures/v1/logo?v=1';

function renderPresenter(url: string) {
  const router = createMemoryRouter([{ path: PRESENTER_PATH, Component: PresenterView }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

/** The audience window's side: answers hello with the deck, on slide `index`, started `ago` ms before. */
function audience(session: string, { index = 0, ago = 65_000 } = {}) {
  const channel = openDeckChannel(session);
  const heard: DeckMessage[] = [];
  channel.subscribe((message) => {
    heard.push(message);
    if (message.type === 'hello')
      channel.post({ type: 'deck', slides, designs, logoUrl, index, startedAt: Date.now() - ago });
  });
  return { channel, heard };
}

const part = (name: string) => screen.getByRole('region', { name });

describe('Presenter View', () => {
  it('asks for the deck, then shows the current and next slides as designed, the notes, the time and the counter', async () => {
    audience('s1', { index: 2 });
    renderPresenter(presenterUrl('s1'));
    expect(screen.getByRole('status')).toHaveTextContent(PRESENTER_TEXTS.waiting);

    expect(await screen.findByText('3 / 10')).toBeInTheDocument();
    expect(within(part('Current slide')).getByRole('heading', { level: 3 })).toHaveTextContent('Solution');
    expect(within(part('Current slide')).getByText('Content 3')).toBeInTheDocument();
    // Drawn as the audience window draws them: the design's layout, background and logo.
    const drawn = part('Current slide').querySelector('[data-layout]');
    expect(drawn).toHaveAttribute('data-layout', designs[2]!.layout);
    expect(drawn).toHaveStyle({ background: `#${designs[2]!.background}` });
    expect(part('Next slide').querySelector(`img[src="${logoUrl}"]`)).toBeInTheDocument();
    expect(within(part('Next slide')).getByRole('heading', { level: 3 })).toHaveTextContent('Market Opportunity');
    expect(within(part('Speaker Notes')).getByText(/Notes for slide 3/)).toHaveTextContent(
      'Notes for slide 3: look up.',
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/^01:0[5-6]$/);
    expect(document.title).toBe('Presenter View · Venturekit');
  });

  it('follows the audience window, and a key or a button here moves it', async () => {
    const user = userEvent.setup();
    const { channel, heard } = audience('s2');
    renderPresenter(presenterUrl('s2'));
    await screen.findByText('1 / 10');

    channel.post({ type: 'goto', index: 8 });
    expect(await screen.findByText('9 / 10')).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('10 / 10')).toBeInTheDocument();
    await waitFor(() => expect(heard.at(-1)).toEqual({ type: 'goto', index: 9 }));
    expect(within(part('Next slide')).getByText('End of the deck.')).toBeInTheDocument();
    await user.keyboard('{Home}');
    await waitFor(() => expect(heard.at(-1)).toEqual({ type: 'goto', index: 0 }));
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(heard.at(-1)).toEqual({ type: 'goto', index: 1 }));
    expect(screen.getByText('2 / 10')).toBeInTheDocument();
  });

  it('shows the likely questions on the slide they belong to, also when they arrive after the deck', async () => {
    const { channel } = audience('s5', { index: 9 });
    renderPresenter(presenterUrl('s5'));
    await screen.findByText('10 / 10');
    expect(screen.queryByRole('region', { name: 'Likely Questions' })).not.toBeInTheDocument();

    channel.post({
      type: 'questions',
      questions: [
        { slide: 9, question: 'Why raise €500,000?', answer: 'It buys 20 months of runway (the model).' },
        { slide: 3, question: 'How big is the market?', answer: 'Unknown: the venture has no figure for this.' },
        { slide: 9, question: 'What are the milestones?', answer: 'Launch in Berlin, then Hamburg.' },
      ],
    });
    const questions = within(await screen.findByRole('region', { name: 'Likely Questions' })).getAllByRole('listitem');
    expect(questions.map((item) => item.textContent)).toEqual([
      'Why raise €500,000?It buys 20 months of runway (the model).',
      'What are the milestones?Launch in Berlin, then Hamburg.',
    ]);
    channel.post({ type: 'goto', index: 3 });
    await screen.findByText('4 / 10');
    expect(within(part('Likely Questions')).getByRole('listitem')).toHaveTextContent('How big is the market?');
    channel.post({ type: 'goto', index: 0 });
    await screen.findByText('1 / 10');
    expect(screen.queryByRole('region', { name: 'Likely Questions' })).not.toBeInTheDocument();
  });

  it('says the presentation ended when the audience window closes it', async () => {
    const { channel } = audience('s3');
    renderPresenter(presenterUrl('s3'));
    await screen.findByText('1 / 10');
    channel.post({ type: 'end' });
    expect(await screen.findByText(PRESENTER_TEXTS.ended)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Speaker Notes' })).not.toBeInTheDocument();
  });

  it('without a session, says there is nothing to follow', () => {
    renderPresenter(PRESENTER_PATH);
    expect(screen.getByRole('status')).toHaveTextContent(PRESENTER_TEXTS.missing);
  });
});
