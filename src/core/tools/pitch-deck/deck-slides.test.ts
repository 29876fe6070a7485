import { describe, expect, it } from 'vitest';
import { deckReducer, initialDeck, NEW_SLIDE, type DeckAction, type DeckState } from './deck';
import { MAX_SLIDES, type Slide } from './schema';

const deckOf = (count: number): Slide[] =>
  Array.from({ length: count }, (_, index) => ({ title: `S${index + 1}`, content: 'c', notes: 'n' }));
const run = (state: DeckState, ...actions: DeckAction[]) => actions.reduce(deckReducer, state);
const at = (index: number, slides = deckOf(3)) =>
  run(initialDeck, { type: 'load', slides }, { type: 'jump', index, count: slides.length });
const titles = (state: DeckState) => state.slides?.map((slide) => slide.title);

describe('slide actions', () => {
  it('adds a New Slide after the current one, current and open in the editor', () => {
    const state = deckReducer(at(0), { type: 'add' });
    expect(titles(state)).toEqual(['S1', 'New Slide', 'S2', 'S3']);
    expect(state.index).toBe(1);
    expect(state.draft).toEqual(NEW_SLIDE);
    // The saved answer to that edit keeps the editor open; another deck closes it.
    expect(deckReducer(state, { type: 'load', slides: state.slides! }).draft).toEqual(NEW_SLIDE);
    expect(deckReducer(state, { type: 'load', slides: deckOf(3) }).draft).toBeNull();
  });

  it('duplicates the current slide after it, the copy current', () => {
    const state = deckReducer(at(2), { type: 'duplicate' });
    expect(titles(state)).toEqual(['S1', 'S2', 'S3', 'S3']);
    expect(state.index).toBe(3);
    expect(state.slides![2]).not.toBe(state.slides![3]);
  });

  it('deletes the current slide, the next (or the new last) current; never the last one left', () => {
    expect(titles(deckReducer(at(1), { type: 'remove' }))).toEqual(['S1', 'S3']);
    expect(deckReducer(at(1), { type: 'remove' }).index).toBe(1);
    expect(deckReducer(at(2), { type: 'remove' }).index).toBe(1);
    const one = at(0, deckOf(1));
    expect(deckReducer(one, { type: 'remove' })).toBe(one);
  });

  it('moves a slide, the moved slide current; not past the ends', () => {
    const state = deckReducer(at(0), { type: 'move', from: 0, to: 1 });
    expect(titles(state)).toEqual(['S2', 'S1', 'S3']);
    expect(state.index).toBe(1);
    expect(titles(deckReducer(at(0), { type: 'move', from: 2, to: 1 }))).toEqual(['S1', 'S3', 'S2']);
    const first = at(0);
    expect(deckReducer(first, { type: 'move', from: 0, to: -1 })).toBe(first);
    expect(deckReducer(at(2), { type: 'move', from: 2, to: 3 }).slides).toEqual(deckOf(3));
  });

  it('does nothing while editing, while streaming, or past MAX_SLIDES', () => {
    const editing = deckReducer(at(0), { type: 'edit' });
    for (const action of [{ type: 'add' }, { type: 'remove' }, { type: 'move', from: 0, to: 1 }] as DeckAction[])
      expect(deckReducer(editing, action)).toBe(editing);
    expect(deckReducer(initialDeck, { type: 'add' })).toBe(initialDeck);
    const full = at(0, deckOf(MAX_SLIDES));
    expect(deckReducer(full, { type: 'add' })).toBe(full);
    expect(deckReducer(full, { type: 'duplicate' })).toBe(full);
  });
});
