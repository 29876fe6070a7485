import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '@/core/limits';
import { MAX_SLIDES, type PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { offlineResult } from './fixtures';

/**
 * A deck at the edit limits: every slide's body near 4,000 characters, half of each line in
 * Chinese, so each PDF is slow to draw (the stall: 30 of these at once). Designed slides
 * fit a slide's text to its box, so Latin text alone now draws in a few milliseconds; the Chinese
 * font's subsetting keeps each render slow. Shared by the thread test and `npm run bench:exports`.
 */
export function largeDeck(): PitchDeckResult {
  const deck = offlineResult('pitch-deck') as PitchDeckResult;
  const line = 'Our customers save four hours a week 我们的客户每周在计划、购物和为家人做饭上节省四个小时。';
  return {
    slides: deck.slides.map((slide) => ({
      ...slide,
      content: Array.from({ length: 46 }, () => line).join('\n'),
    })),
  };
}

/**
 * The largest deck a founder can save: MAX_SLIDES slides, each title, content and notes at the
 * edit limits (the share-page stall: a page laid out on the event loop for every view).
 * Its lines mix Latin and Chinese, so text fitting measures both.
 */
export function largestDeck(): PitchDeckResult {
  const { slides } = largeDeck();
  const line = 'Our customers save four hours a week 我们的客户每周节省四个小时。';
  const content = Array.from({ length: Math.ceil(LONG_TEXT_MAX / (line.length + 1)) }, () => line)
    .join('\n')
    .slice(0, LONG_TEXT_MAX);
  return {
    slides: Array.from({ length: MAX_SLIDES }, (_, index) => {
      const slide = slides[index % slides.length]!;
      const title = `${slide.title} ${index + 1} `.padEnd(SHORT_TEXT_MAX, 'x');
      return { title, content, notes: content };
    }),
  };
}

/** A slide as a model writes it: its title, its lines, a sentence of notes. */
const slideOf = (title: string, lines: readonly string[]) => ({
  title,
  content: lines.join('\n'),
  notes: `What to say while "${title}" is up.`,
});

/**
 * A deck of typical length as a provider writes one (three to six lines a slide, a line of ten to
 * twenty words), with real people on its Team slide, a figure that is long in words ("€400 million
 * a year") and amounts of seven digits: what a founder's deck looks like, for the layout's tests.
 */
export function typicalDeck(): PitchDeckResult {
  return {
    slides: [
      slideOf('Title Slide', [
        'Kelpwise',
        'Seaweed packaging that replaces single-use plastic for European food brands',
        'Seed round · €1.5 million',
      ]),
      slideOf('Problem', [
        'European food brands spend €400 million a year on plastic film they cannot recycle',
        'New EU rules tax non-recyclable packaging from 2027',
        'Compostable alternatives cost three times as much and fail in the fridge',
        'Brands have no drop-in replacement that runs on their existing lines',
      ]),
      slideOf('Solution', [
        'Kelpwise films are made from farmed seaweed and run on standard packing machines',
        'They compost at home in six weeks, with no industrial facility needed',
        'They keep food fresh as long as plastic film, at a 20% premium',
      ]),
      slideOf('Market Opportunity', [
        'Total addressable market: €400 million a year in European flexible food packaging',
        'Serviceable market: €120 million among mid-sized brands in Germany, France and the Benelux',
        'Obtainable market: €18 million within five years',
        'Packaging taxes make plastic film 15% dearer from 2027',
      ]),
      slideOf('Product/Service', [
        'Heat-sealable seaweed film in three thicknesses',
        'Printable with standard food-safe inks',
        'Pilot runs on the customer’s own line within two weeks',
        'A compliance pack for the new EU packaging rules',
      ]),
      slideOf('Business Model', [
        'We sell film by the roll, priced per square metre, on annual supply contracts',
        'Average contract: €84,000 a year, with a 41% gross margin at scale',
        'Design and compliance services billed separately at €1,500 a day',
      ]),
      slideOf('Go-to-Market Strategy', [
        'Start with 20 organic snack and produce brands already asking for plastic-free packs',
        'Partner with two co-packers in the Netherlands to reach their 300 clients',
        'Trade fairs: Anuga, SIAL and Interpack',
        'Expand to the UK and Nordics in year three',
      ]),
      slideOf('Competition', [
        'Plastic film: cheap, but taxed from 2027 and rejected by shoppers',
        'Paper laminates: recyclable only without their plastic coating',
        'Notpla: seaweed coatings for takeaway, not packing lines',
        'Kelpwise is the only seaweed film that runs on existing machines',
      ]),
      slideOf('Team', [
        'Maria Jensen – CEO, ten years in packaging sales at Tetra Pak',
        'Tomás Ortega – CTO, materials scientist, PhD in biopolymers',
        'Aisha Karim – Head of Operations, ran two packaging plants',
        'Advisor: Dr. Lena Vogt',
      ]),
      slideOf('Financials & Ask', [
        'Year 1 revenue: €214,000 from 6 pilot contracts',
        'Year 3 revenue: €1,290,604 from 15 brands',
        'Gross margin reaches 41% by year three',
        'Raising €1.5 million for 24 months of runway',
        'Use of funds: 45% production line, 30% sales, 25% certification and hiring',
      ]),
    ],
  };
}

/**
 * A long deck a founder writes: every slide eight lines of thirty words or so, long titles, the
 * Team slide at its most people. Boxes must shrink their text and never overflow.
 */
export function longDeck(): PitchDeckResult {
  const sentence =
    'We spent the last eighteen months with forty brands learning how they buy packaging, what their lines can run and what shoppers will pay €400 million a year for';
  const team = Array.from(
    { length: 8 },
    (_, at) => `Person Number${at + 1} – Head of a long list of responsibilities across the company, number ${at + 1}`,
  );
  return {
    slides: typicalDeck().slides.map((slide, index) => ({
      ...slide,
      title: index === 0 ? slide.title : `${slide.title}: what we learned from forty brands in eighteen months`,
      content: (index === 8 ? team : Array.from({ length: 8 }, (_, at) => `${at + 1}. ${sentence}`)).join('\n'),
    })),
  };
}
