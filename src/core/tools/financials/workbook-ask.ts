/**
 * financial-model.xlsx's runway, funding need, ask and use of funds, below the Cash Flow
 * statement: each a formula in column B over the statement's rows, following finance/runway/funding.ts
 * and ask.ts (ARCHITECTURE.md, "The runway engine"), each carrying the engine's result. The runway
 * is read from the cash-out month with the founder's funding, the funding need from the balance
 * without any funding event, and the use of funds splits the raise as the spending of the months
 * it pays for, as the screen, the plan and the deck state them.
 */
import { HORIZON_MONTHS } from '../../finance/bounds';
import { BEYOND_HORIZON, MONTH_PREFIX } from '../../finance/engine';
import {
  askOf,
  SPENDING,
  type Ask,
  USE_OF_FUNDS_LABELS,
  type UseOfFundsCategory,
  withTheRaise,
} from '../../finance/runway/ask';

type RaiseMonths = ReturnType<typeof withTheRaise>;
import type { FundingPlan } from '../../finance/runway/funding';
import type { RunwayModel } from '../../finance/runway/recompute';
import { NOT_WITHIN_HORIZON } from '../../finance/runway/runway';
import { runwayValue } from '../../finance/runway/sentences';
import type { NumberFormat, SheetCell } from '../../exports/spec';
import { monthRange, onSheet, SHEETS, statementColumn as col } from './workbook-cells';
import { FUNDING_NAMES } from './workbook-funding';
import { pnlRows, type Cell } from './workbook-statements';

/** The Cash Flow sheet's rows this block reads and writes (workbook-cash-flow.ts lays them out). */
export interface AskRows {
  equityIn: number;
  loanIn: number;
  cashBalance: number;
  belowZero: number;
  balanceWithoutFunding: number;
  belowZeroWithoutFunding: number;
  belowZeroWithRaise: number;
  /** The block's first row; the rows below follow ASK_BLOCK's order. */
  first: number;
}

/** The block's figures, a row each from `AskRows.first`, in this order. */
const ASK_BLOCK = [
  'startingCash',
  'breakEven',
  'windowEnd',
  'cashOut',
  'runway',
  'lowestBalance',
  'stillToRaise',
  'lowestWithoutFunding',
  'fundingNeed',
  'planned',
  'raise',
  'inMonthOne',
  'fundsFrom',
  'fundsTo',
] as const;
type AskFigure = (typeof ASK_BLOCK)[number];
/** Where each figure of the block is, from its first row. */
export const askRow = (first: number, figure: AskFigure) => first + ASK_BLOCK.indexOf(figure);
/** The rows the block takes: its figures, a blank, the use of funds' header, its categories and its total. */
export const ASK_BLOCK_ROWS = ASK_BLOCK.length + 3 + Object.keys(USE_OF_FUNDS_LABELS).length;

const span = (row: number) => `${col(1)}${row}:${col(HORIZON_MONTHS)}${row}`;
/** The first month a TRUE/FALSE row is TRUE, as a formula (an error when none is). */
const firstTrue = (row: number) => `MATCH(TRUE,${span(row)},0)`;

type Figure = [label: string, cell: Cell, format: NumberFormat | undefined, note?: string];
/** How the block's formulas refer to each other and to the statement's rows. */
interface Refs {
  at: (figure: AskFigure) => string;
  rows: AskRows;
}

/** The starting cash, break-even, the window, the cash-out month and the runway. */
function runwayFigures(plan: FundingPlan, startingCash: number, { rows }: Refs) {
  const covers = `MATCH(TRUE,${monthRange('covers', 1, HORIZON_MONTHS)},0)`;
  const cashOut = firstTrue(rows.belowZero);
  return {
    startingCash: ['Starting cash', { formula: FUNDING_NAMES.startingCash, result: startingCash }, 'money'],
    breakEven: [
      'Break-even',
      {
        formula: `IFERROR("${MONTH_PREFIX}"&${covers},"${BEYOND_HORIZON}")`,
        result: plan.breakEvenMonth === null ? BEYOND_HORIZON : `${MONTH_PREFIX}${plan.breakEvenMonth}`,
      },
      undefined,
      'The first month revenue covers every cost, payroll included.',
    ],
    windowEnd: [
      'Funding window ends',
      {
        formula: `IFERROR(MIN(${HORIZON_MONTHS},${covers}+${FUNDING_NAMES.bufferMonths}),${HORIZON_MONTHS})`,
        result: plan.windowEnd,
      },
      'month',
      `Break-even plus the buffer, at most Month ${HORIZON_MONTHS}; Month ${HORIZON_MONTHS} without break-even.`,
    ],
    cashOut: [
      'Cash-out month',
      {
        formula: `IFERROR("${MONTH_PREFIX}"&${cashOut},"${NOT_WITHIN_HORIZON}")`,
        result: plan.cashOutMonth === null ? NOT_WITHIN_HORIZON : `${MONTH_PREFIX}${plan.cashOutMonth}`,
      },
      undefined,
      'The first month the cash balance is below zero, with your funding.',
    ],
    runway: [
      'Runway',
      {
        formula: `IFERROR(IF(${cashOut}=2,"1 month",${cashOut}-1&" months"),"${runwayValue(HORIZON_MONTHS + 1)}")`,
        result: runwayValue(plan.runwayMonths),
      },
      undefined,
      'The months before the cash-out month: how long the cash lasts with your funding.',
    ],
  } satisfies Partial<Record<AskFigure, Figure>>;
}

