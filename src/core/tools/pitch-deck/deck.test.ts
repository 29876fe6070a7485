import { describe, expect, it } from 'vitest';
import { clampIndex, deckReducer, initialDeck, isEditing, type DeckAction, type DeckState } from './deck';
import type { Slide } from './schema';

const slides: Slide[] = ['Title Slide', 'Problem', 'Solution'].map((title) => ({
  title,
  content: `${title} content`,
  notes: `${title} notes`,
}));

const run = (state: DeckState, ...actions: DeckAction[]) => actions.reduce(deckReducer, state);
const loaded = (index = 0) => run(initialDeck, { type: 'load', slides }, { type: 'jump', index, count: slides.length });

describe('clampIndex', () => {
  it.each([
    [0, 3, 0],
    [2, 3, 2],
    [3, 3, 2],
    [-1, 3, 0],
    [5, 0, 0],
    [Number.NaN, 3, 0],
    [1.7, 3, 1],
  ])('clamps %s within %s slides to %s', (index, count, expected) => {
    expect(clampIndex(index, count)).toBe(expected);
  });
});

describe('deck navigation', () => {
  it('starts on the first slide, with no deck and no draft', () => {
    expect(initialDeck).toEqual({ index: 0, slides: null, draft: null });
  });

  it('moves one slide at a time within bounds', () => {
    let state = loaded();
    state = deckReducer(state, { type: 'previous', count: 3 });
    expect(state.index).toBe(0);
    state = run(state, { type: 'next', count: 3 });
    expect(state.index).toBe(1);
    state = run(state, { type: 'next', count: 3 }, { type: 'next', count: 3 }, { type: 'next', count: 3 });
    expect(state.index).toBe(2);
    state = run(state, { type: 'previous', count: 3 });
    expect(state.index).toBe(1);
  });

  it('returns the same state when a move changes nothing', () => {
    const state = loaded();
    expect(deckReducer(state, { type: 'previous', count: 3 })).toBe(state);
  });

  it('jumps to a slide, clamped to the deck', () => {
    expect(deckReducer(loaded(), { type: 'jump', index: 2, count: 3 }).index).toBe(2);
    expect(deckReducer(loaded(), { type: 'jump', index: 9, count: 3 }).index).toBe(2);
    expect(deckReducer(loaded(1), { type: 'jump', index: -4, count: 3 }).index).toBe(0);
  });

  it('navigates a streaming deck by the slides arrived so far', () => {
    let state = run(initialDeck, { type: 'next', count: 2 }, { type: 'next', count: 2 });
    expect(state.index).toBe(1);
    state = run(state, { type: 'next', count: 4 });
    expect(state.index).toBe(2);
    expect(state.slides).toBeNull();
  });

  it('counts from a clamped index when the deck has fewer slides than the index', () => {
    const state = { ...initialDeck, index: 7 };
    expect(deckReducer(state, { type: 'previous', count: 3 }).index).toBe(1);
    expect(deckReducer(state, { type: 'next', count: 3 }).index).toBe(2);
  });
});

describe('a new generation', () => {
  it('resets to the first slide and drops the copy and any draft', () => {
    const state = run(loaded(2), { type: 'edit' });
    expect(deckReducer(state, { type: 'reset' })).toEqual({ index: 0, slides: null, draft: null });
  });

  it('keeps the slide the founder moved to while the deck streamed in', () => {
    const state = run(initialDeck, { type: 'next', count: 2 }, { type: 'load', slides });
    expect(state.index).toBe(1);
  });

  it('copies the final deck, so edits never change the generated result', () => {
    const generated = slides.map((slide) => ({ ...slide }));
    const state = run(
      initialDeck,
      { type: 'load', slides: generated },
      { type: 'edit' },
      { type: 'change', changes: { title: 'Changed' } },
      { type: 'save' },
    );
    expect(state.slides?.[0]?.title).toBe('Changed');
    expect(generated[0]?.title).toBe('Title Slide');
  });
});

describe('editing a slide', () => {
  it('copies the current slide into a draft and enters edit mode', () => {
    const state = deckReducer(loaded(1), { type: 'edit' });
    expect(isEditing(state)).toBe(true);
    expect(state.draft).toEqual(slides[1]);
    expect(state.draft).not.toBe(state.slides?.[1]);
  });

  it('changes only the draft until saved', () => {
    const state = run(
      loaded(1),
      { type: 'edit' },
      { type: 'change', changes: { content: 'New content' } },
      { type: 'change', changes: { notes: 'New notes' } },
    );
    expect(state.draft).toEqual({ title: 'Problem', content: 'New content', notes: 'New notes' });
    expect(state.slides?.[1]).toEqual(slides[1]);
  });

  it('saves the draft over the current slide only, and leaves edit mode', () => {
    const state = run(
      loaded(1),
      { type: 'edit' },
      { type: 'change', changes: { title: 'The Pain' } },
      { type: 'save' },
    );
    expect(isEditing(state)).toBe(false);
    expect(state.draft).toBeNull();
    expect(state.index).toBe(1);
    expect(state.slides).toEqual([slides[0], { ...slides[1], title: 'The Pain' }, slides[2]]);
  });

  it('cancels without changing the slide', () => {
    const state = run(
      loaded(1),
      { type: 'edit' },
      { type: 'change', changes: { title: 'Dropped' } },
      { type: 'cancel' },
    );
    expect(isEditing(state)).toBe(false);
    expect(state.slides).toEqual(slides);
  });

  it('does not move away from a slide while it is being edited', () => {
    const editing = run(loaded(1), { type: 'edit' });
    expect(deckReducer(editing, { type: 'next', count: 3 })).toBe(editing);
    expect(deckReducer(editing, { type: 'previous', count: 3 })).toBe(editing);
    expect(deckReducer(editing, { type: 'jump', index: 0, count: 3 })).toBe(editing);
  });

  it('does nothing before the deck is final', () => {
    expect(deckReducer(initialDeck, { type: 'edit' })).toBe(initialDeck);
    expect(deckReducer(initialDeck, { type: 'change', changes: { title: 'x' } })).toBe(initialDeck);
    expect(deckReducer(initialDeck, { type: 'save' })).toBe(initialDeck);
    expect(deckReducer(initialDeck, { type: 'cancel' })).toBe(initialDeck);
  });

  it('ignores a second Edit while editing, keeping the draft', () => {
    const state = run(loaded(), { type: 'edit' }, { type: 'change', changes: { title: 'Kept' } });
    expect(deckReducer(state, { type: 'edit' }).draft?.title).toBe('Kept');
  });
});
