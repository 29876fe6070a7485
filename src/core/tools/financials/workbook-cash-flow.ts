/**
 * financial-model.xlsx's Cash Flow sheet: net profit from the P&L, funding in, principal repaid,
 * the cash balance from the starting cash and net burn month by month, the balance without any
 * funding event and whether each balance is below zero (with your funding, without it, with the
 * raise); below them the runway, the funding need, the raise and its use (workbook-ask.ts), the
 * financing schedule (workbook-financing.ts) and each equity round's dilution.
 */
import { MONTHS_PER_YEAR } from '../../finance/bounds';
import type { NormalizedAssumptions } from '../../finance/engine';
import { askOf } from '../../finance/runway/ask';
import { dilutionByRound } from '../../finance/runway/dilution';
import type { RunwayModel } from '../../finance/runway/recompute';
import type { StatementPeriod } from '../../finance/runway/statements';
import type { SheetCell, SheetSpec } from '../../exports/spec';
import { askBlock, askRow, ASK_BLOCK_ROWS } from './workbook-ask';
import { FIRST_ROW, onSheet, SHEETS, STATEMENT_COLUMNS, statementColumn as col } from './workbook-cells';
import { financingRows, type FinancingRows } from './workbook-financing';
import { FUNDING_NAMES, type EventCells } from './workbook-funding';
import { lineRow, pnlRows, sumOf, type Line } from './workbook-statements';

const ASK_FIRST = 15;
/** The Cash Flow sheet's fixed rows; the runway block and the use of funds, then the financing rows, follow them. */
export const CASH_FLOW_ROWS = {
  netProfit: 2,
  equityIn: 3,
  loanIn: 4,
  principalRepaid: 5,
  netCashFlow: 6,
  cashBalance: 7,
  netBurn: 8,
  belowZero: 9,
  balanceWithoutFunding: 10,
  belowZeroWithoutFunding: 11,
  belowZeroWithRaise: 12,
  askBlock: ASK_FIRST,
  inMonthOne: askRow(ASK_FIRST, 'inMonthOne'),
  firstFinancing: ASK_FIRST + ASK_BLOCK_ROWS + 1,
} as const;
const CF = CASH_FLOW_ROWS;

/** Each equity round in the order its cash arrives: post-money, dilution and the founders' share after it. */
function dilutionRows(funding: NormalizedAssumptions['funding'], events: readonly EventCells[], row: number) {
  const rows: SheetCell[][] = [];
  let before = `${FUNDING_NAMES.founderOwnership}/100`;
  // Over these very events, so each round finds its cells by identity.
  for (const round of dilutionByRound(funding.fundingEvents, funding.founderOwnershipPercent)) {
    const cells = events[funding.fundingEvents.indexOf(round.round)];
    if (cells?.kind !== 'equity') continue;
    const [post, share] = [row + rows.length, row + rows.length + 1];
    rows.push(
      [
        `${cells.label}: post-money valuation`,
        { formula: `${cells.preMoney}+${cells.amount}`, result: round.postMoneyValuation, style: { format: 'money' } },
      ],
      [
        `${cells.label}: dilution`,
        { formula: `${cells.amount}/B${post}`, result: round.dilution, style: { format: 'percent-tenths' } },
      ],
      [
        `Founders' ownership after ${cells.label}`,
        {
          formula: `${before}*(1-B${share})`,
          result: round.founderPercentAfter / 100,
          style: { format: 'percent-tenths' },
        },
      ],
    );
    before = `B${share + 1}`;
  }
  return rows;
}

/** Net profit, funding in, principal repaid and net cash flow: the flows, summed by year. */
function flowLines(
  runway: RunwayModel,
  financing: FinancingRows,
  netProfitRow: number,
): [Line, (p: StatementPeriod) => number][] {
  const at = (month: number) => runway.statements.months[month - 1]!;
  const cell = (row: number) => (month: number) => `${col(month)}${row}`;
  return [
    [
      {
        label: 'Net profit',
        month: (m) => ({ formula: onSheet(SHEETS.pnl, cell(netProfitRow)(m)), result: at(m).netProfit }),
      },
      (p) => p.netProfit,
    ],
    [
      { label: 'Equity in', month: (m) => ({ formula: sumOf(financing.equityIn, m), result: at(m).equityIn }) },
      (p) => p.equityIn,
    ],
    [
      { label: 'Loan proceeds', month: (m) => ({ formula: sumOf(financing.loanIn, m), result: at(m).loanIn }) },
      (p) => p.loanIn,
    ],
    [
      {
        label: 'Principal repaid',
        month: (m) => ({ formula: sumOf(financing.principal, m), result: at(m).principalRepaid }),
      },
      (p) => p.principalRepaid,
    ],
    [
      {
        label: 'Net cash flow',
        bold: true,
        month: (m) => ({
          formula: `${cell(CF.netProfit)(m)}+${cell(CF.equityIn)(m)}+${cell(CF.loanIn)(m)}-${cell(CF.principalRepaid)(m)}`,
          result: at(m).netCashFlow,
        }),
      },
      (p) => p.netCashFlow,
    ],
  ];
}

