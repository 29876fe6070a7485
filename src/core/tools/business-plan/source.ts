import type { ToolSource } from '../../venture/context';
import type { BusinessPlan } from './schema';

/** How other tools quote a saved plan: any of its sections, the milestones on one line. */
export const businessPlanSource: ToolSource<BusinessPlan> = {
  label: 'Business plan',
  lines: (plan) => ({
    executiveSummary: ['Executive summary', plan.executiveSummary],
    problemStatement: ['Problem', plan.problemStatement],
    solutionOverview: ['Solution', plan.solutionOverview],
    targetMarket: ['Target market', plan.targetMarket],
    businessModel: ['Business model', plan.businessModel],
    goToMarket: ['Go-to-market', plan.goToMarket],
    competitiveAnalysis: ['Competition', plan.competitiveAnalysis],
    keyMilestones: ['Milestones', plan.keyMilestones.join('; ')],
  }),
};
