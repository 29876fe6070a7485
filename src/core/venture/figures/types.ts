import type { FactId, FactUnit } from '../fact-kinds';

/**
 * A figure's unit: a fact's unit, or one no fact has but prose writes. `months` is a duration
 * ("in 8 months", "an 8-month runway"); `month` a point in time ("Month 8", "by month 8").
 */
export type FigureUnit =
  | FactUnit
  | 'moneyPerCustomerPerYear'
  /** Money per week, day or hour: found, never the same figure as a fact. */
  | 'moneyPerOther'
  | 'percentPerYear'
  | 'months';

/** How a currency was written, so a replacement writes dollars the same way. */
export interface Currency {
  /** ISO code: 'USD', 'EUR'... */
  code: string;
  /** "$24" (symbol), "USD 24" (code before), "24 dollars" or "24 USD" (word after). */
  written: 'symbol' | 'code' | 'word';
  /** A bare "$" or "dollars": read as USD, yet a Canadian or an Australian founder writes it of their own dollars. */
  anyDollar?: true;
}

/** A stretch of the text, as indices: `start` inclusive, `end` exclusive. */
export interface Span {
  start: number;
  end: number;
}

/** One figure stated in prose. `text` is always `source.slice(start, end)`. */
export interface Figure extends Span {
  text: string;
  /** Normalised: dollars, percent as 0-100, a month number or a number of months. */
  value: number;
  /** A range's upper end ("$40–60K": value 40,000, upper 60,000). */
  upper?: number;
  unit: FigureUnit;
  /** The unit of the last significant digit written: "$1.2M" 100,000, "$1,198,430" 1, "4.8%" 0.1. */
  precision: number;
  /**
   * The value is a limit: "more than 300 customers" (above) and "under $45" (below) exclude it,
   * "at least" and "up to" (atLeast, atMost) include it, to its precision.
   */
  bound?: 'above' | 'atLeast' | 'below' | 'atMost';
  /** Money only. */
  currency?: Currency;
  /** The written number(s), currency and scale included, units and nouns not: what Use Fact swaps. */
  amount: Span;
  /** Words before the amount that qualify it ("more than", "between"): Use Fact drops them. */
  lead?: Span;
  /** What a count counts, lower case: "customers" in "300 paying customers". */
  noun?: string;
  /** The fact the words around the figure name, if any. */
  cue?: FactId;
  /** Written in years ("Year 2", "2 years", "a 2-year runway"): `amount` spans the year's words, which Use Fact writes in months. */
  years?: true;
}
