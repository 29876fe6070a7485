import { fieldsPart, type EditablePart } from '../editable-parts';
import type { Slide } from './schema';

/**
 * The deck's parts as History and a merge of two tabs see them (docs/product.md §12): each slide,
 * by its place, named as the screen names it ("Slide 6: Business Model"). The deck edits its
 * slides with its own editor, so these are its `versionParts`, not `editableParts`.
 */
export const pitchDeckParts: readonly EditablePart[] = [
  fieldsPart(
    ['slides', '*'],
    (slide: Slide, index) => `Slide ${index + 1}${slide.title?.trim() ? `: ${slide.title.trim()}` : ''}`,
    [
      { key: 'title', label: 'Title', kind: 'line' },
      { key: 'content', label: 'Content', kind: 'text' },
      { key: 'notes', label: 'Speaker Notes', kind: 'text' },
    ],
  ),
];
