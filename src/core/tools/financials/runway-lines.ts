/**
 * The model's cash and runway as its files state them (financial-model.txt, .pdf): starting cash,
 * the runway and the cash-out month (one truth: the months before cash runs out, with the
 * founder's funding), the funding need beside the founder's funding, the ask, each funding event
 * with its dilution, the hiring plan and the use of the raise, every amount in the model's
 * currency. Read from the runway engine (runwayOf, askOf) and worded by its sentences
 * (finance/runway/sentences.ts), so the files say what the screen does.
 */
import { formatMoney, formatMoneyPerMonth, type Currency } from '../../finance/currency';
import { monthName, normalizeAssumptions } from '../../finance/engine';
import { formatPercent } from '../../finance/money';
import { askOf } from '../../finance/runway/ask';
import { dilutionByRound, type RoundDilution } from '../../finance/runway/dilution';
import { roleMonthlyCost } from '../../finance/runway/hiring';
import { annuityPayment } from '../../finance/runway/loans';
import { runwayOf } from '../../finance/runway/recompute';
import { cashOutText } from '../../finance/runway/runway';
import {
  askSentence,
  monthCount,
  fundingNeedStatement,
  runwaySentence,
  runwayValue,
  fundsSplitTitle,
} from '../../finance/runway/sentences';
import type { FundingEvent, Role } from '../../finance/runway/schema';
import type { AssumptionsInput } from '../../finance/schema';
import type { FigureRow } from './figure-rows';

/** The runway's section title, after the spec's four (docs/product.md §7) as the screen's tab is after its four. */
export const RUNWAY_SECTION = 'Cash & Runway';
export const CASH_IS_PROFIT =
  'Cash follows profit: customers pay and costs are paid in the month, with no payment terms, tax or depreciation.';
/** The use of funds' title when nothing is raised. */
export const NO_RAISE_USE_OF_FUNDS = 'Use of funds';

export interface RunwaySummary {
  figures: FigureRow[];
  /** One line per funding event, in the order entered; empty when there are none. */
  fundingEvents: string[];
  /** One line per role; empty when there is no hiring plan. */
  hiringPlan: string[];
  /** The raise split by what it pays for: its title, and each category it pays for; no rows without a raise. */
  useOfFunds: { title: string; rows: FigureRow[] };
}

/** Each event as a line, an equity round with its dilution and the founders' share after it. */
function eventLines(events: readonly FundingEvent[], dilution: readonly RoundDilution[], currency: Currency) {
  const count = { equity: 0, loan: 0 };
  return events.map((event) => {
    count[event.kind] += 1;
    const money = (amount: number) => formatMoney(amount, currency);
    if (event.kind === 'loan') {
      const instalment = annuityPayment(event.amount, event.annualInterestPercent, event.termMonths);
      return `Loan ${count.loan}: ${money(event.amount)} in ${monthName(event.month)} at ${formatPercent(event.annualInterestPercent)} a year over ${monthCount(event.termMonths)} (instalment ${formatMoneyPerMonth(instalment, currency)})`;
    }
    // The rounds compound in the order their cash arrives, not as entered: find this one among them.
    const diluted = dilution.find((entry) => entry.round === event);
    const after = diluted
      ? ` (dilution ${formatPercent(diluted.dilution * 100)}; the founders own ${formatPercent(diluted.founderPercentAfter)} after it)`
      : '';
    return `Equity round ${count.equity}: ${money(event.amount)} in ${monthName(event.month)} at a pre-money valuation of ${money(event.preMoneyValuation)}${after}`;
  });
}

function roleLine(role: Role, currency: Currency): string {
  return `${role.title}: ${role.count} × ${formatMoneyPerMonth(role.monthlySalary, currency)} from ${monthName(role.startMonth)}, employer cost ${formatPercent(role.employerCostPercent)} (${formatMoneyPerMonth(roleMonthlyCost(role), currency)})`;
}

/** The model's runway summary, computed afresh from its assumptions. */
export function runwaySummary(input: AssumptionsInput): RunwaySummary {
  const { currency, funding, hiringPlan } = normalizeAssumptions(input);
  const runway = runwayOf(input);
  const plan = runway.funding;
  const ask = askOf(runway);
  // Over the same event objects as the lines below, so each round finds its own dilution.
  const dilution = dilutionByRound(funding.fundingEvents, funding.founderOwnershipPercent);
  const owned = dilution.at(-1);
  const need = fundingNeedStatement(plan, funding.fundingEvents, currency);
  const figures: FigureRow[] = [
    { label: 'Starting cash', value: formatMoney(runway.statements.startingCash, currency) },
    { label: 'Runway', value: runwayValue(plan.runwayMonths), note: runwaySentence(plan).replace(/\.$/, '') },
    { label: 'Cash-out month', value: cashOutText(plan.cashOutMonth) },
    { label: 'Funding need', value: need.value, ...(need.note ? { note: need.note } : {}) },
    ...(ask ? [{ label: 'The ask', value: askSentence(ask, currency) }] : []),
    ...(owned
      ? [
          {
            label: "Founders' ownership",
            value: formatPercent(owned.founderPercentAfter),
            note: 'after every equity round',
          },
        ]
      : []),
  ];
  return {
    figures,
    fundingEvents: eventLines(funding.fundingEvents, dilution, currency),
    hiringPlan: hiringPlan.map((role) => roleLine(role, currency)),
    useOfFunds: ask
      ? {
          title: fundsSplitTitle(ask.useOfFunds, currency),
          rows: ask.useOfFunds.categories
            .filter((category) => category.amount > 0)
            .map((category) => ({
              label: category.label,
              value: formatMoney(category.amount, currency),
              note: `${category.percent}%`,
            })),
        }
      : { title: NO_RAISE_USE_OF_FUNDS, rows: [] },
  };
}
