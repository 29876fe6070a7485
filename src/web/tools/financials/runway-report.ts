/**
 * What the Cash & Runway tab says, from the runway engine (core/finance/runway): the cards' texts
 * and the statements' rows, in the model's currency. Pure, so the screen and its tests read the
 * same sentences.
 *
 * "Now" is Month 1: the runway and the burn on the cards are Month 1's, the first month of the
 * projection (a model has no calendar date; Month 1 is the month the founder starts from).
 */
import { MONTHS_PER_YEAR } from '@/core/finance/bounds';
import { formatMoney, formatMoneyPerMonth, type Currency } from '@/core/finance/currency';
import { formatPercent } from '@/core/finance/money';
import type { RunwayModel } from '@/core/finance/runway/recompute';
import { cashOutText } from '@/core/finance/runway/runway';
import type { StatementPeriod } from '@/core/finance/runway/statements';
import { statementLines } from '@/core/tools/financials/statement-rows';

/** One headline figure: its title, value and what it means. */
export interface RunwayCard {
  title: string;
  value: string;
  description: string;
}

const months = (value: number) => `${Number(value.toFixed(1))} ${value === 1 ? 'month' : 'months'}`;

export function runwayCards(runway: RunwayModel, bufferMonths: number, currency: Currency): RunwayCard[] {
  const now = runway.byMonth[0]!;
  const burnMultiple = runway.burnMultiples[0] ?? null;
  return [
    {
      title: 'Runway',
      value: now.runwayMonths === null ? 'Not burning' : months(now.runwayMonths),
      description:
        now.runwayMonths === null
          ? 'Revenue covers every cost in Month 1.'
          : 'Months of cash left at Month 1’s net burn: cash at the end of Month 1 ÷ its net burn.',
    },
    {
      title: 'Cash Runs Out',
      value: cashOutText(runway.cashOutMonth),
      description: 'The first month the cash balance falls below zero, with the funding entered.',
    },
    {
      title: 'Net Burn (Month 1)',
      value: formatMoneyPerMonth(now.netBurn, currency),
      description: `What revenue does not cover. Gross burn, every cost of the month: ${formatMoneyPerMonth(now.grossBurn, currency)}.`,
    },
    {
      title: 'Funding Need',
      value: formatMoney(runway.fundingNeed.amount, currency),
      description: fundingNeedText(runway, bufferMonths),
    },
    {
      title: 'CAC Payback',
      value: runway.cacPaybackMonths === null ? 'Never' : months(runway.cacPaybackMonths),
      description:
        runway.cacPaybackMonths === null
          ? 'A customer’s gross margin is zero or less, so it never pays back what winning them cost.'
          : 'Months of one customer’s gross margin that pay back the cost of winning them.',
    },
    {
      title: 'Burn Multiple (Year 1)',
      value: burnMultiple === null ? 'No new ARR' : `${burnMultiple.toFixed(1)}×`,
      description: 'Year 1’s net burn ÷ the annual recurring revenue it added. Lower is more efficient.',
    },
  ];
}

/** "Covers through Month 21: break-even (Month 15) plus 6 months." and its variants. */
export function fundingNeedText(runway: RunwayModel, bufferMonths: number): string {
  const { amount, windowEnd, breakEvenMonth } = runway.fundingNeed;
  const extra =
    'The smallest raise in Month 1, on top of your cash and funding, that keeps the balance at or above zero.';
  if (breakEvenMonth === null)
    return `Covers through Month ${windowEnd}: the model does not break even within ${windowEnd} months. ${extra}`;
  const past = windowEnd - breakEvenMonth;
  const capped = past < bufferMonths ? ` (the projection ends at Month ${windowEnd})` : '';
  const window = `break-even (Month ${breakEvenMonth}) plus ${past} ${past === 1 ? 'month' : 'months'}${capped}`;
  return amount === 0
    ? `Nothing more to raise: cash stays at or above zero through Month ${windowEnd}, ${window}.`
    : `Covers through Month ${windowEnd}: ${window}. ${extra}`;
}

/** The statements' columns: Months 1 to 12, then Years 2 and 3 as totals. */
export const STATEMENT_COLUMNS = [
  ...Array.from({ length: MONTHS_PER_YEAR }, (_, index) => `Month ${index + 1}`),
  'Year 2',
  'Year 3',
];

/** The periods the tables show, in STATEMENT_COLUMNS' order. */
function periods(runway: RunwayModel): StatementPeriod[] {
  const { months, years } = runway.statements;
  return [...months.slice(0, MONTHS_PER_YEAR), ...years.slice(1)];
}

/** The profit and loss and the cash flow, row by row, each value formatted in `currency` (the PDF's lines too). */
export function statementRows(runway: RunwayModel, currency: Currency) {
  return statementLines(periods(runway), runway.statements.costLineNames, currency);
}

/** Each equity round's dilution and the founders' share after it. */
export function dilutionRows(runway: RunwayModel, currency: Currency) {
  // Named by month, in the order the cash arrives (the editor numbers rounds in the order entered).
  return runway.dilution.map((round) => ({
    label: `Round in Month ${round.round.month}`,
    values: [
      formatMoney(round.round.amount, currency),
      formatMoney(round.postMoneyValuation, currency),
      formatPercent(round.dilution * 100),
      formatPercent(round.founderPercentAfter),
    ],
  }));
}
