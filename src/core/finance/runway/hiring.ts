/**
 * Payroll from the hiring plan: each role costs its people's salaries plus the employer's share
 * (taxes, benefits) from its start month on. Rounded once per role, so every month and every year
 * of payroll is an exact sum of whole units:
 *
 *   role cost      round(count × monthly salary × (1000 + 10 × employer cost %) ÷ 1000)
 *
 * (the percent is kept to a tenth, so the product is an integer before the one division).
 */
import { HORIZON_MONTHS } from '../bounds';
import type { Role } from './schema';

/** What one role costs the company in one month once it has started. */
export function roleMonthlyCost(role: Role): number {
  const perMille = 1000 + Math.round(role.employerCostPercent * 10);
  return Math.round((role.count * role.monthlySalary * perMille) / 1000);
}

/** Payroll in each month of the projection, index 0 being Month 1. */
export function monthlyPayroll(plan: readonly Role[]): number[] {
  const payroll = new Array<number>(HORIZON_MONTHS).fill(0);
  for (const role of plan) {
    const cost = roleMonthlyCost(role);
    for (let month = Math.max(1, role.startMonth); month <= HORIZON_MONTHS; month++) payroll[month - 1]! += cost;
  }
  return payroll;
}

/** People on the payroll each month: the headcount a hiring chart would show. */
export function monthlyHeadcount(plan: readonly Role[]): number[] {
  return Array.from({ length: HORIZON_MONTHS }, (_, index) =>
    plan.filter((role) => role.startMonth <= index + 1).reduce((total, role) => total + role.count, 0),
  );
}
