/**
 * The venture's facts: the figures every document should state alike. Each tool that gives facts
 * says which, from its newest saved result (its definition's `facts`: the model's computed by the
 * engine from its assumptions, the market sizes read from the research's size text); the founder's
 * pins (the raise, the team's size, or a correction of any fact) override a tool's. Pure, so the
 * server and the browser compute the same facts from the same sources.
 */
import type { FinancialModel } from '../finance/schema';
import { breakEvenText } from '../finance/engine';
import { HORIZON_MONTHS } from '../finance/bounds';
import {
  DEFAULT_CURRENCY,
  formatMoney,
  formatMoneyPerCustomer,
  formatMoneyPerMonth,
  type Currency,
} from '../finance/currency';
import { formatPercent, formatRatio } from '../finance/money';
import { runwayText } from '../finance/runway/sentences';
import {
  FACT_IDS,
  FACT_LABELS,
  FACT_UNITS,
  type FactId,
  type FactPin,
  type FactPins,
  type FactUnit,
} from './fact-kinds';
import type { SavedSource, SourceTool, VentureSources } from './sources';

export type FactSource =
  | {
      kind: 'tool';
      tool: SourceTool;
      documentId: string;
      savedAt: string;
      /** The tool's result is the venture's financial model (its `ventureModel`): the venture's currency is its. */
      ventureModel?: true;
    }
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

/** A fact of `id` with its label, unit and display; money in `currency`. */
export function makeFact(
  id: FactId,
  value: number,
  source: FactSource,
  currency: Currency = DEFAULT_CURRENCY,
): VentureFact {
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

function pinned(id: FactId, pin: FactPin, tool: VentureFact | undefined, currency: Currency): VentureFact | undefined {
  const raw = typeof pin === 'number' ? pin : pin.value;
  if (!Number.isFinite(raw)) return undefined;
  const pinnedAt = typeof pin === 'number' ? undefined : pin.pinnedAt;
  const value = normalise(id, raw);
  return {
    ...makeFact(id, value, { kind: 'founder', ...(pinnedAt ? { pinnedAt } : {}) }, tool?.currency ?? currency),
    ...(tool ? { overridden: true as const, toolValue: tool.value } : {}),
    // The funding need stays beside a pinned raise as beside the model's.
    ...(tool?.note ? { note: tool.note } : {}),
  };
}

/**
 * What the venture's facts read of a tool: its definition's `facts` and `ventureModel`
 * (define-tool.ts), and its id, which its newest saved result is found under in the sources.
 */
export interface FactGiver<Result = unknown> {
  id: string;
  /** The facts its saved result gives, each with `source`; `pins`: the founder's, which some depend on (the raise's runway). */
  facts?: (result: Result, source: FactSource, pins: FactPins) => VentureFact[];
  /** Its result is the venture's financial model: every amount of the venture is in its currency. */
  ventureModel?: (result: Result) => FinancialModel;
}

/** A tool's fact source for its saved result. */
function sourceOf(giver: FactGiver, saved: SavedSource<unknown>, model: FinancialModel | undefined): FactSource {
  const { documentId, savedAt } = saved;
  return { kind: 'tool', tool: giver.id as SourceTool, documentId, savedAt, ...(model ? { ventureModel: true } : {}) };
}

/**
 * The venture's facts, in FACT_IDS order: those of each of `givers` (the tools, core/tools/venture-facts.ts)
 * from its result in `sources`, with the founder's pins (by default the sources') over them.
 */
export function ventureFactsOf(
  givers: readonly FactGiver[],
  sources: VentureSources,
  pins: FactPins = sources.pins ?? {},
): VentureFact[] {
  const byId = new Map<FactId, VentureFact>();
  // The founder's amounts are in the venture's currency: its model's.
  let currency = DEFAULT_CURRENCY;
  for (const giver of givers) {
    const saved = sources[giver.id as SourceTool] as SavedSource<unknown> | undefined;
    if (!saved || !giver.facts) continue;
    const model = giver.ventureModel?.(saved.result);
    if (model) currency = model.assumptions.currency;
    for (const found of giver.facts(saved.result, sourceOf(giver, saved, model), pins)) byId.set(found.id, found);
  }
  for (const id of FACT_IDS) {
    const pin = pins[id];
    const over = pin === undefined ? undefined : pinned(id, pin, byId.get(id), currency);
    if (over) byId.set(id, over);
  }
  return FACT_IDS.flatMap((id) => byId.get(id) ?? []);
}
