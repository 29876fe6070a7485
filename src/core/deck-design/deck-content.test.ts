/**
 * A designed slide shows the founder's words as well as its figures: every content line of every
 * slide is in the slide's text (its text boxes and table cells), whole, or cut with "…" only
 * when it cannot fit at the floor size.
 */
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { listLines } from '../exports/text';
import { buildFinancialModel } from '../finance/engine';
import { withModelFigures } from '../tools/pitch-deck/context';
import { offlinePitchDeck } from '../tools/pitch-deck/offline';
import { ventureFacts } from '../tools/venture-facts';
import { SLIDE, type SlideDesign } from './boxes';
import { layoutDeck, layoutSlide, type DeckLayoutInput } from './deck-layout';
import { deckFigures } from './figures';
import { textWidth } from './measure';

const offline = offlinePitchDeck({
  businessName: 'Harvest Table',
  businessDescription: 'A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks.',
});
const model = buildFinancialModel(sampleAssumptions);
const financials = { documentId: 'model-1', savedAt: '2026-11-22T10:00:00.000Z', result: model };
/** The deck as the app makes it after the model: slide 10 holds the engine's lines, the ask among them. */
const deck = withModelFigures(offline, { financials });
const figures = {
  ...deckFigures(ventureFacts({ financials })),
  // The sizes the offline deck states for a venture in Lisbon, in its currency.
  market: { tam: '€315B', sam: '€28.7B', som: '€1.2B' },
};
const input = (slides: DeckLayoutInput['slides']): DeckLayoutInput => ({ slides, theme: 'light', logo: true, figures });

/** Each drawn paragraph (its lines joined again) and each table cell, as the slide shows them. */
function shown(design: SlideDesign): string[] {
  return design.boxes.flatMap((box) => {
    if (box.kind === 'text') return box.paragraphs.map((lines) => lines.join(' '));
    if (box.kind === 'table') return box.rows.flatMap((row) => row.map((lines) => lines.join(' ')));
    return [];
  });
}
/** A text's words, without the separators a table or a team card takes apart ("Name: role", "Name – role"). */
const wordsOf = (text: string) => text.split(/[\s:,]+/).filter((word) => word !== '' && !/^[–—-]$/.test(word));

describe('a designed slide shows its content', () => {
  it('has the figures on the slides that take them', () => {
    const layouts = layoutDeck(input(deck.slides)).map((design) => design.layout);
    expect(layouts[3]).toBe('market');
    expect(layouts[9]).toBe('chart');
    expect(figures.raise).toBeDefined();
  });

  it.each(deck.slides.map((slide, index) => [index + 1, slide.title, index] as const))(
    'slide %i (%s): every word of every content line is drawn',
    (_number, _title, index) => {
      const design = layoutSlide(input(deck.slides), index);
      const drawn = new Set(shown(design).flatMap(wordsOf));
      for (const line of listLines(deck.slides[index]!.content))
        for (const word of wordsOf(line)) expect(drawn, `"${word}" of "${line}"`).toContain(word);
    },
  );

  it('draws each of the engine’s lines on Financials & Ask whole, the ask and the use of funds included, beside the chart and the raise', () => {
    const design = layoutSlide(input(deck.slides), 9);
    const lines = listLines(deck.slides[9]!.content);
    expect(lines.some((line) => /^The ask: Raising \$[\d,]+ for /.test(line))).toBe(true);
    expect(lines.some((line) => /^Use of funds: .*%/.test(line))).toBe(true);
    const paragraphs = shown(design);
    for (const line of lines) expect(paragraphs).toContain(line);
    expect(paragraphs).toContain(figures.raise!.display);
    const chart = design.boxes.find((box) => box.kind === 'chart');
    const words = design.boxes.find((box) => box.kind === 'text' && box.bullet);
    // The words in their own column, right of the chart: nothing drawn over them.
    expect(chart && words && chart.x + chart.w).toBeLessThanOrEqual(words!.x);
  });

  it('captions the market’s nested figures with the lines that state them, the other lines under the discs', () => {
    const design = layoutSlide(input(deck.slides), 3);
    const discs = design.boxes.filter((box) => box.kind === 'ellipse');
    const words = design.boxes.find((box) => box.kind === 'text' && box.bullet);
    expect(discs.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...discs.map((disc) => disc.y + disc.h))).toBeLessThanOrEqual(words!.y);
    expect(shown(design)).toEqual(expect.arrayContaining(['€315B', '€28.7B', '€1.2B']));
    expect(words?.kind === 'text' && words.paragraphs.flat().join(' ')).toMatch(/^The market grows about \d+% a year$/);
  });

  it('puts a market’s many lines beside its nested figures', () => {
    const extra = ['Spending grows fastest in cities', 'Most buyers order weekly', 'Schools buy in bulk'];
    const slides = deck.slides.map((slide, index) =>
      index === 3 ? { ...slide, content: `${slide.content}\n${extra.join('\n')}` } : slide,
    );
    const design = layoutSlide(input(slides), 3);
    const discs = design.boxes.filter((box) => box.kind === 'ellipse');
    const words = design.boxes.find((box) => box.kind === 'text' && box.bullet);
    expect(Math.max(...discs.map((disc) => disc.x + disc.w))).toBeLessThanOrEqual(words!.x);
  });

  it('keeps a competition line that is not a "name: text" pair, under the table', () => {
    const slides = deck.slides.map((slide, index) =>
      index === 7
        ? {
            ...slide,
            content: 'Takeaway apps: costly\nMeal-kit brands: generic menus\nNobody delivers local food weekly',
          }
        : slide,
    );
    const design = layoutSlide(input(slides), 7);
    const grid = design.boxes.find((box) => box.kind === 'table');
    expect(grid?.rows.slice(1)).toEqual([
      [['Takeaway apps'], ['costly']],
      [['Meal-kit brands'], ['generic menus']],
    ]);
    const under = design.boxes.find((box) => box.kind === 'text' && box.bullet);
    expect(under?.kind === 'text' && under.paragraphs).toEqual([['Nobody delivers local food weekly']]);
    expect(under!.y).toBeGreaterThanOrEqual(grid!.y + grid!.h);
  });

  it('cuts words that cannot fit at the floor with "…", drawing the rest in order and inside the slide', () => {
    const many = Array.from({ length: 40 }, (_, at) => `Line ${at}: a long line about the raise and what it buys`);
    const slides = deck.slides.map((slide, index) => (index === 9 ? { ...slide, content: many.join('\n') } : slide));
    const design = layoutSlide(input(slides), 9);
    const words = design.boxes.find((box) => box.kind === 'text' && box.bullet);
    if (words?.kind !== 'text') throw new Error('no content box');
    expect(words.size).toBe(12);
    const drawn = words.paragraphs.map((lines) => lines.join(' '));
    expect(drawn.at(-1)).toMatch(/…$/);
    drawn.slice(0, -1).forEach((paragraph, at) => expect(paragraph).toBe(many[at]));
    expect(words.paragraphs.flat().length * words.size * words.lineHeight).toBeLessThanOrEqual(words.h + 0.01);
    for (const line of words.paragraphs.flat())
      expect(textWidth(line, words.size)).toBeLessThanOrEqual(words.w - words.size + 0.01);
    expect(words.y + words.h).toBeLessThanOrEqual(SLIDE.height);
  });
});
