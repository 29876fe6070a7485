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
    expect(fitText(['Acme'], box, title)).toEqual({ size: 40, paragraphs: [['Acme']], gap: 0 });
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

  it('never breaks a line inside a figure: "€400 million a year" moves whole, "21 months" too', () => {
    const line = 'Total addressable market: €400 million a year in European flexible food packaging';
    for (let width = textWidth('€400 million a year', 20); width <= 700; width += 7) {
      const lines = wrapText(line, width, 20);
      expect(lines.join(' ')).toBe(line);
      expect(lines.some((each) => each.includes('€400 million a year'))).toBe(true);
    }
    const runway = wrapText('Raising €1.5 million for 24 months of runway', 130, 20);
    expect(runway.some((each) => each.includes('€1.5 million'))).toBe(true);
    expect(runway.some((each) => each.includes('24 months'))).toBe(true);
  });

  it('breaks a figure only where it alone is wider than the line, then between its words', () => {
    const lines = wrapText('€400 million a year', textWidth('€400 million', 20) + 1, 20);
    expect(lines).toEqual(['€400 million', 'a year']);
  });

  it('spreads a few paragraphs over their box, within the rule’s gap, and keeps them inside', () => {
    const rule = { size: 20, floor: 12, wrap: 'always', lineHeight: 1.2, gap: { min: 0.3, max: 1.2 } } as const;
    const few = fitText(['One', 'Two', 'Three'], { w: 400, h: 300 }, rule);
    expect(few.size).toBe(20);
    expect(few.gap).toBeCloseTo(24);
    const many = Array.from({ length: 9 }, (_, at) => `Point ${at}`);
    const tight = fitText(many, { w: 400, h: 260 }, rule);
    expect(tight.gap).toBeGreaterThanOrEqual(0.3 * tight.size);
    expect(9 * tight.size * 1.2 + 8 * tight.gap).toBeLessThanOrEqual(260 + 0.01);
  });

  it('shrinks a wrapped headline past its floor, down to `least`, before cutting it', () => {
    const long = 'Go-to-Market Strategy: what we learned from forty brands in eighteen months of pilots';
    const fitted = fitText([long], { w: 500, h: 64 }, { ...title, size: 34, floor: 24, least: 16, lineHeight: 1.1 });
    expect(fitted.size).toBeLessThan(24);
    expect(fitted.size).toBeGreaterThanOrEqual(16);
    expect(fitted.paragraphs.flat().join(' ')).toBe(long);
  });

  it('weighs Chinese characters as full squares', () => {
    expect(textWidth('市场', 10)).toBeGreaterThan(textWidth('ab', 10) * 1.5);
  });
});
