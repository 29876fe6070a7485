import type { PitchDeckResult } from '@/core/tools/pitch-deck/schema';
import { offlineResult } from './fixtures';

/**
 * A deck at the edit limits: every slide's body near 4,000 characters, so each PDF is slow to draw
 * (the stall: 30 of these at once). Shared by the thread test and `npm run bench:exports`.
 */
export function largeDeck(): PitchDeckResult {
  const deck = offlineResult('pitch-deck') as PitchDeckResult;
  const line = 'Our customers save four hours a week on planning, shopping and cooking for the family. ';
  return {
    slides: deck.slides.map((slide) => ({
      ...slide,
      content: Array.from({ length: 46 }, () => line).join('\n'),
    })),
  };
}
