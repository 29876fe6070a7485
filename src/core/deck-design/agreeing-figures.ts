/**
 * The figures a deck that leaves the app (a share link, a .pptx, a .pdf) draws: the venture's facts
 * less those its own words state another value for. A deck made before the model changed says
 * "Year 1 revenue: €404,469" while the model now says £644,140: drawn from the facts, its chart
 * would contradict its bullets in front of an investor. Left out, the slide shows its words alone
 * (its bullets layout) until the founder brings them into line (Use Fact, or a new deck); the app's
 * own screen marks the conflict instead. Server only: the figure check stays out of the browser's
 * first load (the screen loads it when idle).
 */
import { conflictsIn, documentChecks } from '../venture/document-figures';
import type { VentureFact } from '../venture/facts';
import { deckFigures, type DeckFigures } from './figures';

export function agreeingDeckFigures(deck: unknown, facts: readonly VentureFact[]): DeckFigures {
  const contradicted = new Set(conflictsIn(documentChecks(deck, facts)).map((check) => check.fact.id));
  return deckFigures(facts.filter((fact) => !contradicted.has(fact.id)));
}
