/**
 * Figures against the venture's facts. A figure whose words name a fact that exists, in a unit
 * that can state it, either matches (the fact lies within what the figure says, to the precision
 * it was written with) or conflicts. Every other figure is left out: it states no fact.
 *
 * What a figure says, as an interval of values: "$1.2M" is 1,150,000 up to 1,249,999 (half its
 * precision either side, the upper end open); a range "$40–60K" 39,500 up to 60,499; "more than
 * 300" anything above 300; "at least 300" from 299.5. A fact from the engine is exact; one read
 * from the research's prose ("about $34.4 billion") is an interval too, and they match when the
 * two overlap. Money in another currency (€24) never matches a dollar fact: it conflicts.
 */
import { FACT_UNITS, type FactId } from '../fact-kinds';
import type { VentureFact } from '../facts';
import { findFigures } from './find';
import { conversion } from './units';
import type { Currency, Figure } from './types';

export interface FigureCheck {
  figure: Figure;
  fact: VentureFact;
  status: 'match' | 'conflict';
  /**
   * A conflicting market figure that Use Fact cannot fix alone: stated here, the fact would break
   * the nesting of the markets beside it (TAM ≥ SAM ≥ SOM), as a research that names only a market
   * size (standing in for TAM) below the SAM this text states: that other figure, and whether the
   * fact would be smaller or larger than it.
   */
  outOfOrder?: { other: Figure; wouldBe: 'smaller' | 'larger' };
}

/** What a figure says: from `low` (included or not) up to `high` (never included); either may be infinite. */
export interface Said {
  low: number;
  lowIncluded: boolean;
  high: number;
}

/** Floating-point slack: "4.8" less 0.05 must still reach 4.75. */
const slack = (value: number) => (Number.isFinite(value) ? Math.abs(value) * 1e-12 + 1e-9 : 0);

/** The values a figure says, to its precision. */
export function figureInterval(figure: Figure): Said {
  const half = figure.precision / 2;
  switch (figure.bound) {
    case 'above':
      return { low: figure.value, lowIncluded: false, high: Infinity };
    case 'atLeast':
      return { low: figure.value - half, lowIncluded: true, high: Infinity };
    case 'below':
      return { low: -Infinity, lowIncluded: true, high: figure.value };
    case 'atMost':
      return { low: -Infinity, lowIncluded: true, high: figure.value + half };
    default:
      return { low: figure.value - half, lowIncluded: true, high: (figure.upper ?? figure.value) + half };
  }
}

const DOLLARS: ReadonlySet<string> = new Set(['USD', 'CAD', 'AUD', 'SGD']);

/** "€24" states a euro fact only; a bare "$24" any dollar fact (US, Canadian, Australian, Singapore). */
const sameCurrency = (written: Currency, fact: string) =>
  written.code === fact || (written.anyDollar === true && DOLLARS.has(fact));

/**
 * Whether the fact lies within what the figure says (a research fact's interval overlaps it). A
 * fact with several values (each funding event's month) is stated by a figure naming any one.
 */
export function figureMatches(figure: Figure, fact: VentureFact): boolean {
  const factor = conversion(figure.unit, FACT_UNITS[fact.id]);
  if (factor === undefined) return false;
  if (figure.currency && !sameCurrency(figure.currency, fact.currency ?? 'USD')) return false;
  if (fact.values) return fact.values.some((value) => withinFigure(figure, { ...fact, value }, factor));
  return withinFigure(figure, fact, factor);
}

function withinFigure(figure: Figure, fact: VentureFact, factor: number): boolean {
  const said = figureInterval(figure);
  const half = (fact.precision ?? 0) / 2;
  const low = (fact.value - half) * factor;
  const high = ((fact.upper ?? fact.value) + half) * factor;
  // A fact with a width is half-open like a figure: "$34.4B" and "$34.5B" only touch.
  const inclusive = said.lowIncluded && high === low;
  const aboveLow = inclusive ? high >= said.low - slack(said.low) : high > said.low + slack(said.low);
  return aboveLow && low < said.high - slack(said.high);
}

/** Research facts stand in for each other where the research named only one: TAM is the market size. */
const STAND_INS: Partial<Record<FactId, FactId>> = { tam: 'marketSize', marketSize: 'tam' };

/** The fact a figure naming `id` states: that fact, or the one standing in for it (a TAM, the market size). */
export function factFor(id: FactId, facts: readonly VentureFact[]): VentureFact | undefined {
  const stand = STAND_INS[id];
  return facts.find((fact) => fact.id === id) ?? (stand ? facts.find((fact) => fact.id === stand) : undefined);
}

/** How wide a market each cue names: the total (or the market's size) holds the serviceable, which holds the obtainable. */
const MARKET_RANK: Partial<Record<FactId, number>> = { tam: 0, marketSize: 0, sam: 1, som: 2 };
const marketRank = (figure: Figure) => (figure.cue === undefined ? undefined : MARKET_RANK[figure.cue]);

/**
 * A figure of the same text that the conflict's fact, once stated, would contradict: a narrower
 * market stated above it, or a wider one below it. Only figures that stay as written count (those
 * that state no fact, or agree with theirs); one that Use Fact also rewrites is judged on its own.
 */
function outOfOrder(conflict: FigureCheck, stays: readonly Figure[]): FigureCheck['outOfOrder'] {
  const rank = marketRank(conflict.figure);
  if (rank === undefined) return undefined;
  const unit = FACT_UNITS[conflict.fact.id];
  for (const other of stays) {
    const otherRank = marketRank(other);
    const factor = conversion(other.unit, unit);
    if (otherRank === undefined || otherRank === rank || factor === undefined || factor === 0) continue;
    if (other.currency && !sameCurrency(other.currency, conflict.fact.currency ?? 'USD')) continue;
    const said = figureInterval(other);
    if (otherRank > rank && said.low / factor > conflict.fact.value) return { other, wouldBe: 'smaller' };
    if (otherRank < rank && said.high / factor < conflict.fact.value) return { other, wouldBe: 'larger' };
  }
  return undefined;
}

/** Each figure in `text` that states one of `facts`, and whether it agrees. */
export function checkFigures(text: string, facts: readonly VentureFact[]): FigureCheck[] {
  if (facts.length === 0) return [];
  const figures = findFigures(text);
  const checks = figures.flatMap((figure) => {
    const fact = figure.cue && factFor(figure.cue, facts);
    if (!fact || conversion(figure.unit, FACT_UNITS[fact.id]) === undefined) return [];
    return [{ figure, fact, status: figureMatches(figure, fact) ? 'match' : 'conflict' } as FigureCheck];
  });
  const rewritten = new Set(checks.filter((check) => check.status === 'conflict').map((check) => check.figure));
  const stays = figures.filter((figure) => !rewritten.has(figure));
  return checks.map((check) => {
    const order = check.status === 'conflict' ? outOfOrder(check, stays) : undefined;
    return order ? { ...check, outOfOrder: order } : check;
  });
}
