/**
 * Links to one part of a tool's screen, as the Investor Review's fixes make them: `?slide=` opens
 * the deck on a slide (1 first, as the founder counts), `?assumption=` puts the model's screen on
 * an assumption's field. Each screen follows its link once the part is there.
 */
const SLIDE_PARAM = 'slide';
const ASSUMPTION_PARAM = 'assumption';

/** The deck screen at `path`, opened on the slide at `index` (0 first). */
export const slideLink = (path: string, index: number) => `${path}?${SLIDE_PARAM}=${index + 1}`;

/** The slide a deck screen's address names (0 first), or a comment's place on one (core/inbox/place.ts), or null. */
export function linkedSlide(search: string): number | null {
  const params = new URLSearchParams(search);
  const onSlide = /^slides\.(\d+)(?:\.|$)/.exec(params.get('part') ?? '');
  if (onSlide) return Number(onSlide[1]);
  const number = Number(params.get(SLIDE_PARAM) ?? NaN);
  return Number.isInteger(number) && number >= 1 ? number - 1 : null;
}

/** The model's screen at `path`, on the field of the assumption `key` (a key of the model's assumptions). */
export const assumptionLink = (path: string, key: string) => `${path}?${ASSUMPTION_PARAM}=${encodeURIComponent(key)}`;

/** The element that holds an assumption's field on the model's screen (its id). */
export const assumptionAnchor = (key: string) => `assumption-${key}`;

/** The assumption a model screen's address names, or null. */
export const linkedAssumption = (search: string): string | null => new URLSearchParams(search).get(ASSUMPTION_PARAM);
