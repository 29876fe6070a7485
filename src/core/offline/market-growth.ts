/**
 * The market's yearly growth as offline research states it, and as an offline deck reads it back
 * from the research it builds on (quoted in its context): one figure in both, never two drawn apart.
 */

/** How other tools' context labels the research's size line (market-research/source.ts): where its growth is stated. */
export const MARKET_SIZE_LABEL = 'Market size';

/** "growing at roughly 7% a year". */
export const growthPhrase = (percent: number): string => `growing at roughly ${percent}% a year`;

/** A market's yearly growth as research writes it: "growing at roughly 7% a year", "grows 5% per year", "growth of 12% annually". */
const YEARLY_GROWTH =
  /\bgrow(?:s|ing|th)?\b[^.%]{0,40}?(\d{1,2}(?:\.\d)?)\s?%\s*(?:a year|per year|each year|annually|CAGR)/i;

/** The first yearly market growth `text` states, in percent; none when it states none. */
export function marketGrowthIn(text: string | undefined): number | undefined {
  const found = YEARLY_GROWTH.exec(text ?? '');
  return found ? Number(found[1]) : undefined;
}

/**
 * The research's yearly growth, as a draft's context quotes the research ("Market size: …" lines,
 * where the growth is stated): the plan and the deck restate it, so one market grows at one rate
 * across the venture. None without research, or when it states none.
 */
export function researchedGrowthIn(context: string | undefined): number | undefined {
  const sizeLines = context
    ?.split('\n')
    .filter((line) => line.startsWith(`${MARKET_SIZE_LABEL}:`))
    .join('\n');
  return marketGrowthIn(sizeLines);
}
