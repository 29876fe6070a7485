/**
 * Finds the figures in prose: money (with its currency, scale and period), percentages, counts
 * (a number with a noun), ratios, months (a point: "Month 8"; a duration: "8 months"), ranges
 * ("$40–60K", "between 3% and 5%") and limits ("more than 300 customers"), each with the fact
 * the words around it name. Pure: the server runs it after a generation, the browser to mark.
 */
import { amountAt, precisionOf, scanAmounts, type Amount } from './amounts';
import { cueHits, cueOf, sentenceEnds, type Draft } from './cues';
import {
  isApproximate,
  isEndOf,
  isBareRatio,
  isBareTeam,
  isBetween,
  isFrom,
  isLabel,
  leadBefore,
  LONG_LOOK_BACK,
  LOOK_BACK,
  monthStart,
  yearStart,
} from './lead';
import { countAfter, moneyAfter, monthsAfter, percentAfter, ratioAfter, type Suffix } from './suffix';
import type { Figure } from './types';

const RANGE_JOIN = /\s*[-–—]\s*|\s+to\s+/y;
const BETWEEN_JOIN = /\s+and\s+/y;
const PERCENT_SIGN = /\s?(?:%|percent(?![\p{L}])|per cent(?![\p{L}]))/uy;

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** A range's two ends: the second written out, the first taking its scale ("$40-60K" is 40K to 60K). */
function rangeFrom(text: string, first: Amount, between: boolean): { first: Amount; last: Amount } | undefined {
  if (ratioAfter(text, first.end)) return undefined;
  const percent = sticky(PERCENT_SIGN, text, first.end);
  const join = sticky(
    between ? BETWEEN_JOIN : RANGE_JOIN,
    text,
    percent ? percent.index + percent[0].length : first.end,
  );
  if (!join) return undefined;
  const last = amountAt(text, join.index + join[0].length);
  if (!last || last.yearLike) return undefined;
  if (percent && !sticky(PERCENT_SIGN, text, last.end)) return undefined;
  if (first.currency && last.currency && first.currency.code !== last.currency.code) return undefined;
  const scaled =
    first.scale === 1 && last.scale > 1 ? { ...first, value: first.value * last.scale, scale: last.scale } : first;
  return scaled.value < last.value ? { first: scaled, last } : undefined;
}

/** A count is whole: "4.2 leaves" is no count, while "1.2k users" and a German "1.200 members" are. */
const countable = (amount: Amount) => amount.decimals === '' || amount.scale > 1 || amount.dotted !== undefined;

/** The unit the words after the last amount give the figure, if they make it one. */
function suffixOf(text: string, first: Amount, last: Amount): (Suffix & { years?: true }) | undefined {
  const currency = first.currency ?? last.currency;
  if (currency) return moneyAfter(text, last.end);
  const found =
    ratioAfter(text, last.end) ??
    percentAfter(text, last.end) ??
    monthsAfter(text, last.end) ??
    (countable(last) ? countAfter(text, last.end) : undefined);
  if (found) return found;
  // "1.2m", "500k": a scaled number that counts nothing is money, in the venture's currency.
  if (last.scale > 1) return moneyAfter(text, last.end);
  if (first !== last) return undefined;
  // A bare number is a figure only after words that say what it is.
  const before = text.slice(Math.max(0, first.start - LONG_LOOK_BACK), first.start);
  if (isBareRatio(before)) return { unit: 'ratio', end: last.end };
  return isBareTeam(before) ? { unit: 'count', end: last.end } : undefined;
}

/**
 * "Year 2" as a point in time: Months 13 to 24 ("break even in Year 2"); "by the end of Year 2",
 * by Month 24 at the latest. Only a year of the projection, written with a digit.
 */
