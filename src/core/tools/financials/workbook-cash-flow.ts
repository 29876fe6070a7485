/**
 * financial-model.xlsx's Cash Flow sheet: net profit from the P&L, funding in, principal repaid,
 * the cash balance from the starting cash, net burn and runway month by month; below them the
 * funding need and the cash-out month as formulas, the financing schedule (workbook-financing.ts)
 * and each equity round's dilution.
 */
import { HORIZON_MONTHS, MONTHS_PER_YEAR } from '../../finance/bounds';
import { BEYOND_HORIZON, MONTH_PREFIX, type NormalizedAssumptions } from '../../finance/engine';
import { dilutionByRound } from '../../finance/runway/dilution';
import type { RunwayModel } from '../../finance/runway/recompute';
import { NOT_WITHIN_HORIZON } from '../../finance/runway/runway';
import type { StatementPeriod } from '../../finance/runway/statements';
import type { NumberFormat, SheetCell, SheetSpec } from '../../exports/spec';
import { FIRST_ROW, monthRange, onSheet, SHEETS, STATEMENT_COLUMNS, statementColumn as col } from './workbook-cells';
import { financingRows, type FinancingRows } from './workbook-financing';
import { FUNDING_NAMES, type EventCells } from './workbook-funding';
import { lineRow, pnlRows, sumOf, type Cell, type Line } from './workbook-statements';

/** The Cash Flow sheet's fixed rows; the runway block and the financing rows follow them. */
export const CASH_FLOW_ROWS = {
  netProfit: 2,
  equityIn: 3,
  loanIn: 4,
  principalRepaid: 5,
  netCashFlow: 6,
  cashBalance: 7,
  netBurn: 8,
  runway: 9,
  belowZero: 10,
  startingCash: 12,
  breakEven: 13,
  windowEnd: 14,
  lowestBalance: 15,
  fundingNeed: 16,
  cashOut: 17,
  firstFinancing: 19,
} as const;
const CF = CASH_FLOW_ROWS;

/** The runway block: each figure a formula in column B, with a note in C. */
function runwayBlock(runway: RunwayModel): SheetCell[][] {
  const covers = `MATCH(TRUE,${monthRange('covers', 1, HORIZON_MONTHS)},0)`;
  const balances = `${col(1)}${CF.cashBalance}:${col(HORIZON_MONTHS)}${CF.cashBalance}`;
  const need = runway.fundingNeed;
  const figure = (label: string, cell: Cell, format: NumberFormat | undefined, note = ''): SheetCell[] => [
    label,
    { ...cell, style: format ? { format } : {} },
    note,
  ];
  return [
    figure('Starting cash', { formula: FUNDING_NAMES.startingCash, result: runway.statements.startingCash }, 'money'),
    figure(
      'Break-even',
      {
        formula: `IFERROR("${MONTH_PREFIX}"&${covers},"${BEYOND_HORIZON}")`,
        result: runway.breakEvenMonth === null ? BEYOND_HORIZON : `${MONTH_PREFIX}${runway.breakEvenMonth}`,
      },
      undefined,
      'The first month revenue covers every cost, payroll included.',
    ),
    figure(
      'Funding window ends',
      {
        formula: `IFERROR(MIN(${HORIZON_MONTHS},${covers}+${FUNDING_NAMES.bufferMonths}),${HORIZON_MONTHS})`,
        result: need.windowEnd,
      },
      'month',
      `Break-even plus the buffer, at most Month ${HORIZON_MONTHS}; Month ${HORIZON_MONTHS} without break-even.`,
    ),
    figure(
      'Lowest cash balance in the window',
      { formula: `MIN(${col(1)}${CF.cashBalance}:INDEX(${balances},1,B${CF.windowEnd}))`, result: need.lowestBalance },
      'money',
    ),
    figure(
      'Funding need',
      { formula: `MAX(0,-B${CF.lowestBalance})`, result: need.amount },
      'money',
      'The smallest raise in Month 1 that keeps cash at or above zero through the window.',
    ),
    figure(
      'Cash-out month',
      {
        formula: `IFERROR("${MONTH_PREFIX}"&MATCH(TRUE,${col(1)}${CF.belowZero}:${col(HORIZON_MONTHS)}${CF.belowZero},0),"${NOT_WITHIN_HORIZON}")`,
        result: runway.cashOutMonth === null ? NOT_WITHIN_HORIZON : `${MONTH_PREFIX}${runway.cashOutMonth}`,
      },
      undefined,
      'The first month the cash balance is below zero.',
    ),
  ];
}

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
  const lines: [Line, ((p: StatementPeriod) => number) | undefined][] = [
    ...flowLines(runway, financing, pnlRows(assumptions.costs.length).netProfit),
    ...balanceLines(runway),
  ];
  const statement = lines.map(([line, pick], index) => lineRow(line, FIRST_ROW + index, runway.statements.years, pick));
  const afterFinancing = CF.firstFinancing + financing.rows.length + 1;
  const sheet: SheetSpec = {
    name: SHEETS.cashFlow,
    columns: STATEMENT_COLUMNS,
    rows: [
      ...statement,
      [],
      ...runwayBlock(runway),
      [],
      ...financing.rows,
      [],
      ...dilutionRows(assumptions.funding, events, afterFinancing),
    ],
  };
  return { sheet, interestRows: financing.interest };
}

/** Cash balance, net burn, runway and whether cash is below zero: read month by month, not summed by year. */
function balanceLines(runway: RunwayModel): [Line, undefined][] {
  const at = (month: number) => runway.statements.months[month - 1]!;
  const cell = (row: number) => (month: number) => `${col(month)}${row}`;
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
    [
      {
        label: 'Runway (months at this net burn)',
        format: 'tenths',
        month: (m) => ({
          formula: `IF(${cell(CF.netBurn)(m)}>0,MAX(0,${cell(CF.cashBalance)(m)})/${cell(CF.netBurn)(m)},"")`,
          result: runway.byMonth[m - 1]!.runwayMonths ?? '',
        }),
        year: null,
      },
      undefined,
    ],
    [
      {
        label: 'Cash below zero',
        format: null,
        month: (m) => ({ formula: `${cell(CF.cashBalance)(m)}<0`, result: at(m).cashBalance < 0 }),
        year: null,
      },
      undefined,
    ],
  ];
}
