import type { Slide } from './schema';

/**
 * The deck screen's state, apart from React so it can be tested alone: which slide is shown, the
 * founder's copy of the final deck (edits change it, never the generated result), and the draft of
 * the slide being edited.
 */
export interface DeckState {
  /** Index of the current slide, from 0. */
  index: number;
  /** The final deck as edited in the page; null while a deck is streaming or before the first. */
  slides: Slide[] | null;
  /** The slide being edited, or null when not editing. */
  draft: Slide | null;
}

export type DeckAction =
  /** A new generation starts: back to the first slide, nothing to edit until it is final. */
  | { type: 'reset' }
  /** The final deck arrived: copy it, so edits never touch the generated result. */
  | { type: 'load'; slides: readonly Slide[] }
  /**
   * Moves. `count` is the number of slides on screen, which while streaming is the number arrived
   * so far, so the reducer does not own the list it navigates.
   */
  | { type: 'next'; count: number }
  | { type: 'previous'; count: number }
  | { type: 'jump'; index: number; count: number }
  | { type: 'edit' }
  | { type: 'change'; changes: Partial<Slide> }
  | { type: 'save' }
  | { type: 'cancel' };

export const initialDeck: DeckState = { index: 0, slides: null, draft: null };

/** `index` kept within a deck of `count` slides (0 for an empty deck). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function isEditing(state: DeckState): boolean {
  return state.draft !== null;
}

function moveTo(state: DeckState, index: number, count: number): DeckState {
  // The draft belongs to the slide it was taken from: moving away mid-edit would save it onto
  // another slide or lose it silently, so navigation waits until the edit is saved or cancelled.
  if (isEditing(state)) return state;
  const next = clampIndex(index, count);
  return next === state.index ? state : { ...state, index: next };
}

export function deckReducer(state: DeckState, action: DeckAction): DeckState {
  switch (action.type) {
    case 'reset':
      return initialDeck;
    case 'load':
      return {
        index: clampIndex(state.index, action.slides.length),
        slides: action.slides.map((slide) => ({ ...slide })),
        draft: null,
      };
    case 'next':
      return moveTo(state, clampIndex(state.index, action.count) + 1, action.count);
    case 'previous':
      return moveTo(state, clampIndex(state.index, action.count) - 1, action.count);
    case 'jump':
      return moveTo(state, action.index, action.count);
    case 'edit': {
      const current = state.slides?.[state.index];
      // Only a final deck is edited: a streaming slide would be overwritten by the next delta.
      if (!current || isEditing(state)) return state;
      return { ...state, draft: { ...current } };
    }
    case 'change':
      return state.draft ? { ...state, draft: { ...state.draft, ...action.changes } } : state;
    case 'save': {
      if (!state.draft || !state.slides) return state;
      const draft = state.draft;
      return {
        ...state,
        slides: state.slides.map((slide, index) => (index === state.index ? draft : slide)),
        draft: null,
      };
    }
    case 'cancel':
      return state.draft ? { ...state, draft: null } : state;
  }
}
