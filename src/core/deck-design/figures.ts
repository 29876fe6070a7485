/**
 * The figures a designed deck draws, taken from the venture's facts (the engine's model and the
 * research's sizes, or the founder's pins): never from the slide's words. A figure the venture
 * does not have yet is absent, and the slide falls back to its bullets.
 */
import { DEFAULT_CURRENCY } from '../finance/currency';
import { conflictsIn } from '../venture/conflicts';
import type { PartChecks } from '../venture/document-figures';
import type { VentureFact } from '../venture/facts';
import { chartLabel, chartLabelFormat } from './chart-labels';

export interface DeckFigures {
  /**
   * Revenue for Years 1–3, only when all three are known: each as its chart labels it ("$1.29M",
   * `chart-labels.ts`), and the number format that labels it so in the .pptx.
   */
  revenue?: { labels: string[]; values: number[]; displays: string[]; format: string };
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
  const years = revenue.filter((each) => each !== undefined);
  if (years.length === REVENUE.length) {
    const currency = years[0]?.currency ?? DEFAULT_CURRENCY;
    figures.revenue = {
      labels: ['Year 1', 'Year 2', 'Year 3'],
      values: years.map((each) => each.value),
      displays: years.map((each) => chartLabel(each.value, currency)),
      format: chartLabelFormat(currency),
    };
  }
  if (raise && raise.value > 0) figures.raise = { value: raise.value, display: raise.display };
  if (tam)
    figures.market = {
      tam: tam.display,
      ...(sam ? { sam: sam.display } : {}),
      ...(som ? { som: som.display } : {}),
    };
  return figures;
}

/**
 * The figures a deck draws once its words are checked (`checks`: the figure check of the deck):
 * the venture's facts less those its words state another value for. A deck made before the model
 * changed says "Year 1 revenue: €404,469" while the model now says £644,140: drawn from the facts,
 * its chart would contradict its bullets. Left out, the slide shows its words alone (its bullets
 * layout) until the founder brings them into line (Use Fact, or a new deck). The screen, the files
 * and the share page all draw this, so what the founder sees is what leaves the app.
 */
export function agreeingFigures(facts: readonly VentureFact[], checks: readonly PartChecks[]): DeckFigures {
  const contradicted = new Set(conflictsIn(checks).map((check) => check.fact.id));
  return deckFigures(facts.filter((fact) => !contradicted.has(fact.id)));
}
