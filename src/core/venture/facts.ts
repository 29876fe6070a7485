/**
 * The venture's facts: the figures every document should state alike. The model's are computed by
 * the engine from the saved model's assumptions (never read from its stored figures); the market
 * sizes are read from the research's size text with the same figure finder that checks prose; the
 * founder's pins (the raise, the team's size, or a correction of any fact) override a tool's.
 * Pure, so the server and the browser compute the same facts from the same sources.
 */
import { breakEvenText, buildFinancialModel } from '../finance/engine';
import type { Assumptions } from '../finance/schema';
import { HORIZON_MONTHS } from '../finance/bounds';
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  formatMoney,
  formatMoneyPerCustomer,
  formatMoneyPerMonth,
  type Currency,
} from '../finance/currency';
import { formatPercent, formatRatio } from '../finance/money';
import { askOf } from '../finance/runway/ask';
import { runwayOf, type RunwayModel } from '../finance/runway/recompute';
import { fundingNeedStatement, needSentence, runwayText } from '../finance/runway/sentences';
import {
  FACT_IDS,
  FACT_LABELS,
  FACT_UNITS,
  type FactId,
  type FactPin,
  type FactPins,
  type FactUnit,
} from './fact-kinds';
import { findFigures } from './figures/find';
import { pinValue } from './pins';
import type { Figure } from './figures/types';
import type { VentureSources } from './sources';

export type FactSource =
  | { kind: 'tool'; tool: 'financials' | 'market-research'; documentId: string; savedAt: string }
  /** `pinnedAt` is the ISO time the founder pinned it, when the caller knows it. */
  | { kind: 'founder'; pinnedAt?: string };

export interface VentureFact {
  id: FactId;
  /** As a founder reads it: "Monthly price per customer". */
  label: string;
  /** Normalised: dollars, percent as 0-100, a month number (Month 37 when beyond the projection). */
  value: number;
  /** A range the research gave ("$40–60B"): its upper end. */
  upper?: number;
  /**
   * Every value of a fact the model holds more than once (the month of each funding event, in
   * order): a figure states the fact when it names any of them. `value` is the first.
   */
  values?: number[];
  /** Read from prose, the precision it was written to ("about $34.4 billion": 100 million); engine facts are exact. */
  precision?: number;
  unit: FactUnit;
  /** Exactly as the app's screens show it: "$24/customer/month", "Month 8", "4.8:1". */
  display: string;
  /** A money fact's currency: the model's for its facts and the founder's pins, the research's own for a market size. */
  currency?: Currency;
  source: FactSource;
  /** A founder's pin replaced the tool's value, kept here. */
  overridden?: true;
  toolValue?: number;
  /** What stands beside the value: the raise's funding need ("Funding need €459,389: your round of €600,000 covers it through Month 21"). */
  note?: string;
}

const grouped = (value: number) => Math.round(value).toLocaleString('en-US');
const tenth = (value: number) => Math.round(value * 10) / 10;

/**
 * How the app shows a fact's value, in `currency` for money. Break-even past the projection reads
 * "Beyond 36 months", a runway past it "more than 36 months" (it is written inside sentences).
 */
export function displayFact(id: FactId, value: number, currency: Currency = DEFAULT_CURRENCY): string {
  switch (id) {
    case 'price':
      return formatMoneyPerCustomer(value, currency);
    case 'burnRate':
      return formatMoneyPerMonth(value, currency);
    case 'runwayMonths':
      return runwayText(value);
    case 'cashOutMonth':
      return breakEvenText(value > HORIZON_MONTHS ? null : value);
    case 'startingCustomers':
    case 'customersMonth12':
      return `${grouped(value)} customers`;
    case 'teamSize':
      return `${grouped(value)} people`;
    case 'monthlyGrowth':
    case 'monthlyChurn':
    case 'grossMargin':
      return formatPercent(value);
    case 'ltvCac':
      return formatRatio(value);
    case 'breakEvenMonth':
      return breakEvenText(value > HORIZON_MONTHS ? null : value);
    case 'launchMonth':
    case 'fundingMonth':
      return `Month ${value}`;
    default:
      return formatMoney(value, currency);
  }
}

