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

/** The most slides a founder's deck holds once slides are added (Add Slide, Duplicate Slide). */
export const MAX_SLIDES = 30;

/** Text a founder may leave empty (a new slide's content and notes), whitespace around it dropped. */
const savedText = () => z.string().check(z.trim());

/**
 * A saved deck: generated with ten slides, then the founder's own, from one slide to MAX_SLIDES,
 * each with a title; a slide added in the page may have no content or notes yet.
 */
export const pitchDeckSaved = z.object({
  slides: z
    .array(z.object({ title: filledText(), content: savedText(), notes: savedText() }))
    .check(z.minLength(1), z.maxLength(MAX_SLIDES)),
});
export type PitchDeckResult = z.infer<typeof pitchDeckSaved>;
