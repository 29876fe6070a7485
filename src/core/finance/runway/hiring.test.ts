import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyRole } from '../../../../tests/support/runway-arbitraries';
import { monthlyHeadcount, monthlyPayroll, roleMonthlyCost } from './hiring';
import type { Role } from './schema';

const role = (fields: Partial<Role>): Role => ({
  title: 'Engineer',
  count: 2,
  monthlySalary: 5_000,
  startMonth: 4,
  employerCostPercent: 20,
  ...fields,
});

describe('payroll from the hiring plan', () => {
  it('costs the salaries plus the employer’s share, rounded once per role', () => {
    expect(roleMonthlyCost(role({}))).toBe(12_000);
    expect(roleMonthlyCost(role({ employerCostPercent: 12.5 }))).toBe(11_250);
    expect(roleMonthlyCost(role({ count: 1, monthlySalary: 333, employerCostPercent: 10.1 }))).toBe(367); // 366.633
    expect(roleMonthlyCost(role({ employerCostPercent: 0 }))).toBe(10_000);
  });

  it('adds each role from its start month, and counts its people', () => {
    const plan = [
      role({}),
      role({ title: 'Sales', count: 1, monthlySalary: 4_000, startMonth: 7, employerCostPercent: 0 }),
    ];
    const payroll = monthlyPayroll(plan);
    expect(payroll.slice(0, 8)).toEqual([0, 0, 0, 12_000, 12_000, 12_000, 16_000, 16_000]);
    expect(payroll[35]).toBe(16_000);
    expect(monthlyHeadcount(plan).slice(2, 7)).toEqual([0, 2, 2, 2, 3]);
    expect(monthlyPayroll([])).toEqual(new Array(36).fill(0));
  });

  it('starts every role at its start month, at its monthly cost, for any plan', () => {
    fc.assert(
      fc.property(anyRole, (generated) => {
        const payroll = monthlyPayroll([generated]);
        const cost = roleMonthlyCost(generated);
        payroll.forEach((value, index) => expect(value).toBe(index + 1 < generated.startMonth ? 0 : cost));
      }),
      { numRuns: 300 },
    );
  });
});
