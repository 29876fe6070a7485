/**
 * The plan's sections that state no figure at all: a summary, a market or a business model without
 * a number reads as a wish. Any figure the figure finder reads counts (an amount, a share, a count,
 * a month): the rule asks for evidence, not for particular facts.
 */
import { PLAN_SECTIONS, type BusinessPlan } from '../../tools/business-plan/schema';
import { findFigures } from '../../venture/figures';
import type { ReviewInput } from '../input';
import type { Area, Finding, Severity } from '../types';
import { finding, placeIn, type ReviewRule } from './common';

type SectionKey = keyof BusinessPlan;

/** What each section is about, and what a section without a figure costs there. */
const SECTION_WEIGHTS: Record<SectionKey, { area: Area; severity: Severity }> = {
  executiveSummary: { area: 'finances', severity: 'major' },
  problemStatement: { area: 'product', severity: 'minor' },
  solutionOverview: { area: 'product', severity: 'minor' },
  targetMarket: { area: 'market', severity: 'major' },
  businessModel: { area: 'businessModel', severity: 'major' },
  goToMarket: { area: 'traction', severity: 'minor' },
  competitiveAnalysis: { area: 'market', severity: 'minor' },
  keyMilestones: { area: 'traction', severity: 'minor' },
};

const rule = { id: 'plan-figures', text: 'Each section of the plan states at least one figure.' } as const;

const textOf = (plan: BusinessPlan, key: SectionKey) => {
  const value = plan[key];
  return typeof value === 'string' ? value : value.join('\n');
};

function checkPlan(input: ReviewInput): Finding[] {
  const plan = input.plan?.result;
  if (!plan) return [];
  return PLAN_SECTIONS.flatMap(({ key, title }) => {
    if (findFigures(textOf(plan, key)).length > 0) return [];
    const { area, severity } = SECTION_WEIGHTS[key];
    return [
      finding(rule, {
        about: key,
        area,
        severity,
        text: `The plan’s ${title} states no figure.`,
        action: `Put figures in the ${title}`,
        figures: [],
        where: placeIn(input, 'plan', [key]),
        fix: { kind: 'regenerate', tool: input.tools.plan },
      }),
    ];
  });
}

export const planFiguresRule: ReviewRule = { ...rule, check: checkPlan };
