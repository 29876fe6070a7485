/**
 * What follows an amount and makes it a figure of some kind: "%" and its period, ":1" or "x",
 * money's periods and "per customer", "months", or the noun a count counts.
 */
import { moneyUnit } from './units';
import type { FigureUnit } from './types';

export interface Suffix {
  unit: FigureUnit;
  /** Where the figure's text ends. */
  end: number;
  /** A count's noun, lower case ("customers", "person"). */
  noun?: string;
}

const RATIO = /(?:\s?:\s?1(?![\d:]|[.,]\d)|[x×X](?![\p{L}\p{N}])|[\s-]to[\s-]1(?!\d|[.,]\d)|\s(?:times)(?![\p{L}]))/uy;
const PERCENT = /\s?(?:%|percent(?![\p{L}])|per cent(?![\p{L}])|pct(?![\p{L}]))/uy;
/**
 * One period or "per" after money or a percentage: "/month", " per customer", " a year", " monthly",
 * and the abbreviations founders type ("p/m", "pcm", "pm", "p.a.").
 */
const PER =
  /(?:\s?\/\s?|\s(?:per|a|an|each|every)\s)(?<per>[\p{L}]+)(?![\p{L}])|\s(?<adverb>monthly|annually|yearly|per annum|p\/m|p\.m\.|pcm|pm|p\.a\.|p\/a|pa|month[- ]over[- ]month|year[- ]over[- ]year|MoM|YoY)(?![\p{L}])/uy;