function yearPoint(text: string, amount: Amount, before: string): Draft | undefined {
  const year = yearStart(before, amount.start);
  if (year === undefined || amount.currency || amount.scale !== 1 || amount.decimals !== '') return undefined;
  if (amount.value < 1 || amount.value > 9) return undefined;
  const end = isEndOf(text.slice(Math.max(0, year - LOOK_BACK), year));
  const months = amount.value * 12;
  const draft: Draft = {
    start: year,
    end: amount.end,
    text: text.slice(year, amount.end),
    value: end ? months : months - 11,
    unit: 'month',
    precision: 1,
    amount: { start: year, end: amount.end },
    years: true,
  };
  if (end) draft.bound = 'atMost';
  else draft.upper = months;
  return draft;
}

/** A figure's own reading of its amounts: "1.200 members" counts 1,200; "2 years" is 24 months. */
function readAs(draft: Draft, amount: Amount, suffix: Suffix & { years?: true }): Draft {
  if (suffix.unit === 'count' && amount.dotted !== undefined && draft.upper === undefined) {
    draft.value = amount.dotted;
    draft.precision = 1;
  }
  if (suffix.years) {
    draft.value *= 12;
    if (draft.upper !== undefined) draft.upper *= 12;
    draft.precision *= 12;
    draft.amount = { start: draft.amount.start, end: suffix.end };
    draft.years = true;
  }
  return draft;
}

/** The figure that starts with this amount, if it is one. */
function draftAt(text: string, amount: Amount): Draft | undefined {
  const before = text.slice(Math.max(0, amount.start - LOOK_BACK), amount.start);
  if (amount.yearLike && !percentAfter(text, amount.end)) return undefined;
  // Words before an amount end in a space; most amounts follow "$" or a bracket, and skip these.
  const spaced = /\s$/.test(before);
  if (spaced && !amount.currency && isLabel(before)) return yearPoint(text, amount, before);
  const pointStart = spaced ? monthStart(before, amount.start) : undefined;
  const range =
    pointStart === undefined && !(spaced && isFrom(before))
      ? rangeFrom(text, amount, spaced && isBetween(before))
      : undefined;
  const first = range?.first ?? amount;
  const last = range?.last ?? amount;
  const suffix = pointStart !== undefined ? { unit: 'month' as const, end: amount.end } : suffixOf(text, first, last);
  if (!suffix) return undefined;
  const { lead, bound } = leadBefore(text, pointStart ?? amount.start, suffix.unit === 'months');
  const approximate = isApproximate(before);
  const start = lead?.start ?? pointStart ?? amount.start;
  const draft: Draft = {
    start,
    end: suffix.end,
    text: text.slice(start, suffix.end),
    value: first.value,
    unit: suffix.unit,
    precision: Math.max(precisionOf(first, approximate), precisionOf(last, approximate)),
    amount: { start: amount.start, end: last.end },
  };
  // Optional parts only when present, so a figure reads (and compares) without undefined keys.
  if (range) draft.upper = last.value;
  if (bound && !range) draft.bound = bound;
  const currency = first.currency ?? last.currency;
  if (currency) draft.currency = currency;
  if (lead && (bound || range)) draft.lead = lead;
  if (suffix.noun) draft.noun = suffix.noun;
  return readAs(draft, amount, suffix);
}

/** Every figure in `text`, in order, each with the fact its words name where they name one. */
export function findFigures(text: string): Figure[] {
  const drafts: Draft[] = [];
  let consumed = 0;
  for (const amount of scanAmounts(text)) {
    if (amount.start < consumed) continue;
    const draft = draftAt(text, amount);
    if (!draft) continue;
    drafts.push(draft);
    consumed = draft.end;
  }
  if (drafts.length === 0) return [];
  const hits = cueHits(text);
  const ends = sentenceEnds(text);
  return drafts.flatMap((draft, index) => {
    const { cue, unit } = cueOf({ text, hits, ends, next: drafts[index + 1] }, draft);
    // "Year 2" is a figure only where it dates an event ("break even in Year 2"), not as a label ("Year 2 revenue").
    if (!cue && draft.years && draft.unit === 'month') return [];
    const figure: Figure = draft;
    figure.unit = unit;
    if (cue) figure.cue = cue;
    return [figure];
  });
}
