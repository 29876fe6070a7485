import { heading } from '../text-export';
import type { PitchDeckResult } from './schema';

/**
 * pitch-deck.txt (docs/product.md §7): each slide as a numbered heading, then its content, then its speaker
 * notes. Built from the deck as shown, so slides edited in the page are exported as edited.
 */
export function pitchDeckToText(deck: PitchDeckResult): string {
  const slides = deck.slides.map((slide, index) =>
    [
      heading(`Slide ${index + 1}: ${slide.title.trim()}`, '='),
      '',
      slide.content.trim(),
      '',
      'Speaker Notes:',
      slide.notes.trim(),
    ].join('\n'),
  );
  return `${slides.join('\n\n\n')}\n`;
}
