/**
 * The market's yearly growth as offline research states it, and as an offline plan or deck reads it
 * back from the research it builds on (its market size): one figure in all three, never two drawn apart.
 */

/** "growing at roughly 7% a year". */
export const growthPhrase = (percent: number): string => `growing at roughly ${percent}% a year`;

/** A market's yearly growth as research writes it: "growing at roughly 7% a year", "grows 5% per year", "growth of 12% annually". */
const YEARLY_GROWTH =
  /\bgrow(?:s|ing|th)?\b[^.%]{0,40}?(\d{1,2}(?:\.\d)?)\s?%\s*(?:a year|per year|each year|annually|CAGR)/i;

/** The first yearly market growth `text` (the research's market size) states, in percent; none when it states none. */
export function marketGrowthIn(text: string | undefined): number | undefined {
  const found = YEARLY_GROWTH.exec(text ?? '');
  return found ? Number(found[1]) : undefined;
}
