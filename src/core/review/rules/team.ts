/**
 * The burn against the team: an investor funds people, so a team the venture states must be paid
 * in the model, and a model that burns money pays someone to do the work.
 */
import type { ReviewInput } from '../input';
import type { Finding } from '../types';
import { factFigure, factOf, finding, modelFigure, money, type ReviewRule } from './common';

const rule = {
  id: 'burn-team',
  text: 'The burn pays the team: the people the venture states are in the model’s costs.',
} as const;

/** A cost line that pays people, named as founders name it. */
const PAY_LINE = /salar|payroll|wage|staff|team|founder|employee|people|contractor|freelanc/i;

const hiringPlace = {
  document: 'model',
  path: ['assumptions', 'hiringPlan'],
  label: 'Assumptions: Hiring plan',
} as const;

function checkTeam(input: ReviewInput): Finding[] {
  const model = input.model;
  if (!model) return [];
  const month12 = model.runway.statements.months[11];
  const hired = model.assumptions.hiringPlan.reduce((sum, role) => sum + (role.startMonth <= 12 ? role.count : 0), 0);
  const team = factOf(input, 'teamSize');
  const headcount = team?.value ?? hired;
  const paysPeople =
    (month12?.payroll ?? 0) > 0 ||
    model.assumptions.costs.some((cost) => PAY_LINE.test(cost.name) && cost.monthlyAmount > 0);
  if (paysPeople) return [];
  const burn = factOf(input, 'burnRate');
  const figures = [...(team ? [factFigure(team)] : []), ...(burn ? [factFigure(burn)] : [])];
  const payroll = modelFigure(
    'Payroll in Month 12',
    month12?.payroll ?? 0,
    money(input, month12?.payroll ?? 0),
    hiringPlace.label,
  );
  return [
    finding(rule, {
      area: 'team',
      severity: headcount > 0 ? 'major' : 'minor',
      text:
        headcount > 0
          ? `The team is ${headcount} ${headcount === 1 ? 'person' : 'people'}, but the model pays no salaries.`
          : 'The model pays no one: no hiring plan and no salaries among its costs.',
      action: 'Put the team in the model',
      figures: [...figures, payroll],
      where: hiringPlace,
      fix: { kind: 'openAssumption', assumption: 'hiringPlan' },
    }),
  ];
}

export const burnTeamRule: ReviewRule = { ...rule, check: checkTeam };
