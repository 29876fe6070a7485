/**
 * The figures a designed deck draws, taken from the venture's facts (the engine's model and the
 * research's sizes, or the founder's pins): never from the slide's words. A figure the venture
 * does not have yet is absent, and the slide falls back to its bullets.
 */
import type { VentureFact } from '../venture/facts';

export interface DeckFigures {
  /** Revenue for Years 1–3, only when all three are known. */
  revenue?: { labels: string[]; values: number[]; displays: string[] };
  /** The raise. */
  raise?: { value: number; display: string };
  /** The market's sizes as shown ("$34.4B"), only when the TAM is known. */
  market?: { tam: string; sam?: string; som?: string };
}

const REVENUE = ['year1Revenue', 'year2Revenue', 'year3Revenue'] as const;

export function deckFigures(facts: readonly VentureFact[]): DeckFigures {
  const fact = (id: VentureFact['id']) => facts.find((each) => each.id === id);
  const revenue = REVENUE.map(fact);
  const raise = fact('raise');
  const [tam, sam, som] = (['tam', 'sam', 'som'] as const).map(fact);
  const figures: DeckFigures = {};
  if (revenue.every((each) => each !== undefined))
    figures.revenue = {
      labels: ['Year 1', 'Year 2', 'Year 3'],
      values: revenue.map((each) => each.value),
      displays: revenue.map((each) => each.display),
    };
  if (raise && raise.value > 0) figures.raise = { value: raise.value, display: raise.display };
  if (tam)
    figures.market = {
      tam: tam.display,
      ...(sam ? { sam: sam.display } : {}),
      ...(som ? { som: som.display } : {}),
    };
  return figures;
}