/** A pinned number at the precision its display shows: whole dollars, counts and months; tenths of a percent or a ratio. */
function normalise(id: FactId, value: number): number {
  const unit = FACT_UNITS[id];
  return unit === 'percent' || unit === 'percentPerMonth' || unit === 'ratio' ? tenth(value) : Math.round(value);
}

const isMoney = (id: FactId) => FACT_UNITS[id].startsWith('money');

function fact(id: FactId, value: number, source: FactSource, currency: Currency = DEFAULT_CURRENCY): VentureFact {
  const made = {
    id,
    label: FACT_LABELS[id],
    value,
    unit: FACT_UNITS[id],
    display: displayFact(id, value, currency),
    source,
  };
  return isMoney(id) ? { ...made, currency } : made;
}

/** "Month 3", "Months 3 and 18", "Months 3, 9 and 18". */
function monthsText(months: readonly number[]): string {
  if (months.length < 2) return `Month ${months[0] ?? ''}`;
  return `Months ${months.slice(0, -1).join(', ')} and ${months[months.length - 1] ?? ''}`;
}

/** The month of each funding event the founder planned, as one fact (none without events). */
function fundingMonthFact(events: readonly { month: number }[], source: FactSource): VentureFact[] {
  const months = [...new Set(events.map((event) => event.month))].sort((a, b) => a - b);
  const [first] = months;
  if (first === undefined) return [];
  const made = fact('fundingMonth', first, source);
  return [months.length > 1 ? { ...made, values: months, display: monthsText(months) } : made];
}

function modelFacts(saved: NonNullable<VentureSources['financials']>, pins: FactPins): VentureFact[] {
  const { figures, assumptions } = buildFinancialModel(saved.result.assumptions);
  const source: FactSource = { kind: 'tool', tool: 'financials', documentId: saved.documentId, savedAt: saved.savedAt };
  // The first month with paying customers: the model's launch (Month 1 whenever it starts with some).
  const launch = figures.months.find((month) => month.customers > 0)?.month;
  const values: [FactId, number][] = [
    ['price', assumptions.monthlyPricePerCustomer.value],
    ['startingCustomers', assumptions.startingCustomers.value],
    ...(launch === undefined ? [] : ([['launchMonth', launch]] as [FactId, number][])),
    ['customersMonth12', figures.months[11]?.customers ?? 0],
    ['monthlyGrowth', assumptions.monthlyGrowthPercent.value],
    ['monthlyChurn', assumptions.monthlyChurnPercent.value],
    ['grossMargin', assumptions.grossMarginPercent.value],
    ['cac', figures.cac],
    ['ltv', figures.ltv],
    ['ltvCac', figures.ltvCacRatio],
    ['year1Revenue', figures.year1Revenue],
    ['year2Revenue', figures.year2Revenue],
    ['year3Revenue', figures.year3Revenue],
    // Never reached within the projection: the first month past it, so "Beyond 36 months" states it.
    ['breakEvenMonth', figures.breakEvenMonth ?? HORIZON_MONTHS + 1],
    ['burnRate', figures.burnRate],
  ];
  const made = values.map(([id, value]) => fact(id, value, source, assumptions.currency));
  return [
    ...made,
    ...askFacts(assumptions, pins, source),
    ...fundingMonthFact(assumptions.funding.fundingEvents, source),
  ];
}

/**
 * The raise (with the funding need beside it), the runway it buys and, without new money, the
 * month cash runs out (finance/runway/ask.ts). The raise is the model's (a pin then overrides it as
 * any fact); the runway is the one the raise the venture states buys, a pinned raise included.
 */
function askFacts(assumptions: Assumptions, pins: FactPins, source: FactSource): VentureFact[] {
  const runway = runwayOf(assumptions);
  const ask = askOf(runway);
  const stated = askOf(runway, pinValue(pins.raise));
  const need = needSentence(
    fundingNeedStatement(runway.funding, assumptions.funding.fundingEvents, assumptions.currency),
  );
  const made = (id: FactId, value: number) => fact(id, value, source, assumptions.currency);
  return [
    ...(ask ? [{ ...made('raise', ask.raise), note: need }] : []),
    ...(stated ? [made('runwayMonths', stated.runwayMonths)] : []),
    ...(runway.cashOutMonth === null ? [] : [cashOutFact(made('cashOutMonth', runway.cashOutMonth), runway)]),
  ];
}

