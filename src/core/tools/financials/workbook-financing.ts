/**
 * The Cash Flow sheet's financing rows: each funding event's cash in, and each loan's instalment
 * and schedule as formulas over its terms on Assumptions, repeating runway/loans.ts's rounding
 * (interest rounded each month on the balance owed, the last instalment repaying what remains), so
 * a spreadsheet gives the engine's whole units.
 */
import { HORIZON_MONTHS } from '../../finance/bounds';
import { annuityPayment, loanSchedule } from '../../finance/runway/loans';
import type { FundingEvent, Loan } from '../../finance/runway/schema';
import type { SheetCell } from '../../exports/spec';
import { statementColumn } from './workbook-cells';
import type { EventCells } from './workbook-funding';

const MONTHS = Array.from({ length: HORIZON_MONTHS }, (_, index) => index + 1);
type Formula = { formula: string; result: number };
const money = ({ formula, result }: Formula): SheetCell => ({ formula, result, style: { format: 'money' } });
const monthRow = (label: string, cell: (month: number) => Formula): SheetCell[] => [
  label,
  ...MONTHS.map((month) => money(cell(month))),
];

/** Rows of the financing detail, and which of them the totals sum. */
export interface FinancingRows {
  rows: SheetCell[][];
  equityIn: number[];
  loanIn: number[];
  interest: number[];
  principal: number[];
}

const cashIn = (cells: EventCells, event: FundingEvent) => (month: number) => ({
  formula: `IF(${month}=${cells.month},${cells.amount},0)`,
  result: month === event.month ? event.amount : 0,
});

/** A loan's five rows from `row`: its instalment, cash in, interest, principal repaid and balance owed. */
function loanRows(cells: Extract<EventCells, { kind: 'loan' }>, loan: Loan, row: number): SheetCell[][] {
  const schedule = loanSchedule(loan);
  const { amount: A, month: L, interest: p, term: n } = cells;
  const [instalment, inRow, interestRow, principalRow, balanceRow] = [row, row + 1, row + 2, row + 3, row + 4];
  const rate = `(${p}/1200)`;
  // The balance owed at the end of the month before: 0 before Month 1.
  const owedBefore = (month: number) => (month === 1 ? '0' : `${statementColumn(month - 1)}${balanceRow}`);
  const during = (month: number) => `AND(${month}>${L},${month}<=${L}+${n})`;
  const interestCell = (month: number) => `${statementColumn(month)}${interestRow}`;
  let owed = 0;
  const balances = MONTHS.map((month) => {
    owed += (month === loan.month ? loan.amount : 0) - schedule.principal[month - 1]!;
    return owed;
  });
  return [
    [
      `${cells.label}: monthly instalment`,
      money({
        formula: `IF(${p}=0,ROUND(${A}/${n},0),ROUND(${A}*${rate}/(1-(1+${rate})^(-${n})),0))`,
        result: annuityPayment(loan.amount, loan.annualInterestPercent, loan.termMonths),
      }),
    ],
    monthRow(`${cells.label}: cash in`, cashIn(cells, loan)),
    monthRow(`${cells.label}: interest`, (month) => ({
      formula: `IF(${during(month)},ROUND(${owedBefore(month)}*${rate},0),0)`,
      result: schedule.interest[month - 1]!,
    })),
    monthRow(`${cells.label}: principal repaid`, (month) => ({
      formula: `IF(${during(month)},IF(${month}=${L}+${n},${owedBefore(month)},MIN(${owedBefore(month)},MAX(0,$B$${instalment}-${interestCell(month)}))),0)`,
      result: schedule.principal[month - 1]!,
    })),
    monthRow(`${cells.label}: balance owed`, (month) => ({
      formula: `${owedBefore(month)}+${statementColumn(month)}${inRow}-${statementColumn(month)}${principalRow}`,
      result: balances[month - 1]!,
    })),
  ];
}

/** Every event's rows from `firstRow` on, in the order entered. */
export function financingRows(events: readonly FundingEvent[], cells: readonly EventCells[], firstRow: number) {
  const out: FinancingRows = { rows: [], equityIn: [], loanIn: [], interest: [], principal: [] };
  events.forEach((event, index) => {
    const at = cells[index]!;
    const row = firstRow + out.rows.length;
    if (event.kind === 'equity' || at.kind === 'equity') {
      out.equityIn.push(row);
      out.rows.push(monthRow(`${at.label}: cash in`, cashIn(at, event)));
      return;
    }
    out.loanIn.push(row + 1);
    out.interest.push(row + 2);
    out.principal.push(row + 3);
    out.rows.push(...loanRows(at, event, row));
  });
  return out;
}
