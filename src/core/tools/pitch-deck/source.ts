import type { ToolSource } from '../../venture/context';
import type { PitchDeckResult } from './schema';

/** A slide's lines on one line, as a prompt section holds one line a part. */
const oneLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' / ');

/**
 * How other tools quote a saved deck: its outline (the slides' titles, in order), then each slide's
 * content under its title, `slide1` to `slideN` (the founder's own slides included); never the
 * speaker notes, which are the founder's words to say, not the deck's.
 */
export const pitchDeckSource: ToolSource<PitchDeckResult> = {
  label: 'Pitch deck',
  lines: (deck) => ({
    outline: ['Slides', deck.slides.map((slide) => slide.title).join('; ')],
    ...Object.fromEntries(
      deck.slides.map((slide, index) => [
        `slide${index + 1}`,
        [`Slide ${index + 1}: ${slide.title}`, oneLine(slide.content)] as const,
      ]),
    ),
  }),
};