/** The lowest balances in the window with and without the founder's funding, and what each leaves to raise. */
function needFigures(plan: FundingPlan, { at, rows }: Refs) {
  const lowest = (row: number) => `MIN(${col(1)}${row}:INDEX(${span(row)},1,${at('windowEnd')}))`;
  return {
    lowestBalance: [
      'Lowest cash balance in the window',
      { formula: lowest(rows.cashBalance), result: plan.stillToRaise.lowestBalance },
      'money',
      'With your funding.',
    ],
    stillToRaise: [
      'Still to raise',
      { formula: `MAX(0,-${at('lowestBalance')})`, result: plan.stillToRaise.amount },
      'money',
      'The smallest raise in Month 1, on top of your funding, that keeps cash at or above zero through the window.',
    ],
    lowestWithoutFunding: [
      'Lowest balance in the window without funding',
      { formula: lowest(rows.balanceWithoutFunding), result: plan.need.lowestBalance },
      'money',
      'Starting cash and operating profit alone.',
    ],
    fundingNeed: [
      'Funding need',
      { formula: `MAX(0,-${at('lowestWithoutFunding')})`, result: plan.need.amount },
      'money',
      'The smallest raise in Month 1 that keeps cash at or above zero through the window, without your funding.',
    ],
  } satisfies Partial<Record<AskFigure, Figure>>;
}

/** The founder's funding, the raise, what it adds in Month 1 and the months it pays for. */
function raiseFigures(plan: FundingPlan, ask: Ask | null, paid: RaiseMonths, { at, rows }: Refs) {
  const withRaise = `IFERROR(${firstTrue(rows.belowZeroWithRaise)}-1,${HORIZON_MONTHS})`;
  const fromRaise = `MATCH(TRUE,${span(rows.belowZeroWithoutFunding)},0)`;
  return {
    planned: [
      'Your funding',
      { formula: `SUM(${col(1)}${rows.equityIn}:${col(HORIZON_MONTHS)}${rows.loanIn})`, result: plan.planned },
      'money',
      'Every equity round and loan entered.',
    ],
    raise: [
      'The raise',
      { formula: `IF(${at('planned')}>0,${at('planned')},${at('fundingNeed')})`, result: ask?.raise ?? 0 },
      'money',
      'Your funding when you plan any; otherwise the funding need.',
    ],
    inMonthOne: [
      'Raised beyond your funding, in Month 1',
      { formula: `MAX(0,${at('raise')}-${at('planned')})`, result: ask?.inMonthOne ?? 0 },
      'money',
    ],
    fundsFrom: [
      'The raise pays from',
      {
        formula: `IFERROR(IF(${fromRaise}<=${at('fundsTo')},${fromRaise},1),1)`,
        result: paid.fromMonth,
      },
      'month',
      'The month the starting cash alone would run out (Month 1 when it would not).',
    ],
    fundsTo: [
      'The raise pays through',
      { formula: `MAX(1,MIN(${at('windowEnd')},${withRaise}))`, result: paid.toMonth },
      'month',
      'The window’s end, or the month before cash runs out with the raise.',
    ],
  } satisfies Partial<Record<AskFigure, Figure>>;
}

