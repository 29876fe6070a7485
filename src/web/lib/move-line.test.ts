import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { moveLine } from './move-line';

const text = '• One\n• Two\n• Three';

describe('moveLine', () => {
  it('moves the caret’s line down and up, the caret staying in it', () => {
    expect(moveLine(text, 3, 'down')).toEqual({ text: '• Two\n• One\n• Three', caret: 9 });
    expect(moveLine(text, 9, 'up')).toEqual({ text: '• Two\n• One\n• Three', caret: 3 });
    // A caret at a line's end belongs to that line.
    expect(moveLine(text, 11, 'down')).toEqual({ text: '• One\n• Three\n• Two', caret: 19 });
  });

  it('leaves the first line’s Up and the last line’s Down alone', () => {
    expect(moveLine(text, 0, 'up')).toBeNull();
    expect(moveLine(text, text.length, 'down')).toBeNull();
    expect(moveLine('one line', 3, 'down')).toBeNull();
  });

  it('keeps every line, and moving back restores the text and the caret', () => {
    const lines = fc.array(fc.string({ unit: fc.constantFrom('a', 'b', ' ', '•') }), { minLength: 2, maxLength: 6 });
    fc.assert(
      fc.property(lines, fc.nat(), fc.boolean(), (parts, seed, down) => {
        const joined = parts.join('\n');
        const caret = seed % (joined.length + 1);
        const moved = moveLine(joined, caret, down ? 'down' : 'up');
        if (!moved) return;
        expect(moved.text.split('\n').sort()).toEqual([...parts].sort());
        expect(moveLine(moved.text, moved.caret, down ? 'up' : 'down')).toEqual({ text: joined, caret });
      }),
    );
  });
});
