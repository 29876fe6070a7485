import { useEffect, useRef, useState } from 'react';
import type { SlideDesign } from '@/core/deck-design/boxes';
import type { RehearsalQuestion } from '@/core/tools/rehearsal';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { openDeckChannel, type DeckChannel, type DeckMessage } from './deck-channel';

/** What the Presenter View knows of the presentation it follows. */
export type PresenterState =
  | { status: 'missing' }
  | { status: 'waiting' }
  | { status: 'ended' }
  | {
      status: 'live';
      slides: readonly Slide[];
      /** Each slide as the audience window draws it. */
      designs: readonly SlideDesign[];
      logoUrl: string | undefined;
      index: number;
      startedAt: number;
      /** Questions to rehearse, each beside its slide. */
      questions: readonly RehearsalQuestion[];
    };

const within = (index: number, count: number) => Math.min(Math.max(0, index), count - 1);

/** The Presenter View's state after a message from the audience window (deck-channel.ts). */
export function presenterReducer(state: PresenterState, message: DeckMessage): PresenterState {
  switch (message.type) {
    case 'deck':
      return {
        status: 'live',
        slides: message.slides,
        designs: message.designs,
        logoUrl: message.logoUrl,
        index: within(message.index, message.slides.length),
        startedAt: message.startedAt,
        questions: state.status === 'live' ? state.questions : [],
      };
    case 'questions':
      return state.status === 'live' ? { ...state, questions: message.questions } : state;
    case 'goto':
      return state.status === 'live' ? { ...state, index: within(message.index, state.slides.length) } : state;
    case 'end':
      return { status: 'ended' };
    default:
      // Another Presenter View's hello.
      return state;
  }
}

/**
 * The Presenter View's side of the channel: says `hello`, takes the deck the audience window
 * answers with, follows its moves and its end; `go` moves both windows.
 */
export function usePresenterChannel(session: string | null) {
  const linkable = session !== null && typeof BroadcastChannel !== 'undefined';
  const [state, setState] = useState<PresenterState>({ status: linkable ? 'waiting' : 'missing' });
  const channel = useRef<DeckChannel>(undefined);
  useEffect(() => {
    if (!linkable) return;
    const opened = openDeckChannel(session);
    channel.current = opened;
    const unsubscribe = opened.subscribe((message) => setState((current) => presenterReducer(current, message)));
    opened.post({ type: 'hello' });
    return () => {
      unsubscribe();
      opened.close();
      channel.current = undefined;
    };
  }, [linkable, session]);

  const go = (index: number) => {
    if (state.status !== 'live') return;
    const to = within(index, state.slides.length);
    if (to === state.index) return;
    setState({ ...state, index: to });
    channel.current?.post({ type: 'goto', index: to });
  };
  return { state, go };
}