/**
 * With no funding of the founder's, the raise is the model's funding need, and the runway it buys
 * is what the raise would bring: the cash-out month is without it, and says so ("Cash runs out:
 * Month 1" beside "Runway with the raise: more than 36 months" read as a contradiction).
 */
function cashOutFact(fact: VentureFact, runway: RunwayModel): VentureFact {
  return runway.funding.planned > 0 ? fact : { ...fact, note: 'Without new money.' };
}

const isKnownCurrency = (code: string | undefined): code is Currency =>
  (CURRENCIES as readonly string[]).includes(code ?? '');

/** A market size is a yearly amount of money; a smaller amount in the size text (a price, a spend) is not one. */
const isSize = (figure: Figure) =>
  isKnownCurrency(figure.currency?.code) &&
  !figure.bound &&
  (figure.unit === 'money' || figure.unit === 'moneyPerYear') &&
  figure.value >= 1_000_000;

function researchFacts(saved: NonNullable<VentureSources['market-research']>): VentureFact[] {
  const sizes = findFigures(saved.result.marketSize).filter(isSize);
  const source: FactSource = {
    kind: 'tool',
    tool: 'market-research',
    documentId: saved.documentId,
    savedAt: saved.savedAt,
  };
  const named = (id: FactId) => sizes.find((figure) => figure.cue === id);
  const found: [FactId, Figure | undefined][] = [
    // The size text is about the market's size: its first amount that names no narrower market is it.
    ['marketSize', named('marketSize') ?? named('tam') ?? sizes.find((figure) => !figure.cue)],
    ['tam', named('tam')],
    ['sam', named('sam')],
    ['som', named('som')],
  ];
  return found.flatMap(([id, figure]) =>
    figure
      ? [
          {
            id,
            label: FACT_LABELS[id],
            value: figure.value,
            ...(figure.upper !== undefined ? { upper: figure.upper } : {}),
            precision: figure.precision,
            unit: FACT_UNITS[id],
            display: figure.text,
            // The research's own currency: a size in dollars beside a model in euros is not converted.
            currency: figure.currency?.code as Currency,
            source,
          },
        ]
      : [],
  );
}

function pinned(id: FactId, pin: FactPin, tool: VentureFact | undefined, currency: Currency): VentureFact | undefined {
  const raw = typeof pin === 'number' ? pin : pin.value;
  if (!Number.isFinite(raw)) return undefined;
  const pinnedAt = typeof pin === 'number' ? undefined : pin.pinnedAt;
  const value = normalise(id, raw);
  return {
    ...fact(id, value, { kind: 'founder', ...(pinnedAt ? { pinnedAt } : {}) }, tool?.currency ?? currency),
    ...(tool ? { overridden: true as const, toolValue: tool.value } : {}),
    // The funding need stays beside a pinned raise as beside the model's.
    ...(tool?.note ? { note: tool.note } : {}),
  };
}

/** The venture's facts, in FACT_IDS order: the model's and the research's, with the founder's pins (by default the sources') over them. */
export function ventureFacts(sources: VentureSources, pins: FactPins = sources.pins ?? {}): VentureFact[] {
  const byId = new Map<FactId, VentureFact>();
  const model = sources.financials;
  const research = sources['market-research'];
  for (const found of [...(model ? modelFacts(model, pins) : []), ...(research ? researchFacts(research) : [])])
    byId.set(found.id, found);
  // The founder's amounts are in the venture's currency: the model's.
  const currency = model?.result.assumptions.currency ?? DEFAULT_CURRENCY;
  for (const id of FACT_IDS) {
    const pin = pins[id];
    const over = pin === undefined ? undefined : pinned(id, pin, byId.get(id), currency);
    if (over) byId.set(id, over);
  }
  return FACT_IDS.flatMap((id) => byId.get(id) ?? []);
}
