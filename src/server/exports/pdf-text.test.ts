import { describe, expect, it } from 'vitest';
import { spell, STANDARD, textRuns, toWinAnsi, visualOrder } from './pdf-text';

/** A stand-in for the fallback fonts: 0 has Chinese, 1 (right to left) Arabic, 2 Cyrillic. */
const fallbackFor = (codePoint: number) => {
  if (codePoint >= 0x4e00 && codePoint <= 0x9fff) return 0;
  if (codePoint >= 0x0600 && codePoint <= 0x06ff) return 1;
  if (codePoint >= 0x0400 && codePoint <= 0x04ff) return 2;
  return STANDARD;
};

describe('toWinAnsi', () => {
  it('keeps Western European text and typographic punctuation as it is', () => {
    const text = 'Café “naïve” — 12 € · résumé… Straße ×2 ÷ 3 • ok';
    expect(toWinAnsi(text)).toBe(text);
  });

  it('spells other letters with their base letter, common symbols in ASCII, and the rest as "?"', () => {
    expect(toWinAnsi('Zażółć gęślą')).toBe('Zazólc gesla');
    expect(toWinAnsi('growth → 2×, margin ≥ 60%')).toBe('growth -> 2×, margin >= 60%');
    expect(toWinAnsi('launch 🚀 in 東京')).toBe('launch ? in ??');
    expect(spell('\t')).toBe(' ');
  });
});

describe('textRuns', () => {
  it('keeps WinAnsi text in the standard font, whole', () => {
    expect(textRuns('Café “naïve” — 12 €', fallbackFor)).toEqual([{ font: STANDARD, text: 'Café “naïve” — 12 €' }]);
  });

  it('gives every other character the first font that has it, and spells what none has', () => {
    expect(textRuns('Café 北京 مرحبا Москва 🚀!', fallbackFor)).toEqual([
      { font: STANDARD, text: 'Café ' },
      { font: 0, text: '北京' },
      { font: STANDARD, text: ' ' },
      { font: 1, text: 'مرحبا' },
      { font: STANDARD, text: ' ' },
      { font: 2, text: 'Москва' },
      { font: STANDARD, text: ' ?!' },
    ]);
  });

  it('composes an accent typed as a combining mark with its letter', () => {
    expect(textRuns('Cafe\u0301', fallbackFor)).toEqual([{ font: STANDARD, text: 'Café' }]);
  });
});

describe('visualOrder', () => {
  const isRtl = (font: number) => font === 1;
  const drawn = (text: string) =>
    visualOrder(textRuns(text, fallbackFor), isRtl)
      .map((run) => run.text)
      .join('|');

  it('draws a stretch of right-to-left words from its last word to its first', () => {
    expect(drawn('مرحبا بالعالم')).toBe('بالعالم| |مرحبا');
    expect(drawn('Say مرحبا بالعالم to 北京')).toBe('Say |بالعالم| |مرحبا| to |北京');
  });

  it('leaves left-to-right text in its order', () => {
    expect(drawn('Hello 北京 world')).toBe('Hello |北京| world');
  });
});
