/**
 * The model's cash and runway as its files state them (financial-model.txt, .pdf): starting cash,
 * runway, the cash-out month, the funding need with its window, each funding event with its
 * dilution, the hiring plan and the use of funds, every amount in the model's currency. Read from
 * the runway engine (runwayOf), so the files say what the screen does.
 */
import { formatMoney, formatMoneyPerMonth, type Currency } from '../../finance/currency';
import { BEYOND_HORIZON, monthName, normalizeAssumptions } from '../../finance/engine';
import { formatPercent } from '../../finance/money';
import { dilutionByRound, type RoundDilution } from '../../finance/runway/dilution';
import { roleMonthlyCost } from '../../finance/runway/hiring';
import { annuityPayment } from '../../finance/runway/loans';
import { runwayOf, type RunwayModel } from '../../finance/runway/recompute';
import { cashOutText } from '../../finance/runway/runway';
import type { FundingEvent, Role } from '../../finance/runway/schema';
import type { AssumptionsInput } from '../../finance/schema';
import type { FigureRow } from './figure-rows';

/** The runway's section title, after the spec's four (docs/product.md §7) as the screen's tab is after its four. */
export const RUNWAY_SECTION = 'Cash & Runway';
export const CASH_IS_PROFIT =
  'Cash follows profit: customers pay and costs are paid in the month, with no payment terms, tax or depreciation.';

export interface RunwaySummary {
  figures: FigureRow[];
  /** One line per funding event, in the order entered; empty when there are none. */
  fundingEvents: string[];
  /** One line per role; empty when there is no hiring plan. */
  hiringPlan: string[];
  /** The use of funds over the funding window: its title, and each category spent on. */
  useOfFunds: { title: string; rows: FigureRow[] };
}

const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/** "8.3 months at Month 1's net burn of €6,000/month", or that Month 1 does not burn cash. */
function runwayFigure(runway: RunwayModel, currency: Currency): FigureRow {
  const first = runway.byMonth[0]!;
  const gross = `gross burn ${formatMoneyPerMonth(first.grossBurn, currency)}`;
  return first.runwayMonths === null
    ? { label: 'Runway', value: 'Not burning cash in Month 1', note: gross }
    : {
        label: 'Runway',
        value: `${Number(first.runwayMonths.toFixed(1))} months`,
        note: `at Month 1's net burn of ${formatMoneyPerMonth(first.netBurn, currency)}; ${gross}`,
      };
}

function needFigure(runway: RunwayModel, currency: Currency, bufferMonths: number): FigureRow {
  const { amount, windowEnd, breakEvenMonth } = runway.fundingNeed;
  const window =
    breakEvenMonth === null
      ? `through ${monthName(windowEnd)}: break-even is ${BEYOND_HORIZON.toLowerCase()}`
      : `through ${monthName(windowEnd)}: break-even in ${monthName(breakEvenMonth)}${bufferMonths === 0 ? '' : ` plus a ${bufferMonths}-month buffer`}`;
  return {
    label: 'Funding need',
    value: formatMoney(amount, currency),
    note: `${amount === 0 ? 'cash stays at or above zero' : 'the smallest raise in Month 1 that keeps cash at or above zero'} ${window}`,
  };
}

/** Each event as a line, an equity round with its dilution and the founders' share after it. */
function eventLines(events: readonly FundingEvent[], dilution: readonly RoundDilution[], currency: Currency) {
  const count = { equity: 0, loan: 0 };
  return events.map((event) => {
    count[event.kind] += 1;
    const money = (amount: number) => formatMoney(amount, currency);
    if (event.kind === 'loan') {
      const instalment = annuityPayment(event.amount, event.annualInterestPercent, event.termMonths);
      return `Loan ${count.loan}: ${money(event.amount)} in ${monthName(event.month)} at ${formatPercent(event.annualInterestPercent)} a year over ${months(event.termMonths)} (instalment ${formatMoneyPerMonth(instalment, currency)})`;
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
  // Over the same event objects as the lines below, so each round finds its own dilution.
  const dilution = dilutionByRound(funding.fundingEvents, funding.founderOwnershipPercent);
  const owned = dilution.at(-1);
  const figures: FigureRow[] = [
    { label: 'Starting cash', value: formatMoney(runway.statements.startingCash, currency) },
    runwayFigure(runway, currency),
    {
      label: 'Cash-out month',
      value: cashOutText(runway.cashOutMonth),
      ...(runway.cashOutMonth === null ? {} : { note: 'the first month cash is below zero' }),
    },
    needFigure(runway, currency, funding.bufferMonths),
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
  const window = runway.fundingNeed.windowEnd;
  return {
    figures,
    fundingEvents: eventLines(funding.fundingEvents, dilution, currency),
    hiringPlan: hiringPlan.map((role) => roleLine(role, currency)),
    useOfFunds: {
      title: `Use of funds (${window === 1 ? 'Month 1' : `Months 1 to ${window}`})`,
      rows: runway.useOfFunds.categories
        .filter((category) => category.amount > 0)
        .map((category) => ({
          label: category.label,
          value: formatMoney(category.amount, currency),
          note: `${category.percent}%`,
        })),
    },
  };
}
