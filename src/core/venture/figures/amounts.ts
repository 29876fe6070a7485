/**
 * Written numbers: digits with their currency and scale ("$1.2M", "USD 1,200,000", "1.2 million
 * dollars", "4.8", "€24"), each with the digits it was written with, so its precision can be read.
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
}

const SYMBOLS: Record<string, string> = {
  $: 'USD',
  CA$: 'CAD',
  US$: 'USD',
  A$: 'AUD',
  C$: 'CAD',
  NZ$: 'NZD',
  HK$: 'HKD',
  S$: 'SGD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
};
const WORDS: Record<string, string> = {
  dollars: 'USD',
  'us dollars': 'USD',
  usd: 'USD',
  euros: 'EUR',
  eur: 'EUR',
  pounds: 'GBP',
  gbp: 'GBP',
};
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mln: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  trillion: 1e12,
};

/** A minus sign (hyphen or U+2212) right before the number or its currency: "-2%", "−$5,000". */
const BODY =
  String.raw`(?<sign>[-−](?=[\d$€£¥₹]|US\$|CA\$|[ACS]\$|NZ\$|HK\$))?` +
  String.raw`(?:(?<symbol>US\$|CA\$|A\$|C\$|NZ\$|HK\$|S\$|\$|€|£|¥|₹)\s?|(?<code>USD|EUR|GBP|CAD|AUD|INR|CHF|JPY|SGD)\s?)?` +
  String.raw`(?<int>\d{1,3}(?:,\d{3})+|\d+)(?:\.(?<dec>\d+))?` +
  String.raw`(?:(?<letter>MM|mln|bn|mn|[KkMmBb])(?![\p{L}\p{N}])|\s?(?<word>thousand|million|billion|trillion)\b)?` +
  String.raw`(?:\s(?<after>US dollars|dollars|USD|euros|EUR|pounds|GBP)\b)?`;

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
  if (groups.code) return { code: groups.code, written: 'code' };
  if (groups.after?.toLowerCase() === 'dollars') return { code: 'USD', written: 'word', anyDollar: true };
  if (groups.after) return { code: WORDS[groups.after.toLowerCase()] ?? groups.after, written: 'word' };
  return undefined;
}

function amountOf(match: RegExpExecArray, text: string): Amount | undefined {
  const groups = match.groups ?? {};
  const end = match.index + match[0].length;
  const next = text.slice(end, end + 3);
  if (JOINED.test(next) && !MULTIPLE.test(next) && !/^:1(?![\d:]|[.,]\d)/.test(next)) return undefined;
  const digits = (groups.int ?? '').replaceAll(',', '');
  const decimals = groups.dec ?? '';
  const scaleWord = groups.letter ?? groups.word;
  const scale = scaleWord ? (SCALES[scaleWord.toLowerCase()] ?? 1) : 1;
  const mantissa = Number(digits + decimals);
  const tenths = 10 ** decimals.length;
  const magnitude = scale >= tenths ? mantissa * (scale / tenths) : (mantissa * scale) / tenths;
  const value = groups.sign ? -magnitude : magnitude;
  const currency = currencyOf(groups);
  // "in 2027 dollars" is a year's dollars: only a symbol or code before makes four digits money.
  const plain =
    !groups.sign &&
    !groups.symbol &&
    !groups.code &&
    !scaleWord &&
    decimals === '' &&
    !(groups.int ?? '').includes(',');
  const yearLike = plain && /^(?:19|20)\d\d$/.test(digits);
  return { start: match.index, end, value, digits, decimals, scale, currency, yearLike };
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
