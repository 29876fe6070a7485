import { MAX_SLIDES, type Slide } from './schema';

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
  | { type: 'cancel' }
  /** Slide actions on a final deck, each saved as an edit: the current slide follows the slide acted on. */
  | SlideAction;

export type SlideAction =
  /** A blank "New Slide" after the current one, opened in the editor. */
  | { type: 'add' }
  | { type: 'duplicate' }
  /** Deletes the current slide; the last one left stays. */
  | { type: 'remove' }
  /** Moves the slide at `from` to `to` (Move Up / Move Down, Alt+Arrow on a thumbnail). */
  | { type: 'move'; from: number; to: number };

/** The slide Add Slide puts after the current one: titled, its content and notes left to the founder. */
export const NEW_SLIDE: Slide = { title: 'New Slide', content: '', notes: '' };

export const initialDeck: DeckState = { index: 0, slides: null, draft: null };

/** `index` kept within a deck of `count` slides (0 for an empty deck). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}

export function isEditing(state: DeckState): boolean {
  return state.draft !== null;
}

const sameSlides = (a: readonly Slide[] | null, b: readonly Slide[]) =>
  a !== null && JSON.stringify(a) === JSON.stringify(b);

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
        // The saved answer to an edit of this page (Add Slide opens the slide it added) keeps the editor open.
        draft: sameSlides(state.slides, action.slides) ? state.draft : null,
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
    default:
      return restructure(state, action);
  }
}

/** `state` after a slide action, or `state` itself when the action cannot apply (mid-edit, streaming, at a limit). */
function restructure(state: DeckState, action: SlideAction): DeckState {
  const slides = state.slides;
  if (!slides || isEditing(state)) return state;
  const at = clampIndex(state.index, slides.length);
  const current = slides[at];
  if (!current) return state;
  const inserted = (slide: Slide) => [...slides.slice(0, at + 1), { ...slide }, ...slides.slice(at + 1)];
  switch (action.type) {
    case 'add':
    case 'duplicate': {
      if (slides.length >= MAX_SLIDES) return state;
      const slide = action.type === 'add' ? NEW_SLIDE : current;
      return { index: at + 1, slides: inserted(slide), draft: action.type === 'add' ? { ...NEW_SLIDE } : null };
    }
    case 'remove':
      if (slides.length <= 1) return state;
      return { ...state, index: Math.min(at, slides.length - 2), slides: slides.filter((_, index) => index !== at) };
    case 'move': {
      const moved = slides[action.from];
      const to = action.to;
      if (!moved || to === action.from || to < 0 || to >= slides.length) return state;
      const rest = slides.filter((_, index) => index !== action.from);
      return { ...state, index: to, slides: [...rest.slice(0, to), moved, ...rest.slice(to)] };
    }
  }
}
