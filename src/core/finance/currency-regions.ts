/**
 * The currency a place suggests: "a bakery in Berlin" trades in euros. Used by the offline
 * provider, which proposes a currency from the venture's own words as the language model is asked
 * to; USD when no place is named. A proposal only: the founder chooses (no conversion, ever).
 */
import { DEFAULT_CURRENCY, type Currency } from './currency';

/** Per currency, the countries (and their adjectives) and the cities that suggest it. */
const PLACE_NAMES: readonly { currency: Currency; countries: string; cities: string }[] = [
  {
    currency: 'EUR',
    countries:
      'euro|europe|eurozone|germany|german|france|french|spain|spanish|italy|italian|portugal|netherlands|dutch|belgium|austria|ireland|irish|finland|greece|estonia|latvia|lithuania|slovenia|slovakia|luxembourg|malta|cyprus|croatia',
    cities:
      'berlin|munich|hamburg|cologne|frankfurt|paris|lyon|marseille|madrid|barcelona|valencia|rome|milan|naples|lisbon|porto|amsterdam|rotterdam|brussels|antwerp|vienna|dublin|helsinki|athens|tallinn|riga|vilnius|ljubljana|bratislava|zagreb',
  },
  {
    currency: 'GBP',
    countries: 'uk|u\\.k\\.|united kingdom|britain|british|england|english|scotland|wales',
    cities: 'london|manchester|birmingham|edinburgh|glasgow|bristol|leeds|liverpool',
  },
  { currency: 'CHF', countries: 'switzerland|swiss', cities: 'zurich|zürich|geneva|basel|bern|lausanne' },
  { currency: 'CAD', countries: 'canada|canadian', cities: 'toronto|vancouver|montreal|montréal|calgary|ottawa' },
  { currency: 'AUD', countries: 'australia|australian', cities: 'sydney|melbourne|brisbane|perth|adelaide' },
  {
    currency: 'INR',
    countries: 'india|indian',
    cities: 'bangalore|bengaluru|mumbai|delhi|hyderabad|chennai|pune|kolkata',
  },
  { currency: 'JPY', countries: 'japan|japanese', cities: 'tokyo|osaka|kyoto|yokohama' },
  { currency: 'SGD', countries: 'singapore|singaporean', cities: '' },
  {
    currency: 'USD',
    countries: '',
    cities:
      'new york|san francisco|los angeles|chicago|boston|austin|seattle|miami|denver|atlanta|houston|dallas|philadelphia|portland|san diego',
  },
];

const words = (alternatives: string) => new RegExp(`\\b(?:${alternatives})\\b`, 'i');

const PLACES: readonly [Currency, RegExp][] = PLACE_NAMES.filter((place) => place.currency !== 'USD').map((place) => [
  place.currency,
  words([place.countries, place.cities].filter(Boolean).join('|')),
]);

const CITIES = words(
  PLACE_NAMES.map((place) => place.cities)
    .filter(Boolean)
    .join('|'),
);

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
 * The city `text` names, as written ("Lisbon"), when it names one of the cities above: an offline
 * market sized for a city is a city's share of the world's, not a country's.
 */
export function cityIn(text: string | undefined): string | undefined {
  const found = CITIES.exec(text ?? '')?.[0];
  return found?.replace(/(^|\s)\p{Ll}/gu, (first) => first.toUpperCase());
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
