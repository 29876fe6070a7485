/**
 * financial-model.xlsx's P&L sheet, and the line-per-row layout it shares with Cash Flow
 * (workbook-cash-flow.ts): Months 1..36 then Years 1..3, every cell a formula over Monthly, Hiring
 * and the inputs on Assumptions, following the identities of runway/statements.ts (ARCHITECTURE.md,
 * "The runway engine"), each carrying the engine's result.
 */
import { HORIZON_MONTHS, MONTHS_PER_YEAR } from '../../finance/bounds';
import type { NormalizedAssumptions } from '../../finance/engine';
import type { RunwayModel } from '../../finance/runway/recompute';
import type { StatementPeriod } from '../../finance/runway/statements';
import type { NumberFormat, SheetCell, SheetSpec } from '../../exports/spec';
import { COLUMN, FIRST_ROW, onSheet, rowOf, SHEETS, STATEMENT_COLUMNS, statementColumn as col } from './workbook-cells';

const MONTHS = Array.from({ length: HORIZON_MONTHS }, (_, index) => index + 1);
export type Cell = { formula: string; result: number | string | boolean };
export type Line = {
  label: string;
  month: (month: number) => Cell;
  /** A year's cell; by default the sum of its months. */
  year?: ((year: number, row: number) => Cell) | null;
  /** Money unless given; null for none (a TRUE/FALSE row). */
  format?: NumberFormat | null;
  bold?: boolean;
};

const yearSum =
  (pick: (period: StatementPeriod) => number, years: readonly StatementPeriod[]) =>
  (year: number, row: number): Cell => ({
    formula: `SUM(${col((year - 1) * MONTHS_PER_YEAR + 1)}${row}:${col(year * MONTHS_PER_YEAR)}${row})`,
    result: pick(years[year - 1]!),
  });

/** One line as a row: its label, its 36 months, and its 3 years (summed unless the line says otherwise). */
export function lineRow(
  line: Line,
  row: number,
  years: readonly StatementPeriod[],
  pick?: (p: StatementPeriod) => number,
) {
  const style = {
    ...(line.format === null ? {} : { format: line.format ?? 'money' }),
    ...(line.bold ? { bold: true } : {}),
  };
  const year = line.year === undefined && pick ? yearSum(pick, years) : line.year;
  return [
    line.bold ? { value: line.label, style: { bold: true } } : line.label,
    ...MONTHS.map((month): SheetCell => ({ ...line.month(month), style })),
    ...[1, 2, 3].map((y): SheetCell => (year ? { ...year(y, row), style } : null)),
  ];
}

/** The P&L's rows: fixed lines, then a row per cost line, then the totals. */
export const pnlRows = (costLines: number) => ({
  revenue: 2,
  costOfRevenue: 3,
  grossProfit: 4,
  payroll: 5,
  acquisition: 6,
  firstCostLine: 7,
  operatingCosts: 7 + costLines,
  operatingProfit: 8 + costLines,
  interest: 9 + costLines,
  netProfit: 10 + costLines,
});

/** The sum of `rows` in `month`'s column, on `sheet` when given; a plain 0 for no rows. */
export const sumOf = (rows: readonly number[], month: number, sheet?: string) =>
  rows.length === 0
    ? '0'
    : rows.map((row) => (sheet ? onSheet(sheet, `${col(month)}${row}`) : `${col(month)}${row}`)).join('+');

export function pnlSheet(
  assumptions: NormalizedAssumptions,
  runway: RunwayModel,
  costRows: readonly number[],
  interestRows: readonly number[],
): SheetSpec {
  const { months, years } = runway.statements;
  const at = (month: number) => months[month - 1]!;
  const r = pnlRows(assumptions.costs.length);
  const monthly = (column: keyof typeof COLUMN) => (month: number) =>
    onSheet(SHEETS.monthly, `${COLUMN[column]}${rowOf(month)}`);
  const lines: [Line, (p: StatementPeriod) => number][] = [
    [{ label: 'Revenue', month: (m) => ({ formula: monthly('revenue')(m), result: at(m).revenue }) }, (p) => p.revenue],
    [
      { label: 'Cost of revenue', month: (m) => ({ formula: monthly('variable')(m), result: at(m).costOfRevenue }) },
      (p) => p.costOfRevenue,
    ],
    [
      {
        label: 'Gross profit',
        bold: true,
        month: (m) => ({ formula: `${col(m)}${r.revenue}-${col(m)}${r.costOfRevenue}`, result: at(m).grossProfit }),
      },
      (p) => p.grossProfit,
    ],
    [{ label: 'Payroll', month: (m) => ({ formula: monthly('payroll')(m), result: at(m).payroll }) }, (p) => p.payroll],
    [
      {
        label: 'Marketing and acquisition',
        month: (m) => ({ formula: monthly('acquisition')(m), result: at(m).acquisition }),
      },
      (p) => p.acquisition,
    ],
    ...assumptions.costs.map((cost, line): [Line, (p: StatementPeriod) => number] => [
      {
        label: cost.name,
        month: (m) => ({
          formula: onSheet(SHEETS.assumptions, `$B$${costRows[line]}`),
          result: at(m).costLines[line]!,
        }),
      },
      (p) => p.costLines[line]!,
    ]),
    ...pnlTotals(r, interestRows, at),
  ];
  return {
    name: SHEETS.pnl,
    columns: STATEMENT_COLUMNS,
    rows: lines.map(([line, pick], index) => lineRow(line, FIRST_ROW + index, years, pick)),
  };
}

function pnlTotals(
  r: ReturnType<typeof pnlRows>,
  interestRows: readonly number[],
  at: (month: number) => RunwayModel['statements']['months'][number],
): [Line, (p: StatementPeriod) => number][] {
  return [
    [
      {
        label: 'Operating costs',
        bold: true,
        month: (m) => ({
          formula: `SUM(${col(m)}${r.payroll}:${col(m)}${r.operatingCosts - 1})`,
          result: at(m).operatingCosts,
        }),
      },
      (p) => p.operatingCosts,
    ],
    [
      {
        label: 'Operating profit',
        bold: true,
        month: (m) => ({
          formula: `${col(m)}${r.grossProfit}-${col(m)}${r.operatingCosts}`,
          result: at(m).operatingProfit,
        }),
      },
      (p) => p.operatingProfit,
    ],
    [
      {
        label: 'Interest',
        month: (m) => ({ formula: sumOf(interestRows, m, SHEETS.cashFlow), result: at(m).interest }),
      },
      (p) => p.interest,
    ],
    [
      {
        label: 'Net profit',
        bold: true,
        month: (m) => ({
          formula: `${col(m)}${r.operatingProfit}-${col(m)}${r.interest}`,
          result: at(m).netProfit,
        }),
      },
      (p) => p.netProfit,
    ],
  ];
}
