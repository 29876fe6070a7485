import { describe, expect, it } from 'vitest';
import { withSentence } from './offline';

describe('the offline rewrite’s added sentence', () => {
  it('follows a paragraph', () => {
    expect(withSentence('We sell meal kits.', 'In figures: 312 customers.')).toBe(
      'We sell meal kits. In figures: 312 customers.',
    );
  });

  it('is a bullet of its own after a slide’s bullets, never glued to the last one', () => {
    expect(withSentence('• Parents lack time\n• Kits cost too much\n', 'In figures: 312 customers.')).toBe(
      '• Parents lack time\n• Kits cost too much\n• In figures: 312 customers.',
    );
    expect(withSentence('- One\n- Two', 'More.')).toBe('- One\n- Two\n- More.');
  });

  it('is a line of its own after lines with no bullets', () => {
    expect(withSentence('Who: parents\nWhere: Lisbon', 'In figures: 312 customers.')).toBe(
      'Who: parents\nWhere: Lisbon\nIn figures: 312 customers.',
    );
  });
});