const MONTHS = /(?:\s|-)?(?:months?|mos?)(?![\p{L}])/uy;
const YEARS = /(?:\s|-)?(?:years?|yrs?)(?![\p{L}])/uy;
/** Up to three words after a number: a count's noun may follow one or two modifiers ("300 paying customers"). */
const WORDS = /([\s-])([\p{L}][\p{L}'’-]*)(?:\s([\p{L}][\p{L}'’-]*))?(?:\s([\p{L}][\p{L}'’-]*))?/duy;

const MONTH_WORDS = new Set(['month', 'months', 'mo', 'mth', 'mths', 'mnth', 'monthly', 'p/m', 'p.m.', 'pcm', 'pm']);
const YEAR_WORDS = new Set(['year', 'years', 'yr', 'annum', 'annually', 'yearly', 'annual', 'p.a.', 'p/a', 'pa']);
const TIME_WORDS = new Set(['week', 'weeks', 'day', 'days', 'hour', 'hours', 'night', 'minute', 'quarter', 'quarters']);
/** What "per" a customer reads as: "$24 per user per month" is the price. */
const CUSTOMER_WORDS = new Set(
  'customer client user seat account member subscriber household owner clinic school landlord creator team business company head person family patient student dog pet cat horse child kid licence license vehicle car van truck device desk home'.split(
    ' ',
  ),
);
/**
 * Who pays, by the shape of the word: a person who does something ("freelancer", "dentist",
 * "tenant") or a place that buys ("salon", "venue"). "Per hour", "per order", "per transaction"
 * stay another unit.
 */
const AGENT = /^[a-z]{3,}(?:er|or|ist|ian|ant|ent)$/;
const NOT_AGENTS = new Set([
  'order',
  'hour',
  'quarter',
  'number',
  'dollar',
  'meter',
  'liter',
  'litre',
  'minor',
  'event',
  'component',
  'percent',
  'cent',
  'payment',
  'shipment',
  'document',
  'amount',
  'item',
  'treatment',
  'appointment',
  'placement',
  'container',
  'parcel',
  'letter',
  'poster',
  'sticker',
  'filter',
  'voucher',
  'ticket',
  'center',
  'centre',
]);
const PLACES = new Set(
  'venue location site store shop salon gym restaurant cafe practice property office studio'.split(' '),
);
/**
 * What is bought by use, not by who pays: "€12 per walk", "$2 per transaction". After a period,
 * any other unit is who pays ("€39 a month per dog"): a price per unit is a price.
 */
const USAGE = new Set(
  'order transaction booking visit session walk ride trip delivery shipment parcel box meal lesson class use job item unit kg kilo km mile ticket report call message request download click lead sale project event appointment treatment consultation wash clean repair piece bag bottle pack page word litre liter gram image video post listing shift task load pallet label check test scan hire placement referral review course module stay cup portion serving'.split(
    ' ',
  ),
);
const singular = (word: string) => word.replace(/(?<=ss|x|ch|sh)es$|(?<![su])s$/, '').replace(/ie$/, 'y');

function isPayer(word: string): boolean {
  const one = singular(word);
  return CUSTOMER_WORDS.has(one) || PLACES.has(one) || (AGENT.test(one) && !NOT_AGENTS.has(one));
}

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

type Period = 'none' | 'month' | 'year' | 'other';

function periodOfWord(word: string): Period | undefined {
  if (MONTH_WORDS.has(word) || /^(?:month|mom)/.test(word)) return 'month';
  if (YEAR_WORDS.has(word) || /^(?:year|yoy|per annum)/.test(word)) return 'year';
  return TIME_WORDS.has(word) ? 'other' : undefined;
}

/** Periods and "per" units after money or a percentage, in either order, at most two. */
function periods(text: string, at: number) {
  let end = at;
  let period: Period = 'none';
  const units: string[] = [];
  for (let step = 0; step < 2; step++) {
    const match = sticky(PER, text, end);
    if (!match) break;
    const word = (match.groups?.per ?? match.groups?.adverb ?? '').toLowerCase();
    const isArticle = /^\s(?:a|an|every)\s/.test(match[0]);
    const time = periodOfWord(word);
    if (time) period = time;
    else if (!isArticle && word !== 'cent') units.push(word);
    else break;
    end = match.index + match[0].length;
  }
  const timed = period === 'month' || period === 'year';
  const perCustomer = units.some((unit) => isPayer(unit) || (timed && !USAGE.has(singular(unit))));
  const perOther = units.some((unit) => !isPayer(unit) && (!timed || USAGE.has(singular(unit))));
  return { period: perOther ? ('other' as const) : period, perCustomer, end };
}

export function ratioAfter(text: string, at: number): Suffix | undefined {
  const match = sticky(RATIO, text, at);
  return match ? { unit: 'ratio', end: match.index + match[0].length } : undefined;
}

/** "%", "percent", then an optional period: "5% a month" is percentPerMonth. */
export function percentAfter(text: string, at: number): Suffix | undefined {
  const match = sticky(PERCENT, text, at);
  if (!match) return undefined;
  const { period, end } = periods(text, match.index + match[0].length);
  if (period === 'month') return { unit: 'percentPerMonth', end };
  if (period === 'year') return { unit: 'percentPerYear', end };
  return { unit: 'percent', end: match.index + match[0].length };
}

/** The unit of an amount with a currency, from the periods that follow it. */
export function moneyAfter(text: string, at: number): Suffix {
  const { period, perCustomer, end } = periods(text, at);
  return { unit: moneyUnit(perCustomer, period), end };
}

/** "8 months", "8-month", "2 years" (`years`: the number counts years): a duration. */
export function monthsAfter(text: string, at: number): (Suffix & { years?: true }) | undefined {
  const match = sticky(MONTHS, text, at);
  if (match) return { unit: 'months', end: match.index + match[0].length };
  const years = sticky(YEARS, text, at);
  return years ? { unit: 'months', end: years.index + years[0].length, years: true } : undefined;
}

/** Words that are not a count's noun: function words, units, and words that end in s but are not plural. */
const NOT_NOUNS = new Set(
  (
    'a an the of to in on at for and or but nor with by per from than as is are was were be been its it this that these ' +
    'those his hers ours yours theirs us yes plus less across thus always perhaps besides unless towards afterwards ' +
    'whereas series news times percent cents dollars euros pounds points basis days weeks months years hours minutes ' +
    'seconds quarters decades mos yrs hrs mins thousands millions billions trillions'
  ).split(' '),
);
const IRREGULAR = new Set(['people', 'staff', 'personnel', 'children', 'men', 'women', 'crew', 'person']);

/** A plural noun, or a word such as "people" that counts. */
function isCountNoun(word: string): boolean {
  if (NOT_NOUNS.has(word)) return false;
  if (IRREGULAR.has(word)) return true;
  return word.length >= 3 && /s$/.test(word) && !/(?:ss|us|is|['’]s)$/.test(word);
}

/** The noun a count counts, within the next three words: "1,698 customers", "300 paying customers", "12-person team". */
export function countAfter(text: string, at: number): Suffix | undefined {
  const match = sticky(WORDS, text, at);
  if (!match) return undefined;
  const words = [match[2], match[3], match[4]].map((word) => word?.toLowerCase());
  const ending = (index: number, noun: string): Suffix => ({
    unit: 'count',
    end: match.indices?.[index + 2]?.[1] ?? at,
    noun,
  });
  if (match[1] === '-') return words[0] === 'person' ? ending(0, 'person') : undefined;
  for (const [index, word] of words.entries()) {
    if (word === undefined || NOT_NOUNS.has(word)) return undefined;
    if (isCountNoun(word)) return ending(index, word);
  }
  return undefined;
}
