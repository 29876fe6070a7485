/**
 * Where financial-model.xlsx keeps things: its sheet names, each input's defined name, unit and
 * format, and the Monthly sheet's columns and rows. workbook.ts writes the formulas over them.
 */
import type { ScalarKey } from '../../finance/bounds';
import type { NumberFormat } from '../../exports/spec';

export const SHEETS = {
  assumptions: 'Assumptions',
  monthly: 'Monthly',
  summary: 'Summary',
  scenarios: 'Scenarios',
} as const;

/** Each scalar assumption's defined name, unit and number format. */
export const INPUTS: Record<ScalarKey, { name: string; unit: string; format: NumberFormat }> = {
  monthlyPricePerCustomer: { name: 'Price', unit: 'USD per customer per month', format: 'usd' },
  startingCustomers: { name: 'StartingCustomers', unit: 'paying customers in Month 1', format: 'integer' },
  monthlyGrowthPercent: { name: 'MonthlyGrowthPercent', unit: '% of customers won per month', format: 'decimal' },
  monthlyChurnPercent: { name: 'MonthlyChurnPercent', unit: '% of customers lost per month', format: 'decimal' },
  customerAcquisitionCost: { name: 'AcquisitionCost', unit: 'USD per new customer', format: 'usd' },
  variableCostPerCustomer: { name: 'VariableCostPerCustomer', unit: 'USD per customer per month', format: 'usd' },
};
export const FIXED_COSTS = 'FixedCosts';
/** The gross margin's defined name: a formula over the price and the variable cost, not an input. */
export const GROSS_MARGIN = 'GrossMarginPercent';
export const name = (key: ScalarKey) => INPUTS[key].name;

/** The Monthly sheet's columns, in order. */
export const MONTHLY_COLUMNS = [
  ['month', 'Month', 12],
  ['base', 'Customer base (unrounded)', 16],
  ['customers', 'Customers', 12],
  ['newCustomers', 'New customers', 14],
  ['revenue', 'Revenue', 14],
  ['fixed', 'Fixed costs', 14],
  ['variable', 'Variable costs', 14],
  ['acquisition', 'Acquisition costs', 16],
  ['total', 'Total costs', 14],
  ['net', 'Net', 14],
  ['covers', 'Revenue covers costs', 12],
] as const;
export type MonthlyColumn = (typeof MONTHLY_COLUMNS)[number][0];
export const COLUMN = Object.fromEntries(
  MONTHLY_COLUMNS.map(([key], index) => [key, String.fromCharCode(65 + index)]),
) as Record<MonthlyColumn, string>;

export const FIRST_ROW = 2;
export const rowOf = (month: number) => FIRST_ROW + month - 1;
/** `Monthly!E2:E13`: a column over a run of months. */
export const monthRange = (column: MonthlyColumn, from: number, to: number) =>
  `${SHEETS.monthly}!${COLUMN[column]}${rowOf(from)}:${COLUMN[column]}${rowOf(to)}`;
