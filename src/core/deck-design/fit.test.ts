import { describe, expect, it } from 'vitest';
import { fitText, wrapText } from './fit';
import { textWidth } from './measure';

const box = { w: 400, h: 100 };
const title = { size: 40, floor: 20, bold: true, wrap: 'after-floor' as const, lineHeight: 1.2 };
const inside = (paragraphs: string[][], size: number, width: number, height: number, bold = false) => {
  const lines = paragraphs.flat();
  expect(lines.length * size * 1.2).toBeLessThanOrEqual(height + 0.01);
  for (const line of lines) expect(textWidth(line, size, bold)).toBeLessThanOrEqual(width + 0.01);
};

describe('fitText', () => {
  it('keeps a short title at its size, on one line', () => {
    expect(fitText(['Acme'], box, title)).toEqual({ size: 40, paragraphs: [['Acme']] });
  });

  it('shrinks a longer title before it wraps', () => {
    const fitted = fitText(['Robots that fold laundry'], box, title);
    expect(fitted.size).toBeLessThan(40);
    expect(fitted.size).toBeGreaterThanOrEqual(20);
    expect(fitted.paragraphs).toEqual([['Robots that fold laundry']]);
  });

  it('wraps a long title at the floor, inside its box', () => {
    const fitted = fitText(['Robots that fold the laundry of busy families in small flats'], box, title);
    expect(fitted.size).toBe(20);
    expect(fitted.paragraphs[0]!.length).toBeGreaterThan(1);
    inside(fitted.paragraphs, fitted.size, box.w, box.h, true);
  });

  it('cuts what cannot fit at the floor with an ellipsis, never overflowing', () => {
    const fitted = fitText(['word '.repeat(400)], box, title);
    expect(fitted.size).toBe(20);
    expect(fitted.paragraphs.flat().at(-1)).toMatch(/…$/);
    inside(fitted.paragraphs, fitted.size, box.w, box.h, true);
  });

  it('breaks a word wider than the box', () => {
    const lines = wrapText('x'.repeat(200), 100, 20);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 20)).toBeLessThanOrEqual(100);
    expect(lines.join('')).toBe('x'.repeat(200));
  });

  it('wraps body text at each size, shrinking until it fits, bullets indented', () => {
    const lines = Array.from({ length: 6 }, (_, index) => `Point ${index}: a sentence that is long enough to wrap`);
    const fitted = fitText(lines, { w: 500, h: 300 }, { size: 24, floor: 12, wrap: 'always', bullet: true });
    expect(fitted.size).toBeLessThan(24);
    inside(fitted.paragraphs, fitted.size, 500 - fitted.size, 300);
    expect(fitted.paragraphs.map((paragraph) => paragraph.join(' '))).toEqual(lines);
  });

  it('weighs Chinese characters as full squares', () => {
    expect(textWidth('市场', 10)).toBeGreaterThan(textWidth('ab', 10) * 1.5);
  });
});
