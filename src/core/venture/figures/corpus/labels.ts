/**
 * How the corpus labels a sentence: each fact it states, with the value, the currency and the
 * period it is written in, or nothing when its figures name no fact. One builder per fact, so a
 * line of the corpus reads as the sentence and what it says.
 */
import type { FactId } from '../../fact-kinds';

/** Who writes this way: a founder typing, a language model, or the offline provider. */
export type Style = 'founder' | 'model' | 'offline';
export type Period = 'month' | 'year';

/** One fact a sentence states, as the recogniser should read it. */
export interface Stated {
  fact: FactId;
  /** Normalised: units of the currency, percent 0-100, a month number or a count; a range's lower end. */
  value: number;
  /** A range's upper end. */
  upper?: number;
  /** Money: the ISO code written (a bare "$" is USD), or none for a bare "1.2m". */
  currency?: string;
  /** Money and percentages: the period the figure writes ("€39 a month": month), none when it writes none. */
  per?: Period;
}

/** A sentence and every fact it states, in order: none for a sentence whose figures name no fact. */
export type Entry = readonly [text: string, ...states: Stated[]];

export interface Labelled {
  text: string;
  style: Style;
  states: readonly Stated[];
}

export const labelled = (style: Style, entries: readonly Entry[]): Labelled[] =>
  entries.map(([text, ...states]) => ({ text, style, states }));

type Money = (value: number, currency?: string, per?: Period) => Stated;
const money =
  (fact: FactId, defaultPer?: Period): Money =>
  (value, currency, per = defaultPer) => ({
    fact,
    value,
    ...(currency ? { currency } : {}),
    ...(per ? { per } : {}),
  });
const plain = (fact: FactId) => (value: number) => ({ fact, value });
const percent = (fact: FactId) => (value: number, per?: Period) => ({ fact, value, ...(per ? { per } : {}) });

/** The price, by default written per month ("€39 a month"); `none` for "from €39". */
export const price = (value: number, currency: string, per: Period | 'none' = 'month'): Stated =>
  money('price')(value, currency, per === 'none' ? undefined : per);
export const cac = money('cac');
export const ltv = money('ltv');
export const burn = money('burnRate', 'month');
export const raise = money('raise');
export const tam = money('tam');
export const sam = money('sam');
export const som = money('som');
export const market = money('marketSize');
export const revenue = (year: 1 | 2 | 3, value: number, currency?: string, per?: Period): Stated =>
  money(`year${year}Revenue`)(value, currency, per);

export const starting = plain('startingCustomers');
export const month12 = plain('customersMonth12');
export const team = plain('teamSize');
export const ltvCac = plain('ltvCac');
export const growth = percent('monthlyGrowth');
export const churn = percent('monthlyChurn');
export const margin = percent('grossMargin');

/** Dated facts: the month a thing happens (or a number of months from launch). */
export const launch = plain('launchMonth');
export const funding = plain('fundingMonth');
export const breakEven = plain('breakEvenMonth');
export const cashOut = plain('cashOutMonth');
export const runway = plain('runwayMonths');

/** A range: `stated` from its value up to `upper` ("€29–39 a month"). */
export const upTo = (stated: Stated, upper: number): Stated => ({ ...stated, upper });
