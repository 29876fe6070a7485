import { useEffect, useRef, useState } from 'react';
import type { SlideDesign } from '@/core/deck-design/boxes';
import type { Slide } from '@/core/tools/pitch-deck/client';
import { newSession, openDeckChannel, type DeckChannel, type DeckMessage } from './deck-channel';

/**
 * Present mode's side of the Presenter View's channel (deck-channel.ts): answers `hello` with the
 * deck and its designs (`look`: each slide designed, the logo's path), the slide on screen and when Present started; follows `goto`; says `end` when Present mode
 * closes or the window goes away. `post` tells the Presenter View of a move made here.
 */
export function useAudienceChannel(
  slides: readonly Slide[],
  look: { designs: readonly SlideDesign[]; logoUrl: string | undefined },
  index: number,
  onGoto: (index: number) => void,
) {
  const [session] = useState(newSession);
  const [startedAt] = useState(Date.now);
  const latest = useRef({ slides, look, index, onGoto });
  useEffect(() => {
    latest.current = { slides, look, index, onGoto };
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

  return {
    session,
    /** Whether this browser can link a Presenter View. */
    linked: typeof BroadcastChannel !== 'undefined',
    post: (message: DeckMessage) => channel.current?.post(message),
  };
}
