import { describe, expect, it } from 'vitest';
import { bodyFontSize } from './fit-text';

describe('bodyFontSize', () => {
  it('keeps a few short lines at 22 points and shrinks a full slide', () => {
    expect(bodyFontSize(['One', 'Two', 'Three'])).toBe(22);
    expect(bodyFontSize(Array.from({ length: 12 }, () => 'x'.repeat(120)))).toBe(12);
  });

  it('weighs a Chinese character as two Latin letters, as it is drawn', () => {
    const latin = Array.from({ length: 4 }, () => 'x'.repeat(100));
    const chinese = Array.from({ length: 4 }, () => '市'.repeat(100));
    expect(bodyFontSize(latin)).toBe(20);
    expect(bodyFontSize(chinese)).toBe(16);
  });
});
