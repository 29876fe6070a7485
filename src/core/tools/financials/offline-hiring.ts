/**
 * The offline draft's hiring plan: the pay the founder listed as a cost ("Salaries", "Team")
 * becomes a few roles that start over the first months, so payroll is counted once, by the engine,
 * from each role's start month (core/finance/runway/hiring.ts), as the language model is asked to.
 */
import type { Role } from '../../finance/runway/schema';
import type { Proposal } from '../../finance/schema';
import { COSTS } from './offline-content';

/** The share of the pay budget each role takes, and when it starts: a small team that grows. */
const ROLES = [
  { title: 'Founding engineer', share: 0.45, startMonth: 1 },
  { title: 'Growth and sales lead', share: 0.35, startMonth: 4 },
  { title: 'Customer support specialist', share: 0.2, startMonth: 7 },
] as const;
/** Employer taxes and benefits on top of a salary: a common middle. */
const EMPLOYER_COST_PERCENT = 20;
const PAY = COSTS[0]!.pattern;

/** Salaries rounded as a founder writes them: 4,200 or 52,000. */
const salaryOf = (amount: number) => {
  const step = amount < 10_000 ? 100 : 1_000;
  return Math.max(step, Math.round(amount / step) * step);
};

/** The costs without the pay lines, and the roles those lines paid for. */
export function draftHiring(costs: Proposal['costs']): { costs: Proposal['costs']; hiringPlan: Role[] } {
  const pay = costs.filter((cost) => PAY.test(cost.name));
  const budget = pay.reduce((total, cost) => total + cost.monthlyAmount, 0);
  if (budget === 0) return { costs, hiringPlan: [] };
  const hiringPlan = ROLES.map(({ title, share, startMonth }) => ({
    title,
    count: 1,
    monthlySalary: salaryOf((budget * share) / (1 + EMPLOYER_COST_PERCENT / 100)),
    startMonth,
    employerCostPercent: EMPLOYER_COST_PERCENT,
  }));
  return { costs: costs.filter((cost) => !PAY.test(cost.name)), hiringPlan };
}
