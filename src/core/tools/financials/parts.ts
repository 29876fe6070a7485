import type { PartPath, PartPattern } from '../editable-parts';
import type { VersionPart } from '../result-parts';
import { SCALAR_ASSUMPTIONS } from './assumption-lines';

/**
 * The model's parts as History and a merge of two tabs see them (docs/product.md §13): what the
 * founder edits, each named as the screen names it (an assumption by its label, the funding by its
 * fields, each cost line, the hiring plan and the scenarios each as a whole), so two tabs that change different
 * ones both keep their change, and History says "Price per customer changed".
 */
export const financialsVersionParts: readonly VersionPart[] = [
  ...SCALAR_ASSUMPTIONS.map(([key, label]) => ({ path: ['assumptions', key], label })),
  { path: ['assumptions', 'currency'], label: 'Currency' },
  // Each cost line by its place, named by its name: two tabs editing different lines both keep theirs.
  {
    path: ['assumptions', 'costs', '*'],
    label: (cost: { name?: string }) => `Monthly cost: ${cost.name ?? ''}`.trim(),
  },
  { path: ['assumptions', 'hiringPlan'], label: 'Hiring plan' },
  { path: ['assumptions', 'funding', 'startingCash'], label: 'Starting cash' },
  { path: ['assumptions', 'funding', 'fundingEvents'], label: 'Funding events' },
  { path: ['assumptions', 'funding', 'bufferMonths'], label: 'Buffer after break-even' },
  { path: ['assumptions', 'funding', 'founderOwnershipPercent'], label: 'Founders’ ownership' },
  { path: ['scenarios'], label: 'Scenarios' },
  { path: ['proposal'], label: 'AI proposal' },
];

/**
 * Each row of the hiring plan and of the funding events carries its own comment thread, by its
 * place as a cost line's does (rows have no ids), though History and a merge see each list whole.
 */
export const financialsCommentParts: readonly PartPattern[] = [
  ['assumptions', 'hiringPlan', '*'],
  ['assumptions', 'funding', 'fundingEvents', '*'],
];

/**
 * What the model computes from those parts (its figures and statements, and the gross margin from
 * the price and the variable cost): the server computes them again for every saved or merged model.
 */
export const financialsDerivedPaths: readonly PartPath[] = [
  ['revenueProjections'],
  ['metrics'],
  ['expenses'],
  ['breakEven'],
  ['figures'],
  ['assumptions', 'grossMarginPercent'],
];
