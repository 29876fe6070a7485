import { describe, expect, it } from 'vitest';
import { toWinAnsi } from './pdf-text';

describe('toWinAnsi', () => {
  it('keeps Western European text and typographic punctuation as it is', () => {
    const text = 'Café “naïve” — 12 € · résumé… Straße ×2 ÷ 3 • ok';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('spells other letters with their base letter, common symbols in ASCII, and the rest as "?"', () => {
    expect(toWinAnsi('Zażółć gęślą')).toBe('Zazólc gesla');
    expect(toWinAnsi('growth → 2×, margin ≥ 60%')).toBe('growth -> 2×, margin >= 60%');
    expect(toWinAnsi('launch 🚀 in 東京')).toBe('launch ? in ??');
  });
});
