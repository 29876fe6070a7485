import * as z from 'zod/mini';
import { filledText, listOf, longText, shortText } from '../fields';

export const pitchDeckInput = z.object({
  businessName: shortText(),
  businessDescription: longText(),
});
export type PitchDeckInput = z.infer<typeof pitchDeckInput>;

/** The ten slides docs/product.md asks for, in order (docs/product.md §2). */
export const SLIDE_TITLES = [
  'Title Slide',
  'Problem',
  'Solution',
  'Market Opportunity',
  'Product/Service',
  'Business Model',
  'Go-to-Market Strategy',
  'Competition',
  'Team',
  'Financials & Ask',
] as const;

/** Ten slides per deck (docs/product.md §9). */
export const SLIDES_PER_DECK = SLIDE_TITLES.length;

export const slide = z.object({
  title: filledText(),
  /** The slide's body: short lines, often bullet points, separated by line breaks. */
  content: filledText(),
  /** Speaker notes: what the founder says while the slide is up. */
  notes: filledText(),
});
export type Slide = z.infer<typeof slide>;

/**
 * Exactly ten slides. The titles are asked for in the prompt but not pinned here: a model may
 * write "The Problem" or "Go-To-Market", and rejecting a whole sound deck over a heading's
 * wording would cost the founder more than a title they can fix in place with Edit Slide.
 */
export const pitchDeckOutput = z.object({ slides: listOf(slide, SLIDES_PER_DECK) });
export type PitchDeckResult = z.infer<typeof pitchDeckOutput>;
