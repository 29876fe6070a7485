import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
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
