import { useEffect, useMemo, useReducer, useState, type Dispatch } from 'react';
import type { DeepPartial } from '@/core/stream/partial-shape';
import {
  clampIndex,
  deckReducer,
  initialDeck,
  isEditing,
  type PitchDeckResult,
  type Slide,
  type DeckAction,
  type SlideAction,
} from '@/core/tools/pitch-deck/client';
import { isTextEntry } from '@/web/lib/text-entry';

/**
 * The deck on screen: the slides streaming in, then the founder's editable copy of the final deck,
 * with the current slide, the draft being edited, and Left/Right arrow navigation.
 */
export function useDeck(result: PitchDeckResult | null, loading: boolean, streamed: readonly DeepPartial<Slide>[]) {
  const [state, dispatch] = useReducer(deckReducer, initialDeck);

  // Follow the generator while rendering rather than in an effect, so no frame shows a stale deck:
  // a new generation starts on the first slide, and a final result is copied once for editing.
  // Starts from no result, so a saved deck the screen opens on is copied for editing on the first render too.
  const [seen, setSeen] = useState<{ result: PitchDeckResult | null; loading: boolean }>({ result: null, loading });
  if (seen.result !== result || seen.loading !== loading) {
    setSeen({ result, loading });
    if (loading && !seen.loading) dispatch({ type: 'reset' });
    if (result && result !== seen.result) dispatch({ type: 'load', slides: result.slides });
  }

  const slides: readonly DeepPartial<Slide>[] = state.slides ?? streamed;
  const count = slides.length;
  const index = clampIndex(state.index, count);

  useArrowKeys(count, dispatch);
  // One object per set of slides: the figure check and the designs follow the final deck by identity,
  // so a new object on every render (a slide change) checked the whole deck again each time.
  const final = useMemo(() => (state.slides ? { slides: state.slides } : null), [state.slides]);

  return {
    slides,
    count,
    index,
    current: slides[index],
    /** The edited deck once final, for editing and the download; null while streaming. */
    final,
    draft: state.draft,
    editing: isEditing(state),
    next: () => dispatch({ type: 'next', count }),
    previous: () => dispatch({ type: 'previous', count }),
    jump: (to: number) => dispatch({ type: 'jump', index: to, count }),
    edit: () => dispatch({ type: 'edit' }),
    change: (changes: Partial<Slide>) => dispatch({ type: 'change', changes }),
    save: () => dispatch({ type: 'save' }),
    /** The deck as Save Changes will leave it, or null when nothing is being edited. */
    edited: () => {
      const saved = deckReducer(state, { type: 'save' });
      return saved !== state && saved.slides ? { slides: [...saved.slides] } : null;
    },
    cancel: () => dispatch({ type: 'cancel' }),
    /** Applies a slide action (Add, Duplicate, Delete, Move); the deck to save, or null when it did not apply. */
    act: (action: SlideAction): PitchDeckResult | null => {
      const next = deckReducer(state, action);
      if (next === state || !next.slides) return null;
      dispatch(action);
      return { slides: [...next.slides] };
    },
  };
}

/** Left and Right arrows move between slides, except in a text field or with a modifier key. */
function useArrowKeys(count: number, dispatch: Dispatch<DeckAction>) {
  useEffect(() => {
    if (count === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      if (
        event.defaultPrevented ||
        event.altKey ||
        event.ctrlKey ||
        event.metaKey ||
        event.shiftKey ||
        isTextEntry(event.target)
      )
        return;
      event.preventDefault();
      dispatch({ type: event.key === 'ArrowLeft' ? 'previous' : 'next', count });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, dispatch]);
}
