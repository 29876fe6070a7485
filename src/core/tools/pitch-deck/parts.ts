import { fieldsPart, type EditablePart } from '../editable-parts';
import type { Slide } from './schema';

/** A slide's fields, the same wherever a slide is a part. */
const slidePart = fieldsPart<Slide>(['slides', '*'], (_slide, index) => `Slide ${index + 1}`, [
  { key: 'title', label: 'Slide Title', kind: 'line' },
  { key: 'content', label: 'Slide Content', kind: 'text' },
  { key: 'notes', label: 'Speaker Notes', kind: 'text' },
]);

/**
 * What Rewrite with AI and Regenerate Slide reach in a deck (docs/product.md §11): each slide as a
 * whole, its title, content and notes. The deck keeps its own editor for Edit Slide (§2).
 */
export const pitchDeckParts: readonly EditablePart[] = [{ ...slidePart, regenerate: 'Regenerate Slide' }];

/**
 * The deck's parts as History and a merge of two tabs see them (docs/product.md §13): each slide,
 * by its place, named with its title as the screen names it ("Slide 6: Business Model"), where a
 * rewrite's panel names it by its number only.
 */
export const pitchDeckVersionParts: readonly EditablePart[] = [
  {
    ...slidePart,
    label: (slide: Slide, index: number) => `Slide ${index + 1}${slide.title?.trim() ? `: ${slide.title.trim()}` : ''}`,
  },
];
