/**
 * Written numbers: digits with their currency and scale ("$1.2M", "USD 1,200,000", "1.2 million
 * dollars", "4.8", "€24", "29,90 €", "₹1.2 crore"), each with the digits it was written with, so
 * its precision can be read. Thousands are grouped as the venture's locale writes them: "1,200,000",
 * "1.200.000", "1'200'000", "1 200 000" (a no-break space, or a space before the currency),
 * "12,00,000"; a decimal comma is read where a currency or a scale makes it money ("€1,5 Mrd.").
 * A number that is part of a word or an identifier ("B2B", "Q3", "24/7", "COVID-19", "v1.2.3",
 * "3x3") is not an amount; neither is a year ("2026").
 */
import type { Currency } from './types';

export interface Amount {
  start: number;
  end: number;
  value: number;
  /** The integer part's digits, without separators, and the decimals' ("1.25M": "1", "25"). */
  digits: string;
  decimals: string;
  /** 1, or what a scale multiplies by: K 1,000, million 1,000,000... */
  scale: number;
  currency?: Currency;
  /** Four plain digits from 1900 to 2099, with no currency before and no scale: read as a year. */
  yearLike: boolean;
  /**
   * "1.200" with no currency: 1.2, or 1,200 where the dot groups thousands (a German "1.200
   * Mitglieder"). A count is whole, so a count takes this reading.
   */
  dotted?: number;
}

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  CA$: 'CAD',
  US$: 'USD',
  A$: 'AUD',
  AU$: 'AUD',
  C$: 'CAD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  Rs: 'INR',
  'Rs.': 'INR',
};
const WORDS: Record<string, string> = {
  dollars: 'USD',
  'us dollars': 'USD',
  usd: 'USD',
  euros: 'EUR',
  euro: 'EUR',
  eur: 'EUR',
  pounds: 'GBP',
  gbp: 'GBP',
  chf: 'CHF',
  francs: 'CHF',
  'swiss francs': 'CHF',
  yen: 'JPY',
  jpy: 'JPY',
  rupees: 'INR',
  inr: 'INR',
  cad: 'CAD',
  aud: 'AUD',
  sgd: 'SGD',
};
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mln: 1e6,
  mio: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  mrd: 1e9,
  billion: 1e9,
  trillion: 1e12,
  lakh: 1e5,
  lakhs: 1e5,
  crore: 1e7,
  crores: 1e7,
};