/** The runway, the funding need and the raise: each a formula in column B, with a note in C. */
function figures(runway: RunwayModel, ask: Ask | null, rows: AskRows): SheetCell[][] {
  const refs: Refs = { at: (figure) => `B${askRow(rows.first, figure)}`, rows };
  const paid = withTheRaise(runway, ask?.inMonthOne ?? 0);
  const cells: Record<AskFigure, Figure> = {
    ...runwayFigures(runway.funding, runway.statements.startingCash, refs),
    ...needFigures(runway.funding, refs),
    ...raiseFigures(runway.funding, ask, paid, refs),
  };
  return ASK_BLOCK.map((figure) => {
    const [label, cell, format, note = ''] = cells[figure];
    return [label, { ...cell, style: format ? { format } : {} }, note];
  });
}

/** What each category spends in the months the raise pays for, as a formula over the P&L's rows. */
function spentFormula(category: UseOfFundsCategory, costLines: number, from: string, to: string): string {
  const r = pnlRows(costLines);
  const area = (top: number, bottom: number) =>
    `SUM(INDEX(${onSheet(SHEETS.pnl, `${col(1)}${top}:${col(HORIZON_MONTHS)}${bottom}`)},1,${from}):INDEX(${onSheet(SHEETS.pnl, `${col(1)}${top}:${col(HORIZON_MONTHS)}${bottom}`)},${bottom - top + 1},${to}))`;
  const rows: Record<UseOfFundsCategory, [number, number] | null> = {
    payroll: [r.payroll, r.payroll],
    acquisition: [r.acquisition, r.acquisition],
    operations: costLines === 0 ? null : [r.firstCostLine, r.operatingCosts - 1],
    costOfRevenue: [r.costOfRevenue, r.costOfRevenue],
    interest: [r.interest, r.interest],
  };
  const lines = rows[category];
  return lines ? area(...lines) : '0';
}

/** The use of the raise: each category's spending in the months it pays for, its share, and its part of the raise. */
function useOfFundsRows(runway: RunwayModel, ask: Ask | null, first: number): SheetCell[][] {
  const from = `$B$${askRow(first, 'fundsFrom')}`;
  const to = `$B$${askRow(first, 'fundsTo')}`;
  const raise = `$B$${askRow(first, 'raise')}`;
  const header = askRow(first, 'fundsTo') + 2;
  const categories = Object.keys(USE_OF_FUNDS_LABELS) as UseOfFundsCategory[];
  const total = header + categories.length + 1;
  const costLines = runway.statements.costLineNames.length;
  const bold = (value: string): SheetCell => ({ value, style: { bold: true } });
  const paid = withTheRaise(runway, ask?.inMonthOne ?? 0);
  const months = runway.statements.months.slice(paid.fromMonth - 1, paid.toMonth);
  const spentOf = (category: UseOfFundsCategory) => months.reduce((sum, month) => sum + SPENDING[category](month), 0);
  const spentTotal = categories.reduce((sum, category) => sum + spentOf(category), 0);
  const share = (spent: number) => (spentTotal > 0 ? spent / spentTotal : 0);
  return [
    [bold('Use of the raise'), bold('Spent in those months'), bold('Share'), bold('Of the raise')],
    ...categories.map((category, index): SheetCell[] => {
      const row = header + 1 + index;
      return [
        USE_OF_FUNDS_LABELS[category],
        { formula: spentFormula(category, costLines, from, to), result: spentOf(category), style: { format: 'money' } },
        {
          formula: `IF(B${total}>0,B${row}/B${total},0)`,
          result: share(spentOf(category)),
          style: { format: 'percent' },
        },
        {
          formula: `${raise}*C${row}`,
          result: (ask?.raise ?? 0) * share(spentOf(category)),
          style: { format: 'money' },
        },
      ];
    }),
    [
      bold('Total'),
      { formula: `SUM(B${header + 1}:B${total - 1})`, result: spentTotal, style: { format: 'money', bold: true } },
      {
        formula: `SUM(C${header + 1}:C${total - 1})`,
        result: spentTotal > 0 ? 1 : 0,
        style: { format: 'percent', bold: true },
      },
      {
        formula: `SUM(D${header + 1}:D${total - 1})`,
        result: spentTotal > 0 ? (ask?.raise ?? 0) : 0,
        style: { format: 'money', bold: true },
      },
    ],
  ];
}

/** The runway block and the use of the raise, from `rows.first` down (ASK_BLOCK_ROWS rows). */
export function askBlock(runway: RunwayModel, rows: AskRows): SheetCell[][] {
  const ask = askOf(runway);
  return [...figures(runway, ask, rows), [], ...useOfFundsRows(runway, ask, rows.first)];
}
