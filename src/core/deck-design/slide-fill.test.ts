/**
 * Slides that fill their space (issue 37): over the offline deck of several ventures, a deck of
 * typical length and long decks, in every theme, with and without the venture's figures and a
 * logo: no box overflows, none is more than half empty, no figure is broken across lines
 * (tests/support/deck-checks.ts says how each is measured). And the Team and Market slides read
 * their lines as a founder wrote them.
 */
import { describe, expect, it } from 'vitest';
import { sampleAssumptions } from '../../../tests/support/fixtures';
import { brokenFiguresIn, emptyBoxes, overflows } from '../../../tests/support/deck-checks';
import { largeDeck, longDeck, typicalDeck } from '../../../tests/support/large-deck';
import { buildFinancialModel } from '../finance/engine';
import { withModelFigures } from '../tools/pitch-deck/context';
import { offlinePitchDeck } from '../tools/pitch-deck/offline';
import { ventureFacts } from '../tools/venture-facts';
import type { SlideDesign, TextBox } from './boxes';
import { layoutDeck, layoutSlide, type DeckLayoutInput } from './deck-layout';
import { deckFigures, type DeckFigures } from './figures';
import { initialsOf, personOf } from './team';
import { THEME_IDS } from './themes';

const VENTURES = [
  ['Harvest Table', 'A weekly meal-kit service for busy parents in Lisbon, with recipes from local cooks.'],
  ['Ledgerly', 'Bookkeeping software for freelancers in Germany that files VAT returns automatically.'],
  ['PawPlate', 'Fresh plant-based dog food delivered monthly to pet owners in London.'],
  ['MediRoute', 'A scheduling app that helps rural clinics in Kenya share visiting doctors.'],
  ['Voltcycle', 'Battery swapping stations for electric scooters in Jakarta.'],
  ['Casa Verde', 'Interior design consultancy for sustainable homes in Madrid.'],
] as const;
const financials = {
  documentId: 'model-1',
  savedAt: '2026-11-22T10:00:00.000Z',
  result: buildFinancialModel(sampleAssumptions),
};
const modelFigures: DeckFigures = {
  ...deckFigures(ventureFacts({ financials })),
  market: { tam: '$315B', sam: '$28.7B', som: '$1.2B' },
};
const typicalFigures: DeckFigures = { ...modelFigures, market: { tam: '€400M', sam: '€120M', som: '€18M' } };

type Slides = DeckLayoutInput['slides'];
const DECKS: [string, Slides, DeckFigures][] = [
  ...VENTURES.map(([businessName, businessDescription]): [string, Slides, DeckFigures] => [
    `offline ${businessName}`,
    withModelFigures(offlinePitchDeck({ businessName, businessDescription }), { financials }).slides,
    modelFigures,
  ]),
  ...VENTURES.slice(0, 2).map(([businessName, businessDescription]): [string, Slides, DeckFigures] => [
    `offline ${businessName}, no model`,
    offlinePitchDeck({ businessName, businessDescription }).slides,
    {},
  ]),
  ['typical', typicalDeck().slides, typicalFigures],
  ['typical, no figures', typicalDeck().slides, {}],
  ['long', longDeck().slides, typicalFigures],
  ['at the edit limits', largeDeck().slides, modelFigures],
];

/** Every problem of every slide of a deck, named by slide. */
function problemsOf(designs: readonly SlideDesign[], slides: Slides): string[] {
  return designs.flatMap((design, index) =>
    [...overflows(design), ...emptyBoxes(design), ...brokenFiguresIn(design)].map(
      (problem) => `slide ${index + 1} (${slides[index]?.title}, ${design.layout}): ${problem}`,
    ),
  );
}

describe('slides that fill their space', () => {
  it.each(DECKS)(
    '%s: no box overflows or is half empty, no figure is broken, in every theme',
    (_name, slides, figures) => {
      for (const theme of THEME_IDS)
        for (const logo of [true, false])
          expect(problemsOf(layoutDeck({ slides, theme, logo, figures }), slides)).toEqual([]);
    },
  );

  it('the checks catch what they look for: the old Product/Service panels and a cut number', () => {
    const sparse: SlideDesign = {
      layout: 'two-columns',
      background: 'FFFFFF',
      boxes: [
        { kind: 'rect', x: 56, y: 132, w: 412, h: 356, fill: 'EEEEEE' },
        {
          kind: 'text',
          x: 80,
          y: 156,
          w: 364,
          h: 312,
          size: 20,
          bold: false,
          color: '000000',
          align: 'left',
          valign: 'top',
          lineHeight: 1.35,
          paragraphs: [
            ['Ingredients sourced from nearby', 'producers'],
            ['Year 3: €1,290,60', '4'],
          ],
        },
      ],
    };
    expect(emptyBoxes(sparse)).toHaveLength(3);
    expect(brokenFiguresIn(sparse)).toEqual(['Year 3: €1,290,60 / 4']);
  });
});

