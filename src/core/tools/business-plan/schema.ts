import * as z from 'zod/mini';
import { filledText, longText, nonEmptyList } from '../fields';

export const businessPlanInput = z.object({
  /** The idea description; Use This Idea fills it with "Name: description". */
  idea: longText(),
});
export type BusinessPlanInput = z.infer<typeof businessPlanInput>;

/** The plan's sections (docs/product.md §3); every one required, as strict structured outputs demand. */
export const businessPlanOutput = z.object({
  executiveSummary: filledText(),
  problemStatement: filledText(),
  solutionOverview: filledText(),
  targetMarket: filledText(),
  businessModel: filledText(),
  goToMarket: filledText(),
  competitiveAnalysis: filledText(),
  keyMilestones: nonEmptyList(filledText()),
});
export type BusinessPlan = z.infer<typeof businessPlanOutput>;

/**
 * The plan's parts in the order docs/product.md lists them: the tab each one has on screen (docs/product.md §2) and
 * the heading it gets in the view and in business-plan.txt. The first is the initial tab (docs/product.md §4).
 */
export const PLAN_SECTIONS = [
  { key: 'executiveSummary', tab: 'Summary', title: 'Executive Summary' },
  { key: 'problemStatement', tab: 'Problem', title: 'Problem Statement' },
  { key: 'solutionOverview', tab: 'Solution', title: 'Solution Overview' },
  { key: 'targetMarket', tab: 'Market', title: 'Target Market' },
  { key: 'businessModel', tab: 'Model', title: 'Business Model' },
  { key: 'goToMarket', tab: 'GTM', title: 'Go-to-Market Strategy' },
  { key: 'competitiveAnalysis', tab: 'Competition', title: 'Competitive Analysis' },
  { key: 'keyMilestones', tab: 'Milestones', title: 'Key Milestones' },
] as const satisfies readonly { key: keyof BusinessPlan; tab: string; title: string }[];
