import { describe, expect, it } from 'vitest';
import { isDeckMessage } from './deck-channel';
import { moved } from './slide-keys';
import { formatElapsed } from './presenter-view';

const slide = { title: 'Problem', content: '• Dinner is a puzzle', notes: 'Say it slowly.' };

describe('the Presenter View protocol', () => {
  it('takes its four messages and nothing else', () => {
    expect(isDeckMessage({ type: 'hello' })).toBe(true);
    expect(isDeckMessage({ type: 'end' })).toBe(true);
    expect(isDeckMessage({ type: 'goto', index: 3 })).toBe(true);
    expect(isDeckMessage({ type: 'deck', slides: [slide], index: 0, startedAt: 1 })).toBe(true);

    expect(isDeckMessage({ type: 'goto', index: -1 })).toBe(false);
    expect(isDeckMessage({ type: 'goto', index: 1.5 })).toBe(false);
    expect(isDeckMessage({ type: 'goto' })).toBe(false);
    expect(isDeckMessage({ type: 'deck', slides: [], index: 0, startedAt: 1 })).toBe(false);
    expect(isDeckMessage({ type: 'deck', slides: [{ ...slide, notes: 3 }], index: 0, startedAt: 1 })).toBe(false);
    expect(isDeckMessage({ type: 'deck', slides: [slide], index: 0 })).toBe(false);
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
