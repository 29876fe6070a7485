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
