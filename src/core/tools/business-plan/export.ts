import { bullets, heading } from '../text-export';
import { PLAN_SECTIONS, type BusinessPlan } from './schema';

/** business-plan.txt: a section per part of the plan, in the product's order, the milestones as a list (docs/product.md §7). */
export function businessPlanText(plan: BusinessPlan): string {
  const sections = PLAN_SECTIONS.map(({ key, title }) => {
    const body = key === 'keyMilestones' ? bullets(plan.keyMilestones) : plan[key].trim();
    return `${heading(title)}\n${body}`;
  });
  return `${[heading('Business Plan', '='), ...sections].join('\n\n')}\n`;
}
