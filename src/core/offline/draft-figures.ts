/**
 * The venture's facts as an offline draft states them. A draft made in a venture with a financial
 * model states the model's figures (the facts it is checked against) in the venture's currency;
 * what no fact covers, it invents, in that currency too. Without a model it invents everything, in
 * the currency of the place the venture's words name (as its model will propose), else US dollars:
 * the offline provider's documents are ours, built to tell one story.
 */
import { formatCompactMoney, formatMoney, type Currency } from '../finance/currency';
import { currencyForPlace, OFFLINE_UNIT_SCALE } from '../finance/currency-regions';
import { ventureCurrency } from '../venture/fact-currency';
import { FACT_UNITS, type FactId } from '../venture/fact-kinds';
import type { VentureFact } from '../venture/facts';

export interface DraftFigures {
  currency: Currency;
  /** The venture has this fact: the draft states it rather than a figure of its own. */
  has: (id: FactId) => boolean;
  /**
   * The fact's value, or else the draft's own: `drafted`, in US-dollar-sized amounts for money
   * (scaled for yen and rupees, never converted), as it is for counts and percentages.
   */
  value: (id: FactId, drafted: number) => number;
  /** Every value of a fact the model holds more than once (each funding event's month), or its one value; none without it. */
  values: (id: FactId) => readonly number[];
  /** An amount the draft invents, in US-dollar sizes, in the venture's currency's sizes. */
  scaled: (dollars: number) => number;
  /** "€12,400". */
  money: (amount: number) => string;
  /** "€12.4K". */
  compact: (amount: number) => string;
}

/**
 * What a draft states, from the facts of the venture it is made in (none: a draft of its own);
 * `words`: the venture's own (its description, the sources quoted), which may name its place.
 */
export function draftFigures(facts: readonly VentureFact[] = [], words = ''): DraftFigures {
  const currency = ventureCurrency(facts, currencyForPlace(words));
  // A market size in the research's own currency is no amount of this venture's to restate.
  const stated = facts.filter((fact) => fact.currency === undefined || fact.currency === currency);
  const byId = new Map(stated.map((fact) => [fact.id, fact.value]));
  const all = new Map(stated.map((fact) => [fact.id, fact.values ?? [fact.value]]));
  const scaled = (dollars: number) => dollars * OFFLINE_UNIT_SCALE[currency];
  return {
    currency,
    has: (id) => byId.has(id),
    value: (id, drafted) => byId.get(id) ?? (FACT_UNITS[id].startsWith('money') ? scaled(drafted) : drafted),
    values: (id) => all.get(id) ?? [],
    scaled,
    money: (amount) => formatMoney(amount, currency),
    compact: (amount) => formatCompactMoney(amount, currency),
  };
}