/** Thousands as locales group them; the last alternative is plain digits. */
const INTEGER = [
  String.raw`\d{1,3}(?:,\d{3})+`,
  String.raw`\d{1,3}(?:\.\d{3}){2,}`,
  String.raw`\d{1,3}(?:['’]\d{3})+`,
  String.raw`\d{1,3}(?:[\u00a0\u202f\u2009]\d{3})+`,
  // A plain space groups thousands only before the currency it is written with: "25 000 €".
  String.raw`\d{1,3}(?: \d{3})+(?=\s?(?:€|£|EUR|CHF|euros?)(?![\p{L}]))`,
  String.raw`\d{1,2}(?:,\d{2})+,\d{3}`,
  String.raw`\d+`,
].join('|');
const SEPARATORS = /[,.'’\u00a0\u202f\u2009 ]/g;

/** A minus sign (hyphen or U+2212) right before the number or its currency: "-2%", "−$5,000". */
const BODY =
  String.raw`(?<sign>[-−](?=[\d$€£¥₹]|US\$|CA\$|AU?\$|[CS]\$|NZ\$|HK\$))?` +
  String.raw`(?:(?<symbol>US\$|CA\$|AU\$|A\$|C\$|NZ\$|HK\$|S\$|\$|€|£|¥|₹|Rs\.?(?= ?\d))\s?|(?<code>USD|EUR|GBP|CAD|AUD|INR|CHF|JPY|SGD)\s?)?` +
  String.raw`(?<int>${INTEGER})(?:\.(?<dec>\d+)|,(?<comma>\d{1,2})(?!\d))?` +
  String.raw`(?:(?<letter>MM|mln|bn|mn|[KkMmBb])(?![\p{L}\p{N}])|\s?(?<word>thousand|million|billion|trillion|lakhs?|crores?|Mio|Mrd)(?![\p{L}]))?` +
  String.raw`(?:\s?(?<post>€|£)(?![\p{L}\p{N}]|\s?\d)|\s(?<after>US dollars|dollars|USD|euros?|EUR|pounds|GBP|CHF|Swiss francs|francs|yen|JPY|rupees|INR|CAD|AUD|SGD)\b)?`;

/** Amounts that start a figure: not after a letter, digit or joining mark. */
const STANDALONE = new RegExp(String.raw`(?<![\p{L}\p{N}_.,/:#@&'-])` + BODY, 'gu');
/** An amount at a given place: a range's second end ("$40K-$60K"). */
const AT = new RegExp(BODY, 'uy');
/** What may not follow an amount: more digits, a letter, a version's or a date's next part. */
const JOINED = /^(?:[.,/:]\d|[\p{L}\p{N}_])/u;
const MULTIPLE = /^[x×X](?![\p{L}\p{N}])/u;

function currencyOf(groups: Record<string, string | undefined>): Currency | undefined {
  if (groups.symbol === '$') return { code: 'USD', written: 'symbol', anyDollar: true };
  if (groups.symbol) return { code: SYMBOLS[groups.symbol] ?? 'USD', written: 'symbol' };
  if (groups.post) return { code: SYMBOLS[groups.post] ?? 'EUR', written: 'symbol' };
  if (groups.code) return { code: groups.code, written: 'code' };
  if (groups.after?.toLowerCase() === 'dollars') return { code: 'USD', written: 'word', anyDollar: true };
  if (groups.after) return { code: WORDS[groups.after.toLowerCase()] ?? groups.after, written: 'word' };
  return undefined;
}

/** "1.200": three decimals after one to three digits, no scale, no currency to settle it. */
const isDotted = (int: string, decimals: string) => decimals.length === 3 && /^[1-9]\d{0,2}$/.test(int);

function amountOf(match: RegExpExecArray, text: string): Amount | undefined {
  const groups = match.groups ?? {};
  const end = match.index + match[0].length;
  const next = text.slice(end, end + 3);
  if (JOINED.test(next) && !MULTIPLE.test(next) && !/^:1(?![\d:]|[.,]\d)/.test(next)) return undefined;
  const int = groups.int ?? '';
  const scaleWord = groups.letter ?? groups.word;
  const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
  const currency = currencyOf(groups);
  // A decimal comma ("29,90 €") only where money or a scale says so: "3,5 and 7" is a list.
  if (groups.comma !== undefined && !currency && !scaleWord) return undefined;
  // Three decimals on money are thousands ("€1.200"): no currency the venture trades in has them.
  const grouped = !scaleWord && isDotted(int, groups.dec ?? '');
  const thousands = grouped && currency !== undefined;
  const digits = int.replace(SEPARATORS, '') + (thousands ? (groups.dec ?? '') : '');
  const decimals = thousands ? '' : (groups.dec ?? groups.comma ?? '');
  const mantissa = Number(digits + decimals);
  const tenths = 10 ** decimals.length;
  const magnitude = scale >= tenths ? mantissa * (scale / tenths) : (mantissa * scale) / tenths;
  const sign = groups.sign ? -1 : 1;
  // "in 2027 dollars" is a year's dollars: only a symbol or code before makes four digits money.
  const plain = !groups.sign && !groups.symbol && !groups.code && !scaleWord && decimals === '' && /^\d+$/.test(int);
  // A year is never written with a thousands separator: "1.900 €" is money (a property run found it read as 1900).
  const yearLike = plain && !grouped && /^(?:19|20)\d\d$/.test(digits);
  const amount: Amount = {
    start: match.index,
    end,
    value: sign * magnitude,
    digits,
    decimals,
    scale,
    currency,
    yearLike,
  };
  if (grouped && !thousands && !groups.sign) amount.dotted = Number(int + (groups.dec ?? ''));
  return amount;
}

/** Every amount that stands on its own, in order. */
export function scanAmounts(text: string): Amount[] {
  const amounts: Amount[] = [];
  for (const match of text.matchAll(STANDALONE)) {
    const amount = amountOf(match as RegExpExecArray, text);
    if (amount) amounts.push(amount);
  }
  return amounts;
}

/** The amount starting exactly at `at`, if one does. */
export function amountAt(text: string, at: number): Amount | undefined {
  AT.lastIndex = at;
  const match = AT.exec(text);
  return match ? amountOf(match, text) : undefined;
}

/**
 * The unit of the last significant digit. Decimals are all significant ("$58.0B": 0.1B), and so is
 * every digit of a small whole number (under 10,000: "$100", "300 customers", "$5K" to the 1,000).
 * A large one whose last three digits or more are zeros was rounded to them, keeping at least two
 * significant digits: "$1,200,000" and "$1.2M" are both 100,000, "$2M" and "$2,000,000" both
 * 100,000, while "$1,198,430" is exact to the dollar. Said to be approximate ("about 300"), any
 * trailing zero is rounding, and the figure is never more precise than its plain reading.
 */
export function precisionOf(amount: Amount, approximate: boolean): number {
  if (amount.decimals !== '') return amount.scale / 10 ** amount.decimals.length;
  if (Math.abs(amount.value) < 10_000 && !approximate) return amount.scale;
  const zeros = amount.digits.length - amount.digits.replace(/0+$/, '').length;
  if (amount.scale === 1 && zeros < 3 && !approximate) return 1;
  const significant = amount.digits.length - zeros;
  const rounding = zeros - Math.max(0, 2 - significant);
  const precision = amount.scale * 10 ** rounding;
  return approximate ? Math.max(precision, amount.scale) : Math.max(precision, amount.scale === 1 ? 1 : 0);
}
