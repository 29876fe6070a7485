/**
 * What a screen's comment threads are on, as the comments' store keys them: a saved result (its id)
 * or a venture's facts (`factsOn`, each thread's path a fact's id). Tiny and free of the store, so
 * the Venture screen's first load names its facts' threads without loading them.
 */
const FACTS = 'facts:';

/** The key of a venture's facts' threads. */
export const factsOn = (ventureId: string) => `${FACTS}${ventureId}`;

/** The venture whose facts `on` keys, or null for a result's threads. */
export const ventureOfFacts = (on: string): string | null => (on.startsWith(FACTS) ? on.slice(FACTS.length) : null);
