import { fieldsPart, type EditablePart } from '../editable-parts';
import type { BusinessIdea } from './schema';

/**
 * What the founder edits in the generated ideas (docs/product.md §11): each idea's fields, in place
 * on its card, before Save Idea or Use This Idea takes it.
 */
export const ideasParts: readonly EditablePart[] = [
  fieldsPart(
    ['ideas', '*'],
    (idea: BusinessIdea, index) => (idea.name?.trim() ? `Idea: ${idea.name.trim()}` : `Idea ${index + 1}`),
    [
      { key: 'name', label: 'Name', kind: 'line' },
      { key: 'description', label: 'Description', kind: 'text' },
      { key: 'revenueStreams', label: 'Revenue Streams', kind: 'list', itemLabel: 'Revenue Stream' },
      { key: 'initialInvestment', label: 'Initial Investment', kind: 'line' },
    ],
  ),
];
