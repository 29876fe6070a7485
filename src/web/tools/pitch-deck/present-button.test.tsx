// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listLines } from '@/core/exports/text';
import { describe, expect, it, vi } from 'vitest';
import { installBroadcastChannel } from '../../../../tests/support/web/broadcast-channel';
import { SLIDE_TITLES } from '../../../../tests/support/fixtures';
import { openDeckChannel, type DeckMessage } from './present/deck-channel';
import { CURSOR_IDLE_MS } from './present/use-idle-cursor';
import { PresentButton } from './present-button';
import { layoutDeck } from '@/core/deck-design/deck-layout';
import { findDialog } from '../../../../tests/support/web/screen-test';

installBroadcastChannel();

const slides = SLIDE_TITLES.map((title, index) => ({
  title,
  content: `Content ${index + 1}\n• first point\n• second point`,
  notes: `Notes ${index + 1}`,
}));

const designs = layoutDeck({ slides, theme: 'light', logo: false, figures: {} });

/** The deck's Present button on its own, with the deck's slide kept where Present mode leaves it. */
async function openPresent(start = 0, ventureId?: string) {
  const user = userEvent.setup();
  const onExit = vi.fn();
  render(
    <PresentButton
      slides={slides}
      designs={designs}
      logoUrl={undefined}
      index={start}
      onExit={onExit}
      ventureId={ventureId}
    />,
  );
  const present = screen.getByRole('button', { name: 'Present' });
  await user.click(present);
  const dialog = await findDialog('Presentation');
  return { user, onExit, present, dialog };
}

const title = (dialog: HTMLElement) => within(dialog).getByRole('heading', { level: 2 });

describe('Present mode', () => {
  it('opens on the slide on stage with focus inside, announces the slide, and moves by every key', async () => {
    const { user, dialog } = await openPresent(1);
    expect(dialog).toHaveFocus();
    expect(within(dialog).getByText('Slide 2 of 10')).toHaveAttribute('aria-live', 'polite');
    expect(title(dialog)).toHaveTextContent('Problem');
    // Drawn as designed: the statement's lead, then its points.
    expect(within(dialog).getByText('Content 2')).toBeInTheDocument();
    expect(within(dialog).getByText('second point')).toBeInTheDocument();

    const steps: [string, number][] = [
      ['{ArrowRight}', 3],
      ['{ArrowDown}', 4],
      [' ', 5],
      ['{PageDown}', 6],
      ['{ArrowLeft}', 5],
      ['{ArrowUp}', 4],
      ['{PageUp}', 3],
      ['{End}', 10],
      ['{ArrowRight}', 10],
      ['{Home}', 1],
      ['{ArrowLeft}', 1],
    ];
    for (const [key, number] of steps) {
      await user.keyboard(key);
      expect(within(dialog).getByText(`Slide ${number} of 10`), key).toBeInTheDocument();
      // The title slide's heading is the company's name (its first line); its own title is not printed.
      const heading = number === 1 ? listLines(slides[0]!.content)[0] : SLIDE_TITLES[number - 1];
      expect(title(dialog), key).toHaveTextContent(heading ?? '');
    }
  });

  it('advances on a click, and by its Next and Previous buttons', async () => {
    const { user, dialog } = await openPresent();
    await user.click(title(dialog));
    expect(within(dialog).getByText('Slide 2 of 10')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next slide' }));
    expect(within(dialog).getByText('Slide 3 of 10')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Previous slide' }));
    expect(within(dialog).getByText('Slide 2 of 10')).toBeInTheDocument();
  });

  it('leaves on Escape, or on Exit, with focus back on Present and the deck on the slide presented last', async () => {
    const { user, onExit, present, dialog } = await openPresent();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
    expect(onExit).toHaveBeenLastCalledWith(2);
    await waitFor(() => expect(present).toHaveFocus());

    await user.click(present);
    const again = await findDialog('Presentation');
    await user.click(within(again).getByRole('button', { name: 'Exit' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(present).toHaveFocus());
  });

  it('hides the cursor and the controls after two seconds without pointer movement', async () => {
    const { dialog } = await openPresent();
    vi.useFakeTimers();
    fireEvent.pointerMove(dialog);
    const controls = within(dialog).getByRole('button', { name: 'Exit' }).parentElement;
    act(() => vi.advanceTimersByTime(CURSOR_IDLE_MS - 1));
    expect(dialog.style.cursor).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(dialog.style.cursor).toBe('none');
    expect(controls).toHaveClass('opacity-0');
    fireEvent.pointerMove(dialog);
    expect(dialog.style.cursor).toBe('');
    expect(controls).toHaveClass('opacity-100');
  });
});

describe('Present mode and the Presenter View (the channel)', () => {
  /** Present mode with its Presenter View opened by P: the session the window was opened for. */
  async function withPresenter(ventureId?: string) {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const opened = await openPresent(0, ventureId);
    open.mockReturnValue({} as Window);
    await opened.user.keyboard('p');
    const url = new URL(String(open.mock.calls[0]?.[0]), 'http://localhost');
    expect(url.pathname).toBe('/dashboard/pitch-deck/presenter');
    const heard: DeckMessage[] = [];
    const channel = openDeckChannel(url.searchParams.get('session') ?? '');
    channel.subscribe((message) => heard.push(message));
    return { ...opened, channel, heard };
  }

  it('answers hello with the deck, says each move, follows goto, and says end when it closes', async () => {
    const { user, dialog, channel, heard } = await withPresenter();
    channel.post({ type: 'hello' });
    await waitFor(() => expect(heard).toHaveLength(1));
    expect(heard[0]).toMatchObject({ type: 'deck', slides, index: 0 });
    expect(heard[0]?.type === 'deck' && heard[0].startedAt).toBeLessThanOrEqual(Date.now());

    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(heard.at(-1)).toEqual({ type: 'goto', index: 1 }));
    channel.post({ type: 'goto', index: 4 });
    await waitFor(() => expect(within(dialog).getByText('Slide 5 of 10')).toBeInTheDocument());
    // A goto it was told of is not said back.
    expect(heard).toHaveLength(2);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(heard.at(-1)).toEqual({ type: 'end' }));
  });

  it('sends the venture’s questions to rehearse after the deck, read from its overview when Present opens', async () => {
    const rehearsal = [{ slide: 9, question: 'Why raise €500,000?', answer: 'It buys 20 months of runway.' }];
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ ventureId: 'v1', facts: [], documents: [], rehearsal }));
    const { channel, heard } = await withPresenter('v1');
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/ventures/v1/facts');
    channel.post({ type: 'hello' });
    // Whenever the read is answered (before or after the hello), the deck comes first and the questions follow.
    await waitFor(() => expect(heard.at(-1)).toEqual({ type: 'questions', questions: rehearsal }));
    expect(heard.findIndex((message) => message.type === 'deck')).toBeLessThan(heard.length - 1);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('says so when the browser blocks the window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user, dialog } = await openPresent();
    await user.click(within(dialog).getByRole('button', { name: 'Presenter View' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Allow pop-ups for this site to open Presenter View.');
  });
});
