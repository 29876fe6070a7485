import { partText, type EditablePart } from '../editable-parts';

/** What the founder edits in a review: each likely question's draft answer (the findings and scores are computed). */
export const investorReviewParts: readonly EditablePart[] = [
  {
    path: ['questions', '*', 'answer'],
    kind: 'text',
    label: (_answer: string, index: number) => `Answer ${index + 1}`,
    schema: partText(),
  },
];
