import { DEFAULT_CURRENCY, type Currency } from '../finance/currency';
import type { VentureFact } from './facts';

/**
 * The venture's currency, as its facts carry it: the model's, or US dollars before there is a
 * model. Its own small file: the Venture screen reads it without loading the engine.
 */
export function ventureCurrency(facts: readonly VentureFact[]): Currency {
  const fromModel = facts.find(
    (fact) => fact.source.kind === 'tool' && fact.source.tool === 'financials' && fact.currency,
  );
  return fromModel?.currency ?? DEFAULT_CURRENCY;
}
