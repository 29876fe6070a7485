import { describe, expect, it } from 'vitest';
import { listLines } from '../exports/text';
import { offlinePitchDeck } from '../tools/pitch-deck/offline';
import { SLIDE, type Box, type SlideDesign } from './boxes';
import { layoutDeck, layoutSlide, PROBLEM_AND_SOLUTION, slideKey, type DeckLayoutInput } from './deck-layout';
import type { DeckFigures } from './figures';
import { textWidth } from './measure';
import { THEME_IDS } from './themes';

const deck = offlinePitchDeck({
  businessName: 'Harvest Table',
  businessDescription: 'A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks.',
});
const figures: DeckFigures = {
  revenue: {
    labels: ['Year 1', 'Year 2', 'Year 3'],
    values: [561000, 1800000, 3700000],
    displays: ['$561K', '$1.8M', '$3.7M'],
    format: '#,##0',
  },
  raise: { value: 2500000, display: '$2,500,000' },
  market: { tam: '$234B', sam: '$13.1B', som: '$536M' },
};
const input = (changes: Partial<DeckLayoutInput> = {}): DeckLayoutInput => ({
  slides: deck.slides,
  theme: 'light',
  logo: true,
  figures,
  ...changes,
});
const long = 'An extraordinarily long sentence that keeps going well past any sensible length for a slide '.repeat(6);
const longDeck = deck.slides.map((slide) => ({
  title: `${slide.title} ${long.slice(0, 120)}`,
  content: Array.from({ length: 12 }, () => long).join('\n'),
}));

/** Every box inside the slide, and every line of text inside its box. */
function expectInside(design: SlideDesign) {
  const within = (box: Box) => {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.w).toBeLessThanOrEqual(SLIDE.width + 0.01);
    expect(box.y + box.h).toBeLessThanOrEqual(SLIDE.height + 0.01);
  };
  for (const box of design.boxes) {
    within(box);
    if (box.kind !== 'text') continue;
    const lines = box.paragraphs.flat();
    expect(lines.length * box.size * box.lineHeight).toBeLessThanOrEqual(box.h + 0.01);
    const room = box.w - (box.bullet ? box.size : 0);
    for (const line of lines) expect(textWidth(line, box.size, box.bold)).toBeLessThanOrEqual(room + 0.01);
  }
}

describe('layoutDeck', () => {
  it('gives each of the ten slides its layout when the figures are known', () => {
    expect(layoutDeck(input()).map((slide) => slide.layout)).toEqual([
      'title',
      'statement',
      'two-columns',
      'market',
      'cards',
      'bullets',
      'bullets',
      'table',
      'team',
      'chart',
    ]);
  });

  it('answers the Problem beside the Solution: its statement on the left, every line of the solution on the right', () => {
    const texts = layoutSlide(input(), 2)
      .boxes.filter((box) => box.kind === 'text')
      .map((box) => box.paragraphs.map((lines) => lines.join(' ')));
    const problem = listLines(deck.slides[1]!.content)[0]!;
    const solution = listLines(deck.slides[2]!.content);
    const after = (heading: string) => texts[texts.findIndex((box) => box.join() === heading) + 1];
    expect(after(PROBLEM_AND_SOLUTION.problem)).toEqual([problem]);
    expect(after(PROBLEM_AND_SOLUTION.solution)).toEqual(solution);
  });

  it('splits a Solution slide in two halves, without headings, in a deck with no Problem slide', () => {
    const slides = deck.slides.filter((slide) => slide.title !== 'Problem');
    const design = layoutSlide(input({ slides }), 1);
    expect(design.layout).toBe('two-columns');
    expect(JSON.stringify(design)).not.toContain(PROBLEM_AND_SOLUTION.problem);
  });

  it('keys a slide by what it reads: the Solution changes with the Problem’s statement, the others do not', () => {
    const changed = deck.slides.map((slide) =>
      slide.title === 'Problem' ? { ...slide, content: `Meals go to waste.\n${slide.content}` } : slide,
    );
    const keys = (slides: DeckLayoutInput['slides']) => slides.map((_, index) => slideKey(input({ slides }), index));
    const [before, after] = [keys(deck.slides), keys(changed)];
    const differing = before.flatMap((key, index) => (key === after[index] ? [] : [deck.slides[index]!.title]));
    expect(differing).toEqual(['Problem', 'Solution']);
  });

  it('falls back to bullets where a figure is unknown, never inventing one', () => {
    const designs = layoutDeck(input({ figures: {} }));
    expect(designs[3]!.layout).toBe('bullets');
    expect(designs[9]!.layout).toBe('bullets');
    const numbers = JSON.stringify(designs);
    expect(numbers).not.toContain('"kind":"chart"');
  });

  it("draws the engine's revenue and the raise on Financials & Ask", () => {
    const design = layoutSlide(input(), 9);
    const chart = design.boxes.find((box) => box.kind === 'chart');
    expect(chart).toMatchObject({ values: [561000, 1800000, 3700000], labels: ['Year 1', 'Year 2', 'Year 3'] });
    expect(JSON.stringify(design.boxes)).toContain('$2,500,000');
  });

  it('sets the company name large on the title slide as its heading, and never prints the slide’s own title', () => {
    const design = layoutSlide(input(), 0);
    const texts = design.boxes.filter((box) => box.kind === 'text');
    const name = texts.find((box) => box.paragraphs.flat().join(' ') === 'Harvest Table');
    expect(name).toMatchObject({ size: 72, heading: true });
    expect(texts.filter((box) => box.heading)).toHaveLength(1);
    expect(JSON.stringify(design)).not.toContain('Title Slide');
    expect(design.boxes.some((box) => box.kind === 'logo')).toBe(true);
  });

  it('keeps a title slide titled by the company itself, with its lines under the name', () => {
    const slides = [
      { title: 'Kelpwise', content: 'Seaweed film for food brands\nSeed round' },
      ...deck.slides.slice(1),
    ];
    const texts = layoutSlide(input({ slides }), 0)
      .boxes.filter((box) => box.kind === 'text')
      .map((box) => box.paragraphs.flat().join(' '));
    expect(texts).toEqual(['Kelpwise', 'Seaweed film for food brands', 'Seed round']);
  });

  it('leaves the logo a corner of every slide, and none without one', () => {
    expect(layoutDeck(input()).every((slide) => slide.boxes.some((box) => box.kind === 'logo'))).toBe(true);
    expect(layoutDeck(input({ logo: false })).some((slide) => slide.boxes.some((box) => box.kind === 'logo'))).toBe(
      false,
    );
  });

  it.each(THEME_IDS)('keeps every box and line inside the slide in the %s theme, long texts included', (theme) => {
    for (const slides of [deck.slides, longDeck])
      for (const design of layoutDeck(input({ slides, theme }))) expectInside(design);
  });

  it('keeps a slide with no content, or an unknown title, inside the slide', () => {
    const designs = layoutDeck(
      input({
        slides: [
          { title: 'Title Slide', content: '' },
          { title: 'Why now', content: '' },
        ],
      }),
    );
    expect(designs.map((design) => design.layout)).toEqual(['title', 'bullets']);
    designs.forEach(expectInside);
  });
});
