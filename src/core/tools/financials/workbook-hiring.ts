/**
 * financial-model.xlsx's Hiring sheet: the hiring plan as inputs, one role a row, each role's cost
 * a formula repeating the engine's rounding (runway/hiring.ts), and its cost in each of the 36
 * months from its start month. The Payroll row is what Monthly and the P&L read.
 */
import { HORIZON_MONTHS } from '../../finance/bounds';
import type { NormalizedAssumptions } from '../../finance/engine';
import { monthlyHeadcount, monthlyPayroll, roleMonthlyCost } from '../../finance/runway/hiring';
import type { Role } from '../../finance/runway/schema';
import type { SheetCell, SheetSpec } from '../../exports/spec';
import { columnLetter, FIRST_ROW, onSheet, SHEETS } from './workbook-cells';

/** The first month's column: after role, people, salary, start, employer cost and cost per month. */
const FIRST_MONTH_COLUMN = 6;
const monthColumn = (month: number) => columnLetter(FIRST_MONTH_COLUMN + month - 1);
const payrollRow = (roles: number) => FIRST_ROW + roles;

/** The Payroll of `month` on the Hiring sheet, for a plan of `roles` roles. */
export const payrollCell = (month: number, roles: number) =>
  onSheet(SHEETS.hiring, `${monthColumn(month)}${payrollRow(roles)}`);

const months = Array.from({ length: HORIZON_MONTHS }, (_, index) => index + 1);

/** A role's inputs, its cost per month, and that cost in each month from its start. */
function roleRow(role: Role, row: number): SheetCell[] {
  const cost = roleMonthlyCost(role);
  return [
    role.title,
    { value: role.count, style: { input: true, format: 'integer' } },
    { value: role.monthlySalary, style: { input: true, format: 'money' } },
    { value: role.startMonth, style: { input: true, format: 'month' } },
    { value: role.employerCostPercent, style: { input: true, format: 'percent-number' } },
    // The percent is kept to a tenth, so count × salary × per mille is whole before the one division.
    { formula: `ROUND(B${row}*C${row}*(1000+ROUND(E${row}*10,0))/1000,0)`, result: cost, style: { format: 'money' } },
    ...months.map((month): SheetCell => ({
      formula: `IF($D${row}<=${month},$F${row},0)`,
      result: role.startMonth <= month ? cost : 0,
      style: { format: 'money' },
    })),
  ];
}

export function hiringSheet(assumptions: NormalizedAssumptions): SheetSpec {
  const plan = assumptions.hiringPlan;
  const last = FIRST_ROW + plan.length - 1;
  const roleRows = plan.map((role, index) => roleRow(role, FIRST_ROW + index));
  const payroll = monthlyPayroll(plan);
  const headcount = monthlyHeadcount(plan);
  // With no roles there is no range to sum: the rows hold plain zeros as formulas, so a founder sees the rule.
  const total = (month: number) =>
    plan.length === 0 ? '0' : `SUM(${monthColumn(month)}${FIRST_ROW}:${monthColumn(month)}${last})`;
  const people = (month: number) =>
    plan.length === 0 ? '0' : `SUMIF($D$${FIRST_ROW}:$D$${last},"<="&${month},$B$${FIRST_ROW}:$B$${last})`;
  const lead = (label: string): SheetCell[] => [{ value: label, style: { bold: true } }, null, null, null, null, null];
  return {
    name: SHEETS.hiring,
    columns: [
      { header: 'Role', width: 30 },
      { header: 'People', width: 10 },
      { header: 'Monthly salary (each)', width: 16 },
      { header: 'Start month', width: 12 },
      { header: 'Employer cost (%)', width: 14 },
      { header: 'Cost per month', width: 14 },
      ...months.map((month) => ({ header: `Month ${month}`, width: 12 })),
    ],
    rows: [
      ...roleRows,
      [
        ...lead('Payroll'),
        ...months.map((month): SheetCell => ({
          formula: total(month),
          result: payroll[month - 1]!,
          style: { format: 'money', bold: true },
        })),
      ],
      [
        ...lead('Headcount'),
        ...months.map((month): SheetCell => ({
          formula: people(month),
          result: headcount[month - 1]!,
          style: { format: 'integer' },
        })),
      ],
    ],
  };
}
