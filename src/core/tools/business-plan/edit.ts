/** The shape of an edited result the server accepts (only the server imports this: index.ts). */
import * as z from 'zod/mini';
import { longText, nonEmptyList } from '../fields';
import { EDIT_LIST_MAX } from '../../limits';
import type { BusinessPlan } from './schema';

/** A plan the founder edited (or fixed with Use Fact): each section and milestone limited like a long field, nothing else. */
export const businessPlanEdit = z.strictObject({
  executiveSummary: longText(),
  problemStatement: longText(),
  solutionOverview: longText(),
  targetMarket: longText(),
  businessModel: longText(),
  goToMarket: longText(),
  competitiveAnalysis: longText(),
  keyMilestones: nonEmptyList(longText()).check(z.maxLength(EDIT_LIST_MAX)),
}) satisfies z.ZodMiniType<BusinessPlan>;
