/**
 * What the Cash & Runway tab says, from the runway engine (core/finance/runway): the cards' texts
 * and the statements' rows, in the model's currency, worded by the engine's sentences
 * (core/finance/runway/sentences.ts) as the files and the other documents word them. Pure, so the
 * screen and its tests read the same sentences.
 *
 * The runway is the months before cash runs out with the founder's funding, so "Runway" and "Cash
 * Runs Out" agree by construction; "Now" is Month 1 for the burn (a model has no calendar date).
 */
import { MONTHS_PER_YEAR } from '@/core/finance/bounds';
import { formatMoney, formatMoneyPerMonth, type Currency } from '@/core/finance/currency';
import { formatPercent } from '@/core/finance/money';
import type { RunwayModel } from '@/core/finance/runway/recompute';
import { cashOutText } from '@/core/finance/runway/runway';
import type { FundingEvent } from '@/core/finance/runway/schema';
import { fundingNeedStatement, runwaySentence, runwayValue, windowText } from '@/core/finance/runway/sentences';
import type { StatementPeriod } from '@/core/finance/runway/statements';
import { statementLines } from '@/core/tools/financials/statement-rows';

/** One headline figure: its title, value and what it means. */
export interface RunwayCard {
  title: string;
  value: string;
  description: string;
}

const months = (value: number) => `${Number(value.toFixed(1))} ${value === 1 ? 'month' : 'months'}`;

export function runwayCards(runway: RunwayModel, events: readonly FundingEvent[], currency: Currency): RunwayCard[] {
  const now = runway.byMonth[0]!;
  const plan = runway.funding;
  const burnMultiple = runway.burnMultiples[0] ?? null;
  const need = fundingNeedStatement(plan, events, currency);
  return [
    { title: 'Runway', value: runwayValue(plan.runwayMonths), description: runwaySentence(plan) },
    {
      title: 'Cash Runs Out',
      value: cashOutText(plan.cashOutMonth),
      description: 'The first month the cash balance falls below zero, with the funding entered.',
    },
    {
      title: 'Net Burn (Month 1)',
      value: formatMoneyPerMonth(now.netBurn, currency),
      description: `What revenue does not cover. Gross burn, every cost of the month: ${formatMoneyPerMonth(now.grossBurn, currency)}.`,
    },
    { title: 'Funding Need', value: need.value, description: fundingNeedText(runway, need.note) },
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

/** "Your round of €600,000 covers it through Month 21. The window: break-even in Month 15 plus 6 months." and its variants. */
export function fundingNeedText(runway: RunwayModel, note: string): string {
  const sentence = note ? `${note.charAt(0).toUpperCase()}${note.slice(1)}. ` : '';
  return `${sentence}The funding need covers Months 1 to ${runway.funding.windowEnd}: ${windowText(runway.funding)}.`;
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