const textsOf = (design: SlideDesign) =>
  design.boxes.filter((box): box is TextBox => box.kind === 'text').map((box) => box.paragraphs.flat().join(' '));

describe('the Team slide', () => {
  it.each([
    ['Advisor: Dr. Lena Vogt', 'Dr. Lena Vogt', 'Advisor'],
    ['Dr. Lena Vogt: Advisor', 'Dr. Lena Vogt', 'Advisor'],
    ['Maria Jensen – CEO, ten years at Tetra Pak', 'Maria Jensen', 'CEO, ten years at Tetra Pak'],
    ['CTO: Tomás Ortega, PhD in biopolymers', 'Tomás Ortega', 'CTO, PhD in biopolymers'],
    ['Head of Sales - Anne-Marie van der Berg', 'Anne-Marie van der Berg', 'Head of Sales'],
    [
      'Founder & CEO: vision, fundraising and the first sales',
      'Founder & CEO',
      'vision, fundraising and the first sales',
    ],
    ['Next hire: Head of Operations and Supply', 'Next hire', 'Head of Operations and Supply'],
    ['Advisors with experience in food and beverage', 'Advisors with experience in food and beverage', ''],
  ])('reads "%s" as %s, %s', (line, name, role) => {
    expect(personOf(line)).toEqual({ name, role });
  });

  it.each([
    ['Dr. Lena Vogt', 'LV'],
    ['Anne-Marie van der Berg', 'AB'],
    ['Maria José da Silva Santos', 'MS'],
    ['Founder & CEO', 'FC'],
    ['李明', '李明'],
  ])('gives %s the initials %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('draws "Advisor: Dr. Lena Vogt" as Dr. Lena Vogt, Advisor, LV: never a card named Advisor', () => {
    const slides = typicalDeck().slides;
    const design = layoutSlide({ slides, theme: 'light', logo: false, figures: {} }, 8);
    expect(design.layout).toBe('team');
    const texts = textsOf(design);
    expect(texts).toEqual(expect.arrayContaining(['Dr. Lena Vogt', 'Advisor', 'LV', 'MJ', 'TO', 'AK']));
    expect(texts).not.toContain('A');
    const names = design.boxes.filter((box): box is TextBox => box.kind === 'text' && box.bold && box.size < 30);
    expect(names.map((box) => box.paragraphs.flat().join(' '))).not.toContain('Advisor');
    // One size for every card's name, and one for every role.
    expect(new Set(names.map((box) => box.size)).size).toBe(1);
  });
});

describe('the Market Opportunity slide', () => {
  const slides = typicalDeck().slides;
  const design = layoutSlide({ slides, theme: 'light', logo: true, figures: typicalFigures }, 3);

  it('states each size once, beside its disc, captioned by the line that stated it', () => {
    const texts = textsOf(design);
    for (const size of ['€400M', '€120M', '€18M']) expect(texts.filter((each) => each.includes(size))).toEqual([size]);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Total addressable market in European flexible food packaging',
        'Serviceable market among mid-sized brands in Germany, France and the Benelux',
        'Obtainable market within five years',
        'Packaging taxes make plastic film 15% dearer from 2027',
      ]),
    );
    expect(texts.join(' ')).not.toMatch(/€400 million|€120 million|€18 million/);
  });

  it('keeps a line that states no size, and a size line without a figure to draw, as the slide’s words', () => {
    const without = layoutSlide({ slides, theme: 'light', logo: true, figures: { market: { tam: '€400M' } } }, 3);
    const texts = textsOf(without);
    expect(texts).toContain('Total addressable market in European flexible food packaging');
    expect(texts.join(' ')).toContain('€120 million among mid-sized brands');
  });
});
