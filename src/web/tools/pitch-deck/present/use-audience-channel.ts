import { useEffect, useRef, useState } from 'react';
import type { SlideDesign } from '@/core/deck-design/boxes';
import type { RehearsalQuestion } from '@/core/tools/rehearsal';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { newSession, openDeckChannel, type DeckChannel, type DeckMessage } from './deck-channel';

/**
 * Present mode's side of the Presenter View's channel (deck-channel.ts): answers `hello` with the
 * deck and its designs (`look`: each slide designed, the logo's path), the slide on screen and when
 * Present started, then the questions to rehearse (sent again when they change); follows `goto`;
 * says `end` when Present mode closes or the window goes away. `post` tells the Presenter View of a
 * move made here.
 */
export function useAudienceChannel(
  slides: readonly Slide[],
  look: { designs: readonly SlideDesign[]; logoUrl: string | undefined },
  index: number,
  onGoto: (index: number) => void,
  questions: readonly RehearsalQuestion[] = [],
) {
  const [session] = useState(newSession);
  const [startedAt] = useState(Date.now);
  const latest = useRef({ slides, look, index, onGoto, questions });
  useEffect(() => {
    latest.current = { slides, look, index, onGoto, questions };
  });
  const channel = useRef<DeckChannel>(undefined);

  useEffect(() => {
    // A browser without BroadcastChannel presents alone; Presenter View is not offered there.
    if (typeof BroadcastChannel === 'undefined') return;
    const opened = openDeckChannel(session);
    channel.current = opened;
    const unsubscribe = opened.subscribe((message) => {
      if (message.type === 'hello') {
        const { slides: shown, look: drawn, index: at } = latest.current;
        const logo = drawn.logoUrl ? { logoUrl: drawn.logoUrl } : {};
        opened.post({ type: 'deck', slides: [...shown], designs: [...drawn.designs], ...logo, index: at, startedAt });
        const { questions: asked } = latest.current;
        if (asked.length > 0) opened.post({ type: 'questions', questions: [...asked] });
      } else if (message.type === 'goto') latest.current.onGoto(message.index);
    });
    const end = () => opened.post({ type: 'end' });
    window.addEventListener('pagehide', end);
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', end);
      end();
      opened.close();
      channel.current = undefined;
    };
  }, [session, startedAt]);

  // Questions that arrive once a Presenter View is already following (the overview is read on Present).
  useEffect(() => {
    if (questions.length > 0) channel.current?.post({ type: 'questions', questions: [...questions] });
  }, [questions]);

  return {
    session,
    /** Whether this browser can link a Presenter View. */
    linked: typeof BroadcastChannel !== 'undefined',
    post: (message: DeckMessage) => channel.current?.post(message),
  };
}
