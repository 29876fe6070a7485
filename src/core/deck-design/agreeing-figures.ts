/**
 * The figures a deck draws, its words checked against the venture's facts here (figures.ts,
 * `agreeingFigures`). Server only: the browser checks with the checker it loads when idle
 * (useFigureChecking), so the check stays out of its first load.
 */
import { documentChecks } from '../venture/document-figures';
import type { VentureFact } from '../venture/facts';
import { agreeingFigures, type DeckFigures } from './figures';

export const agreeingDeckFigures = (deck: unknown, facts: readonly VentureFact[]): DeckFigures =>
  agreeingFigures(facts, documentChecks(deck, facts));