export function cashFlowSheet(
  assumptions: NormalizedAssumptions,
  runway: RunwayModel,
  events: readonly EventCells[],
): { sheet: SheetSpec; interestRows: number[] } {
  const financing = financingRows(assumptions.funding.fundingEvents, events, CF.firstFinancing);
  const pnl = pnlRows(assumptions.costs.length);
  const lines: [Line, ((p: StatementPeriod) => number) | undefined][] = [
    ...flowLines(runway, financing, pnl.netProfit),
    ...balanceLines(runway, pnl.operatingProfit),
  ];
  const statement = lines.map(([line, pick], index) => lineRow(line, FIRST_ROW + index, runway.statements.years, pick));
  const afterFinancing = CF.firstFinancing + financing.rows.length + 1;
  const sheet: SheetSpec = {
    name: SHEETS.cashFlow,
    columns: STATEMENT_COLUMNS,
    rows: [
      ...statement,
      [],
      [],
      ...askBlock(runway, { ...CF, first: CF.askBlock }),
      [],
      ...financing.rows,
      [],
      ...dilutionRows(assumptions.funding, events, afterFinancing),
    ],
  };
  return { sheet, interestRows: financing.interest };
}

/**
 * Cash balance, net burn and whether cash is below zero, then the balance without any funding event
 * and whether it, and the balance with the raise, are below zero: read month by month, not summed.
 */
function balanceLines(runway: RunwayModel, operatingProfitRow: number): [Line, undefined][] {
  const at = (month: number) => runway.statements.months[month - 1]!;
  const cell = (row: number) => (month: number) => `${col(month)}${row}`;
  const alone = runway.funding.balancesWithoutFunding;
  const inMonthOne = askOf(runway)?.inMonthOne ?? 0;
  const below = (label: string, row: number, lift: string, balance: (m: number) => number): [Line, undefined] => [
    {
      label,
      format: null,
      month: (m) => ({ formula: `${cell(row)(m)}${lift}<0`, result: balance(m) < 0 }),
      year: null,
    },
    undefined,
  ];
  return [
    [
      {
        label: 'Cash balance',
        bold: true,
        month: (m) => ({
          formula: `${m === 1 ? FUNDING_NAMES.startingCash : cell(CF.cashBalance)(m - 1)}+${cell(CF.netCashFlow)(m)}`,
          result: at(m).cashBalance,
        }),
        // A year closes on its last month's balance.
        year: (year) => ({
          formula: cell(CF.cashBalance)(year * MONTHS_PER_YEAR),
          result: runway.statements.years[year - 1]!.cashBalance,
        }),
      },
      undefined,
    ],
    [
      {
        label: 'Net burn',
        month: (m) => ({ formula: `MAX(0,-${cell(CF.netProfit)(m)})`, result: runway.byMonth[m - 1]!.netBurn }),
        year: null,
      },
      undefined,
    ],
    below('Cash below zero', CF.cashBalance, '', (m) => at(m).cashBalance),
    [
      {
        label: 'Cash balance without funding',
        month: (m) => ({
          formula: `${m === 1 ? FUNDING_NAMES.startingCash : cell(CF.balanceWithoutFunding)(m - 1)}+${onSheet(SHEETS.pnl, cell(operatingProfitRow)(m))}`,
          result: alone[m - 1]!,
        }),
        year: (year) => ({
          formula: cell(CF.balanceWithoutFunding)(year * MONTHS_PER_YEAR),
          result: alone[year * MONTHS_PER_YEAR - 1]!,
        }),
      },
      undefined,
    ],
    below('Below zero without funding', CF.balanceWithoutFunding, '', (m) => alone[m - 1]!),
    below('Below zero with the raise', CF.cashBalance, `+$B$${CF.inMonthOne}`, (m) => at(m).cashBalance + inMonthOne),
  ];
}
