/**
 * Where financial-model.xlsx keeps things: its sheet names, each input's defined name, unit and
 * format, and the Monthly sheet's columns and rows. workbook.ts writes the formulas over them.
 */
import { HORIZON_MONTHS, type ScalarKey } from '../../finance/bounds';
import type { Currency } from '../../finance/currency';
import type { NumberFormat } from '../../exports/spec';

export const SHEETS = {
  assumptions: 'Assumptions',
  monthly: 'Monthly',
  summary: 'Summary',
  pnl: 'P&L',
  cashFlow: 'Cash Flow',
  hiring: 'Hiring',
  scenarios: 'Scenarios',
} as const;

/** Each scalar assumption's defined name, unit (in the model's currency) and number format. */
export const INPUTS: Record<ScalarKey, { name: string; unit: (currency: Currency) => string; format: NumberFormat }> = {
  monthlyPricePerCustomer: { name: 'Price', unit: (c) => `${c} per customer per month`, format: 'money' },
  startingCustomers: { name: 'StartingCustomers', unit: () => 'paying customers in Month 1', format: 'integer' },
  monthlyGrowthPercent: {
    name: 'MonthlyGrowthPercent',
    unit: () => '% of customers won per month',
    format: 'percent-number',
  },
  monthlyChurnPercent: {
    name: 'MonthlyChurnPercent',
    unit: () => '% of customers lost per month',
    format: 'percent-number',
  },
  customerAcquisitionCost: { name: 'AcquisitionCost', unit: (c) => `${c} per new customer`, format: 'money' },
  variableCostPerCustomer: {
    name: 'VariableCostPerCustomer',
    unit: (c) => `${c} per customer per month`,
    format: 'money',
  },
};
export const FIXED_COSTS = 'FixedCosts';
/** The gross margin's defined name: a formula over the price and the variable cost, not an input. */
export const GROSS_MARGIN = 'GrossMarginPercent';
export const name = (key: ScalarKey) => INPUTS[key].name;

/** The Monthly sheet's columns, in order. */
export const MONTHLY_COLUMNS = [
  ['month', 'Month', 12],
  ['base', 'Customer base (unrounded)', 14],
  ['customers', 'Customers', 12],
  ['newCustomers', 'New customers', 14],
  ['revenue', 'Revenue', 14],
  ['fixed', 'Fixed costs', 14],
  ['payroll', 'Payroll', 14],
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

/** The column letters of a 0-based column index: 0 is A, 26 is AA. */
export function columnLetter(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : columnLetter(Math.floor(index / 26) - 1) + letter;
}

/** A cell on another sheet, its name quoted when it needs it: `'P&L'!B2`, `Monthly!E2`. */
export const onSheet = (sheet: string, cell: string) =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(sheet) ? `${sheet}!${cell}` : `'${sheet}'!${cell}`;

/** P&L and Cash Flow: a line per row, Months 1..36 from column B, then Years 1..3. */
export const statementColumn = (month: number) => columnLetter(month);
export const STATEMENT_COLUMNS = [
  { header: 'Line', width: 30 },
  ...Array.from({ length: HORIZON_MONTHS }, (_, index) => ({ header: `Month ${index + 1}`, width: 12 })),
  ...[1, 2, 3].map((year) => ({ header: `Year ${year}`, width: 14 })),
];
