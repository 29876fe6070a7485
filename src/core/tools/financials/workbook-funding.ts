/**
 * The cash and funding inputs of financial-model.xlsx, on Assumptions below the costs: starting
 * cash, the buffer, the founders' share (named), and each funding event's terms, a row each, so the
 * Cash Flow sheet's formulas read them and a founder can change them.
 */
import type { Currency } from '../../finance/currency';
import type { NormalizedAssumptions } from '../../finance/engine';
import type { FundingEvent } from '../../finance/runway/schema';
import type { SheetCell, WorkbookSpec } from '../../exports/spec';
import { onSheet, SHEETS } from './workbook-cells';

export const FUNDING_NAMES = {
  startingCash: 'StartingCash',
  bufferMonths: 'BufferMonths',
  founderOwnership: 'FounderOwnershipPercent',
} as const;

/** Where one event's terms are on Assumptions (absolute references the other sheets use). */
export type EventCells =
  | { kind: 'equity'; label: string; amount: string; month: string; preMoney: string }
  | { kind: 'loan'; label: string; amount: string; month: string; interest: string; term: string };

/** "Equity round 2", "Loan 1": each kind counted on its own, in the order entered. */
export function eventLabels(events: readonly FundingEvent[]): string[] {
  const seen = { equity: 0, loan: 0 };
  return events.map((event) => {
    seen[event.kind] += 1;
    return `${event.kind === 'equity' ? 'Equity round' : 'Loan'} ${seen[event.kind]}`;
  });
}

const input = (value: number, format: 'money' | 'integer' | 'percent-number' | 'month'): SheetCell => ({
  value,
  style: { input: true, format },
});

/** One event's rows and the cells they put its terms in, from `row` down. */
function eventRows(event: FundingEvent, label: string, row: number, currency: Currency) {
  const at = (offset: number) => onSheet(SHEETS.assumptions, `$B$${row + offset}`);
  const common: SheetCell[][] = [
    [`${label}: amount`, input(event.amount, 'money'), currency, 'Cash in, whole units.'],
    [`${label}: month`, input(event.month, 'month'), 'the month the cash arrives', ''],
  ];
  if (event.kind === 'equity') {
    return {
      rows: [...common, [`${label}: pre-money valuation`, input(event.preMoneyValuation, 'money'), currency, '']],
      cells: { kind: 'equity', label, amount: at(0), month: at(1), preMoney: at(2) } satisfies EventCells,
    };
  }
  return {
    rows: [
      ...common,
      [`${label}: annual interest`, input(event.annualInterestPercent, 'percent-number'), '% a year', ''],
      [
        `${label}: term`,
        input(event.termMonths, 'integer'),
        'months',
        'Equal monthly instalments from the month after it arrives.',
      ],
    ],
    cells: { kind: 'loan', label, amount: at(0), month: at(1), interest: at(2), term: at(3) } satisfies EventCells,
  };
}

/** The rows from `firstRow` on (a blank, a heading, three named inputs, then the events), with their names and cells. */
export function fundingInputs(assumptions: NormalizedAssumptions, firstRow: number) {
  const { funding, currency } = assumptions;
  const bold = (value: string): SheetCell => ({ value, style: { bold: true } });
  const rows: SheetCell[][] = [
    [],
    [bold('Cash and funding'), bold('Value'), null, bold('Note')],
    ['Starting cash', input(funding.startingCash, 'money'), currency, 'In the bank before Month 1.'],
    [
      'Buffer past break-even',
      input(funding.bufferMonths, 'integer'),
      'months',
      'How long past break-even the funding need keeps cash at or above zero.',
    ],
    ["Founders' ownership", input(funding.founderOwnershipPercent, 'percent-number'), '% before any round', ''],
  ];
  const named = (offset: number) => `B${firstRow + offset}`;
  const names: WorkbookSpec['names'] = [
    { name: FUNDING_NAMES.startingCash, sheet: SHEETS.assumptions, cell: named(2) },
    { name: FUNDING_NAMES.bufferMonths, sheet: SHEETS.assumptions, cell: named(3) },
    { name: FUNDING_NAMES.founderOwnership, sheet: SHEETS.assumptions, cell: named(4) },
  ];
  const labels = eventLabels(funding.fundingEvents);
  const events: EventCells[] = [];
  for (const [index, event] of funding.fundingEvents.entries()) {
    const written = eventRows(event, labels[index]!, firstRow + rows.length, currency);
    rows.push(...written.rows);
    events.push(written.cells);
  }
  return { rows, names, events };
}
