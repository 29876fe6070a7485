/**
 * The venture's facts saved research gives (its `facts`, read by core/venture/facts.ts): the market
 * sizes, read from its size text with the same figure finder that checks prose.
 */
import { CURRENCIES, type Currency } from '../../finance/currency';
import { FACT_LABELS, FACT_UNITS, type FactId } from '../../venture/fact-kinds';
import type { FactSource, VentureFact } from '../../venture/facts';
import { findFigures } from '../../venture/figures/find';
import type { Figure } from '../../venture/figures/types';
import type { MarketResearch } from './schema';

const isKnownCurrency = (code: string | undefined): code is Currency =>
  (CURRENCIES as readonly string[]).includes(code ?? '');

/** A market size is a yearly amount of money; a smaller amount in the size text (a price, a spend) is not one. */
const isSize = (figure: Figure) =>
  isKnownCurrency(figure.currency?.code) &&
  !figure.bound &&
  (figure.unit === 'money' || figure.unit === 'moneyPerYear') &&
  figure.value >= 1_000_000;

/** The market's size and its TAM, SAM and SOM, where the size text states them. */
export function researchFacts(research: MarketResearch, source: FactSource): VentureFact[] {
  const sizes = findFigures(research.marketSize).filter(isSize);
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
