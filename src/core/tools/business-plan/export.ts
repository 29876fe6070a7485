import { PLAN_SECTIONS, type BusinessPlan } from './schema';

/** A plain-text heading underlined to its own length. */
function heading(title: string, rule = '-'): string {
  return `${title}\n${rule.repeat(title.length)}`;
}

/** business-plan.txt: a section per part of the plan, in the spec's order, the milestones as a list (spec §7). */
export function businessPlanText(plan: BusinessPlan): string {
  const sections = PLAN_SECTIONS.map(({ key, title }) => {
    const body = key === 'keyMilestones' ? plan.keyMilestones.map((milestone) => `- ${milestone.trim()}`).join('\n') : plan[key].trim();
    return `${heading(title)}\n${body}`;
  });
  return `${[heading('Business Plan', '='), ...sections].join('\n\n')}\n`;
}
