import { DEFAULT_CURRENCY, type Currency } from '../finance/currency';
import type { VentureFact } from './facts';

/**
 * The venture's currency, as its facts carry it: the model's, or before there is a model
 * `fallback` (US dollars unless the caller knows the venture's place). Its own small file: the
 * Venture screen reads it without loading the engine.
 */
export function ventureCurrency(facts: readonly VentureFact[], fallback: Currency = DEFAULT_CURRENCY): Currency {
  const fromModel = facts.find((fact) => fact.source.kind === 'tool' && fact.source.ventureModel && fact.currency);
  return fromModel?.currency ?? fallback;
}
