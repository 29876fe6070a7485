import { listPart, textPart, type EditablePart } from '../editable-parts';
import { PLAN_SECTIONS } from './schema';

/**
 * What the founder edits in a plan (docs/product.md §11): each section's text, under its title, and
 * the milestones as a list (one field per milestone: add, remove, reorder).
 */
export const businessPlanParts: readonly EditablePart[] = PLAN_SECTIONS.map(({ key, title }) =>
  key === 'keyMilestones' ? listPart([key], title, 'Milestone') : textPart([key], title),
);
