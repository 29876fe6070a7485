/**
 * A link to one slide of the deck's screen: `?slide=` names it, 1 first, as the founder counts
 * (the Investor Review's Open the slide). The deck opens on it once the deck is there.
 */
const SLIDE_PARAM = 'slide';

/** The deck screen at `path`, opened on the slide at `index` (0 first). */
export const slideLink = (path: string, index: number) => `${path}?${SLIDE_PARAM}=${index + 1}`;

/** The slide a deck screen's address names (0 first), or null when it names none. */
export function linkedSlide(search: string): number | null {
  const number = Number(new URLSearchParams(search).get(SLIDE_PARAM) ?? NaN);
  return Number.isInteger(number) && number >= 1 ? number - 1 : null;
}
