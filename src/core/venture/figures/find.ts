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
  isBareRatio,
  isBareTeam,
  isBetween,
  isFrom,
  isLabel,
  leadBefore,
  LONG_LOOK_BACK,
  LOOK_BACK,
  monthStart,
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

/** The unit the words after the last amount give the figure, if they make it one. */
function suffixOf(text: string, first: Amount, last: Amount): Suffix | undefined {
  const currency = first.currency ?? last.currency;
  if (currency) return moneyAfter(text, last.end);
  const found =
    ratioAfter(text, last.end) ??
    percentAfter(text, last.end) ??
    monthsAfter(text, last.end) ??
    countAfter(text, last.end);
  if (found || first !== last) return found;
  // A bare number is a figure only after words that say what it is.
  const before = text.slice(Math.max(0, first.start - LONG_LOOK_BACK), first.start);
  if (isBareRatio(before)) return { unit: 'ratio', end: last.end };
  return isBareTeam(before) ? { unit: 'count', end: last.end } : undefined;
}

/** The figure that starts with this amount, if it is one. */
function draftAt(text: string, amount: Amount): Draft | undefined {
  const before = text.slice(Math.max(0, amount.start - LOOK_BACK), amount.start);
  if (amount.yearLike && !percentAfter(text, amount.end)) return undefined;
  // Words before an amount end in a space; most amounts follow "$" or a bracket, and skip these.
  const spaced = /\s$/.test(before);
  if (spaced && !amount.currency && isLabel(before)) return undefined;
  const pointStart = spaced ? monthStart(before, amount.start) : undefined;
  const range =
    pointStart === undefined && !(spaced && isFrom(before))
      ? rangeFrom(text, amount, spaced && isBetween(before))
      : undefined;
  const first = range?.first ?? amount;
  const last = range?.last ?? amount;
  const suffix: Suffix | undefined =
    pointStart !== undefined ? { unit: 'month', end: amount.end } : suffixOf(text, first, last);
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
  return draft;
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
  return drafts.map((draft, index) => {
    const { cue, unit } = cueOf({ text, hits, ends, next: drafts[index + 1] }, draft);
    const figure: Figure = draft;
    figure.unit = unit;
    if (cue) figure.cue = cue;
    return figure;
  });
}
