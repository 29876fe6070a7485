/**
 * The currency a place suggests: "a bakery in Berlin" trades in euros. Used by the offline
 * provider, which proposes a currency from the venture's own words as the language model is asked
 * to; USD when no place is named. A proposal only: the founder chooses (no conversion, ever).
 */
import { DEFAULT_CURRENCY, type Currency } from './currency';

const PLACES: readonly [Currency, RegExp][] = [
  [
    'EUR',
    /\b(?:euro(?:pe|zone)?|germany|german|berlin|munich|hamburg|cologne|frankfurt|france|french|paris|lyon|marseille|spain|spanish|madrid|barcelona|valencia|italy|italian|rome|milan|naples|portugal|lisbon|porto|netherlands|dutch|amsterdam|rotterdam|belgium|brussels|antwerp|austria|vienna|ireland|irish|dublin|finland|helsinki|greece|athens|estonia|tallinn|latvia|riga|lithuania|vilnius|slovenia|ljubljana|slovakia|bratislava|luxembourg|malta|cyprus|croatia|zagreb)\b/i,
  ],
  [
    'GBP',
    /\b(?:uk|u\.k\.|united kingdom|britain|british|england|english|scotland|wales|london|manchester|birmingham|edinburgh|glasgow|bristol|leeds|liverpool)\b/i,
  ],
  ['CHF', /\b(?:switzerland|swiss|zurich|zürich|geneva|basel|bern|lausanne)\b/i],
  ['CAD', /\b(?:canada|canadian|toronto|vancouver|montreal|montréal|calgary|ottawa)\b/i],
  ['AUD', /\b(?:australia|australian|sydney|melbourne|brisbane|perth|adelaide)\b/i],
  ['INR', /\b(?:india|indian|bangalore|bengaluru|mumbai|delhi|hyderabad|chennai|pune|kolkata)\b/i],
  ['JPY', /\b(?:japan|japanese|tokyo|osaka|kyoto|yokohama)\b/i],
  ['SGD', /\b(?:singapore|singaporean)\b/i],
];

/** The currency of the first place named in `text` (the earliest mention wins), or USD. */
export function currencyForPlace(text: string | undefined): Currency {
  if (!text) return DEFAULT_CURRENCY;
  let best: { currency: Currency; at: number } | undefined;
  for (const [currency, pattern] of PLACES) {
    const at = text.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { currency, at };
  }
  return best?.currency ?? DEFAULT_CURRENCY;
}

/**
 * How many units of `currency` a typical US-dollar amount is, roughly, so an offline draft in yen
 * or rupees is not a dollar draft relabelled. Orders of magnitude, not exchange rates: only the
 * offline provider's invented amounts use it; the founder's amounts are never converted.
 */
export const OFFLINE_UNIT_SCALE: Record<Currency, number> = {
  USD: 1,
  EUR: 1,
  GBP: 1,
  CHF: 1,
  CAD: 1,
  AUD: 1,
  SGD: 1,
  INR: 50,
  JPY: 100,
};
