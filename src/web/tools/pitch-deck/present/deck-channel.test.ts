import { describe, expect, it } from 'vitest';
import { layoutDeck } from '@/core/deck-design/deck-layout';
import { isDeckMessage } from './deck-channel';
import { moved } from './slide-keys';
import { formatElapsed } from './presenter-view';

const slide = { title: 'Problem', content: '• Dinner is a puzzle', notes: 'Say it slowly.' };
const designs = layoutDeck({ slides: [slide], theme: 'dark', logo: true, figures: {} });
const deck = { type: 'deck', slides: [slide], designs, index: 0, startedAt: 1 };

describe('the Presenter View protocol', () => {
  it('takes its five messages and nothing else', () => {
    expect(isDeckMessage({ type: 'hello' })).toBe(true);
    expect(isDeckMessage({ type: 'end' })).toBe(true);
    expect(isDeckMessage({ type: 'goto', index: 3 })).toBe(true);
    expect(isDeckMessage(deck)).toBe(true);
    expect(isDeckMessage({ ...deck, logoUrl: '/api/ventures/v1/logo?v=1' })).toBe(true);

    expect(isDeckMessage({ type: 'goto', index: -1 })).toBe(false);
    expect(isDeckMessage({ type: 'goto', index: 1.5 })).toBe(false);
    expect(isDeckMessage({ type: 'goto' })).toBe(false);
    expect(isDeckMessage({ ...deck, slides: [], designs: [] })).toBe(false);
    expect(isDeckMessage({ ...deck, slides: [{ ...slide, notes: 3 }] })).toBe(false);
    expect(isDeckMessage({ ...deck, startedAt: undefined })).toBe(false);
    // Each slide's design, drawable: one per slide, every box with its place and its lists.
    expect(isDeckMessage({ ...deck, designs: [] })).toBe(false);
    const [design] = designs;
    const broken = { ...design, boxes: [{ kind: 'text', x: 0, y: 0, w: 1, h: 1, size: 9, color: '000000' }] };
    expect(isDeckMessage({ ...deck, designs: [broken] })).toBe(false);
    expect(
      isDeckMessage({ ...deck, designs: [{ ...design, boxes: [{ kind: 'script', x: 0, y: 0, w: 1, h: 1 }] }] }),
    ).toBe(false);
    // The logo only from this origin.
    expect(isDeckMessage({ ...deck, logoUrl: 'https://elsewhere.example/logo.png' })).toBe(false);
    expect(isDeckMessage({ ...deck, logoUrl: '//elsewhere.example/logo.png' })).toBe(false);
    // The questions to rehearse, each beside a slide.
    const question = { slide: 9, question: 'Why now?', answer: 'Regulation changed in 2025.' };
    expect(isDeckMessage({ type: 'questions', questions: [question] })).toBe(true);
    expect(isDeckMessage({ type: 'questions', questions: [] })).toBe(true);
    expect(isDeckMessage({ type: 'questions', questions: [{ ...question, slide: -1 }] })).toBe(false);
    expect(isDeckMessage({ type: 'questions', questions: [{ ...question, answer: null }] })).toBe(false);
    expect(isDeckMessage({ type: 'questions' })).toBe(false);
    expect(isDeckMessage({ type: 'other' })).toBe(false);
    expect(isDeckMessage('hello')).toBe(false);
    expect(isDeckMessage(null)).toBe(false);
  });
});

describe('moves and the timer', () => {
  it('moves within the deck', () => {
    expect(moved(0, 'next', 10)).toBe(1);
    expect(moved(9, 'next', 10)).toBe(9);
    expect(moved(0, 'previous', 10)).toBe(0);
    expect(moved(5, 'first', 10)).toBe(0);
    expect(moved(5, 'last', 10)).toBe(9);
  });

  it('shows the time since Present started as mm:ss', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65_999)).toBe('01:05');
    expect(formatElapsed(3_600_000 + 7_000)).toBe('60:07');
    expect(formatElapsed(-5)).toBe('00:00');
  });
});
