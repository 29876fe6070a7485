/**
 * What comes before an amount: a word that makes it a limit ("more than 300 customers"), the
 * "between" of a range, "about" (which loosens its precision), a label it numbers ("Year 1",
 * "Phase 2", "Series A" has no digit), "Month" (a point in time), or a phrase that makes a bare
 * number a ratio ("LTV:CAC of 4.8") or a team's size ("a team of 12").
 */
import type { Figure, Span } from './types';

/** How far back the words before an amount are read: the longest lead is "no less than" and a few spaces. */
export const LOOK_BACK = 24;
/** How far back a phrase that makes a bare number a figure is read: "LTV to CAC ratio is". */
export const LONG_LOOK_BACK = 64;

const end = String.raw`\s+$`;
const word = (words: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words})${end}`, 'iu');

const ABOVE = word('more than|over|above|beyond|exceeding|in excess of|upwards of|past');
/** "over 12 months" and "past 12 months" are a stretch of time, not a limit. */
const ABOVE_DURATION = word('more than|beyond|exceeding|in excess of|upwards of');
const AT_LEAST = word('at least|no less than|a minimum of');
const BELOW = word('less than|fewer than|under|below');
const AT_MOST = word('at most|up to|no more than|a maximum of');
const BETWEEN = word('between');
const FROM = word('from');
const APPROXIMATE = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}])(?:about|around|approximately|approx\.|roughly|nearly|almost|some|circa|close to|an estimated|estimated)\s+|[~≈]\s*)$`,
  'iu',
);
/** A number that names a step rather than counting: "Year 1", "Phase 2", "Slide 10", "FY3", "No. 4". */
const LABEL = word(
  'year|phase|step|tier|level|version|v|round|stage|day|week|quarter|chapter|section|slide|page|figure|table|item|option|grade|class|type|series|fy|q|h|no\\.|number',
);
const MONTH = /(?<![\p{L}])[Mm]onth\s?$/u;
const YEAR = /(?<![\p{L}])[Yy]ear\s?$/u;
/** "by the end of" before "Year 2": by its last month. */
const END_OF = /(?<![\p{L}])end of\s+$/iu;
const BARE_RATIO = new RegExp(
  String.raw`(?:LTV\s*(?::|\/|-?to-?)\s*CAC|LTV-to-CAC|lifetime value to (?:customer )?acquisition cost)(?:\s+ratio)?(?:\s+(?:of|is|at|was|stands at|reaches|=))*\s*:?\s*$`,
  'iu',
);
const BARE_TEAM = /(?<![\p{L}])(?:team|headcount)(?:\s+size)?(?:\s+(?:of|to|is|at|will be|reaches|grows to))+\s*$/iu;

export const isLabel = (before: string) => LABEL.test(before);
export const isApproximate = (before: string) => APPROXIMATE.test(before);
export const isFrom = (before: string) => FROM.test(before);
export const isBetween = (before: string) => BETWEEN.test(before);
export const isBareRatio = (before: string) => BARE_RATIO.test(before);
export const isBareTeam = (before: string) => BARE_TEAM.test(before);

export const isEndOf = (before: string) => END_OF.test(before);

/** Where "Year" starts, when the amount follows it ("Year 2"). */
export function yearStart(before: string, at: number): number | undefined {
  const match = YEAR.exec(before);
  return match ? at - before.length + match.index : undefined;
}

/** Where "Month" starts, when the amount follows it ("Month 8"): a point in time. */
export function monthStart(before: string, at: number): number | undefined {
  const match = MONTH.exec(before);
  return match ? at - before.length + match.index : undefined;
}

const LIMITS: readonly (readonly [RegExp, Figure['bound']])[] = [
  [ABOVE, 'above'],
  [AT_LEAST, 'atLeast'],
  [BELOW, 'below'],
  [AT_MOST, 'atMost'],
  [BETWEEN, undefined],
];
const DURATION_LIMITS = LIMITS.map(
  ([pattern, bound]) => [pattern === ABOVE ? ABOVE_DURATION : pattern, bound] as const,
);

/** A limit or "between" just before `at`: its span, and which limit. */
export function leadBefore(text: string, at: number, duration: boolean): { lead?: Span; bound?: Figure['bound'] } {
  const before = text.slice(Math.max(0, at - LOOK_BACK), at);
  // Every lead ends in a space: most amounts have none before them.
  if (!/\s$/.test(before)) return {};
  for (const [pattern, bound] of duration ? DURATION_LIMITS : LIMITS) {
    const match = pattern.exec(before);
    if (match) return { lead: { start: at - before.length + match.index, end: at }, bound };
  }
  return {};
}
