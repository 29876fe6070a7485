/**
 * The deck as an investor flips through it: the slides they expect (Sequoia's and Y Combinator's
 * outlines), each found by its title (or, for "why now", by what a slide says), and slides short
 * enough to be read while the founder speaks.
 */
import { joinList } from '../../offline/text';
import type { PitchDeckResult } from '../../tools/pitch-deck/schema';
import type { ReviewInput } from '../input';
import { DECK_OUTLINE_SOURCE, THRESHOLDS } from '../thresholds';
import type { Area, Finding, Severity } from '../types';
import { finding, placeIn, thresholdFigure, type ReviewRule } from './common';

export interface DeckTopic {
  id: string;
  label: string;
  area: Area;
  /** What missing it costs. */
  severity: Severity;
  title: RegExp;
  /** Where a slide's words say it though its title does not ("Why now" often sits on the market slide). */
  content?: RegExp;
}

/** The slides investors expect, in the outlines' order. */
export const DECK_TOPICS = [
  { id: 'problem', label: 'Problem', area: 'product', severity: 'major', title: /problem|pain/i },
  { id: 'solution', label: 'Solution', area: 'product', severity: 'major', title: /solution|product|how it works/i },
  {
    id: 'whyNow',
    label: 'Why now',
    area: 'market',
    severity: 'minor',
    title: /why now|timing|why today/i,
    content: /\bwhy now\b|\bthe timing\b/i,
  },
  {
    id: 'market',
    label: 'Market',
    area: 'market',
    severity: 'major',
    title: /(?<!go[- ]to[- ])market\b|\btam\b|opportunit/i,
  },
  {
    id: 'competition',
    label: 'Competition',
    area: 'market',
    severity: 'major',
    title: /competi|landscape|alternative/i,
  },
  {
    id: 'businessModel',
    label: 'Business model',
    area: 'businessModel',
    severity: 'major',
    title: /business model|revenue model|pricing|moneti[sz]|make money/i,
  },
  {
    id: 'traction',
    label: 'Traction',
    area: 'traction',
    severity: 'minor',
    title: /traction|progress|milestone|validation|metrics/i,
  },
  { id: 'team', label: 'Team', area: 'team', severity: 'major', title: /team|founder/i },
  {
    id: 'finances',
    label: 'Financials',
    area: 'finances',
    severity: 'major',
    title: /financ|projection|forecast/i,
  },
  {
    id: 'ask',
    label: 'The ask',
    area: 'ask',
    severity: 'major',
    title: /\bask\b|rais(?:e|ing)|funding|investment|use of funds/i,
  },
] as const satisfies readonly DeckTopic[];
export type DeckTopicId = (typeof DECK_TOPICS)[number]['id'];

/** The first slide about `topic` (index 0 first), if the deck has one. */
export function slideAbout(deck: PitchDeckResult, topic: DeckTopicId): number | undefined {
  const about: DeckTopic = DECK_TOPICS.find((each) => each.id === topic)!;
  const byTitle = deck.slides.findIndex((slide) => about.title.test(slide.title));
  if (byTitle >= 0) return byTitle;
  const byContent = about.content ? deck.slides.findIndex((slide) => about.content!.test(slide.content)) : -1;
  return byContent >= 0 ? byContent : undefined;
}

/** Where a missing topic belongs: after the slide of the nearest topic before it the deck has (else the first). */
function placeFor(deck: PitchDeckResult, index: number): number {
  for (let before = index - 1; before >= 0; before--) {
    const slide = slideAbout(deck, DECK_TOPICS[before]!.id);
    if (slide !== undefined) return slide;
  }
  return 0;
}

const outline = {
  id: 'deck-outline',
  text: `The deck has the slides investors expect: ${joinList(DECK_TOPICS.map((topic) => topic.label.toLowerCase()))}.`,
} as const;

function checkOutline(input: ReviewInput): Finding[] {
  const deck = input.deck?.result;
  if (!deck) return [];
  return DECK_TOPICS.flatMap((topic, index) => {
    if (slideAbout(deck, topic.id) !== undefined) return [];
    const slide = placeFor(deck, index);
    return [
      finding(outline, {
        about: topic.id,
        area: topic.area,
        severity: topic.severity,
        text: `The deck has no ${topic.label} slide; it belongs after slide ${slide + 1}.`,
        action: `Add a ${topic.label} slide`,
        figures: [thresholdFigure('deckOutline', 'Expected slide', index + 1, topic.label, DECK_OUTLINE_SOURCE)],
        where: placeIn(input, 'deck', ['slides', slide, 'title']),
        fix: { kind: 'openSlide', slide },
      }),
    ];
  });
}

/** A slide body's words: bullet marks and dashes are not words. */
export const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

const words = {
  id: 'slide-words',
  text: `A slide's body stays under about ${THRESHOLDS.slideWords.max} words, and a deck under ${THRESHOLDS.deckSlides.max} slides.`,
} as const;

function checkWords(input: ReviewInput): Finding[] {
  const deck = input.deck?.result;
  if (!deck) return [];
  const { max } = THRESHOLDS.slideWords;
  const wordy = deck.slides.flatMap((slide, index) => {
    const count = wordCount(slide.content);
    if (count <= max) return [];
    return [
      finding(words, {
        about: `slide:${index}`,
        area: 'product',
        severity: 'minor',
        text: `Slide ${index + 1} has ${count} words; investors read a slide in seconds.`,
        action: `Shorten slide ${index + 1}`,
        figures: [
          {
            label: 'Words',
            value: count,
            display: `${count} words`,
            from: {
              kind: 'document',
              document: 'deck',
              path: ['slides', index, 'content'],
              label: input.deck!.label(['slides', index, 'content']),
            },
          },
          thresholdFigure('slideWords', 'Rule of thumb', max, `${max} words`),
        ],
        where: placeIn(input, 'deck', ['slides', index, 'content']),
        fix: { kind: 'openSlide', slide: index },
      }),
    ];
  });
  return [...wordy, ...tooManySlides(input, deck)];
}

function tooManySlides(input: ReviewInput, deck: PitchDeckResult): Finding[] {
  const { max } = THRESHOLDS.deckSlides;
  if (deck.slides.length <= max) return [];
  return [
    finding(words, {
      about: 'slides',
      area: 'product',
      severity: 'minor',
      text: `The deck has ${deck.slides.length} slides; a pitch holds about 10.`,
      action: 'Cut the deck to its story',
      figures: [thresholdFigure('deckSlides', 'Rule of thumb', max, `${max} slides`)],
      where: placeIn(input, 'deck', ['slides', max, 'title']),
      fix: { kind: 'openSlide', slide: max },
    }),
  ];
}

export const deckOutlineRule: ReviewRule = { ...outline, check: checkOutline };
export const slideWordsRule: ReviewRule = { ...words, check: checkWords };
