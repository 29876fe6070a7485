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

/** Whether the fact lies within what the figure says (a research fact's interval overlaps it). */
export function figureMatches(figure: Figure, fact: VentureFact): boolean {
  const factor = conversion(figure.unit, FACT_UNITS[fact.id]);
  if (factor === undefined) return false;
  if (figure.currency && !sameCurrency(figure.currency, fact.currency ?? 'USD')) return false;
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

function factFor(id: FactId, facts: readonly VentureFact[]): VentureFact | undefined {
  const stand = STAND_INS[id];
  return facts.find((fact) => fact.id === id) ?? (stand ? facts.find((fact) => fact.id === stand) : undefined);
}

/** Each figure in `text` that states one of `facts`, and whether it agrees. */
export function checkFigures(text: string, facts: readonly VentureFact[]): FigureCheck[] {
  if (facts.length === 0) return [];
  return findFigures(text).flatMap((figure) => {
    const fact = figure.cue && factFor(figure.cue, facts);
    if (!fact || conversion(figure.unit, FACT_UNITS[fact.id]) === undefined) return [];
    return [{ figure, fact, status: figureMatches(figure, fact) ? 'match' : 'conflict' } as const];
  });
}
