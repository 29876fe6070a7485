/**
 * Which fact a figure talks about, from the words around it: the nearest cue word in the same
 * sentence, within a few words, that can name a fact of the figure's unit. A nearer word about
 * something else (a variable cost, retention, an interview) means no fact; a figure with no
 * cue is left alone. Cue words are found in one pass over the text, sentences in another.
 */
import { FACT_UNITS, type FactId } from '../fact-kinds';
import { CUE_WORDS, CUSTOMER_NOUNS, PAYING, TEAM_NOUNS, type CueWord, type FigureKind } from './cue-words';
import { conversion, isMoney, isPercent, withPeriod } from './units';
import type { Figure, FigureUnit, Span } from './types';

/** A figure before its cue is known. */
export type Draft = Omit<Figure, 'cue'>;

interface Hit extends Span {
  word: CueWord;
}

const DEFAULT_REACH = 6;
/** Prose names a figure's subject before it; after it, only close by ("$5B TAM", "80% gross margin"). */
const AFTER_REACH = 3;

/**
 * One regular expression per case, its alternatives in the table's order, with no groups: the
 * entry a match belongs to is the first whose words match it whole (the alternation tries them in
 * that order), remembered by the matched text. ASCII word edges: every cue word is ASCII.
 */
function compile(words: readonly CueWord[], flags: string) {
  const pattern = new RegExp(`(?<![A-Za-z0-9])(?:${words.map((word) => word.words).join('|')})(?![A-Za-z0-9])`, flags);
  const whole = words.map((word) => new RegExp(`^(?:${word.words})$`, flags.replace('g', '')));
  const known = new Map<string, CueWord | undefined>();
  const entry = (matched: string) => {
    const key = flags.includes('i') ? matched.toLowerCase() : matched;
    if (!known.has(key)) {
      if (known.size > 1_000) known.clear();
      known.set(key, words[whole.findIndex((test) => test.test(matched))]);
    }
    return known.get(key);
  };
  return { pattern, entry };
}
const INSENSITIVE = compile(
  CUE_WORDS.filter((word) => !word.caseSensitive),
  'gi',
);
const SENSITIVE = compile(
  CUE_WORDS.filter((word) => word.caseSensitive),
  'g',
);
/** A sentence ends at . ! ? before a space, or at ; • or a line break; "approx." and "e.g." do not end one. */
const SENTENCE_END = /(?<!\b(?:approx|e\.g|i\.e|vs|etc|est|ca|U\.S|no))[.!?](?=\s|$)|[;\n•]/gi;

/** How far back the words a cue word needs before it are read ("each clinic pays"). */
const PRECEDED_LOOK_BACK = 32;

function scan(text: string, { pattern, entry }: ReturnType<typeof compile>): Hit[] {
  const hits: Hit[] = [];
  for (const match of text.matchAll(pattern)) {
    const word = entry(match[0]);
    if (!word) continue;
    if (word.preceded && !word.preceded.test(text.slice(Math.max(0, match.index - PRECEDED_LOOK_BACK), match.index)))
      continue;
    hits.push({ start: match.index, end: match.index + match[0].length, word });
  }
  return hits;
}

/** Every cue word in the text, in order; one inside another ("CAC" in "LTV:CAC") is dropped. */
export function cueHits(text: string): Hit[] {
  const all = [...scan(text, INSENSITIVE), ...scan(text, SENSITIVE)].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: Hit[] = [];
  for (const hit of all) {
    const last = kept[kept.length - 1];
    if (!last || hit.end > last.end) kept.push(hit);
  }
  return kept;
}

/** Where each sentence ends (exclusive), in order. */
export function sentenceEnds(text: string): number[] {
  return [...text.matchAll(SENTENCE_END)].map((match) => match.index);
}

function sentenceOf(ends: readonly number[], at: number, length: number): Span {
  let low = 0;
  let high = ends.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ends[middle] ?? length) < at) low = middle + 1;
    else high = middle;
  }
  return { start: low === 0 ? 0 : (ends[low - 1] ?? 0) + 1, end: ends[low] ?? length };
}

function kindOf(unit: FigureUnit): FigureKind {
  if (isMoney(unit)) return 'money';
  if (isPercent(unit)) return 'percent';
  if (unit === 'count' || unit === 'ratio') return unit;
  return 'time';
}

/**
 * How far apart, in words: runs of letters and digits ("$45" is one word, "4.8:1" one), plus one
 * for each comma, which parts a list's items ("TAM $5B, SAM $500M").
 */
function distance(text: string, from: number, to: number): number {
  let words = 0;
  let inWord = false;
  for (let at = from; at < to; at++) {
    const code = text.charCodeAt(at);
    const letter = (code >= 48 && code <= 57) || ((code | 32) >= 97 && (code | 32) <= 122) || code > 127;
    const joiner: boolean =
      inWord && (code === 46 || code === 44 || code === 58 || code === 47 || code === 45 || code === 39);
    if ((letter && !inWord) || (code === 44 && !joiner)) words++;
    inWord = letter || joiner;
  }
  return words;
}

/** A preposition that ties what follows to the figure before it: "€2.1 million in Year 3". */
const IN = /^\s*(?:in|by|for|during)\s+$/i;

/** How far, in characters, a cue word is looked for: a few words (a dozen for revenue beside its year). */
const WINDOW = 160;

/** A figure among its neighbours: the text, its cue words, its sentence and the next figure. */
export interface Around {
  text: string;
  hits: readonly Hit[];
  ends: readonly number[];
  next?: Draft;
}

/** A word after the figure that is nearer the next figure of its kind introduces that one ("TAM is $5B, SAM $500M"). */
function claimedByNext(around: Around, figure: Draft, hit: Hit, away: number, sentence: Span): boolean {
  const { next, text } = around;
  if (!next || next.start >= sentence.end || hit.end > next.start) return false;
  if (kindOf(next.unit) !== kindOf(figure.unit)) return false;
  return distance(text, hit.end, next.start) < away;
}

/** The index of the first hit that starts at `from` or later (hits are in order). */
function firstFrom(hits: readonly Hit[], from: number): number {
  let low = 0;
  let high = hits.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((hits[middle]?.start ?? Infinity) < from) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many words from a figure a cue word names it: before the figure, or after it (never further). */
function reachOf(word: CueWord, before: boolean): number {
  const reach = word.reach ?? DEFAULT_REACH;
  return before ? reach : Math.min(reach, word.reachAfter ?? AFTER_REACH);
}

/** Cue words in the figure's sentence within reach, nearest first (before the figure on a tie). */
function nearHits(around: Around, figure: Draft, sentence: Span) {
  const { text, hits } = around;
  const from = Math.max(sentence.start, (figure.lead?.start ?? figure.start) - WINDOW);
  const to = Math.min(sentence.end, figure.end + WINDOW);
  const near: { hit: Hit; away: number; before: boolean; bound: boolean; apart: boolean }[] = [];
  for (let index = firstFrom(hits, from); index < hits.length; index++) {
    const hit = hits[index] as Hit;
    if (hit.end > to) break;
    const before = hit.end <= figure.amount.start;
    if (!before && hit.start < figure.amount.end) continue;
    // A word inside the figure after its number ("12 team members") is as near as can be.
    const away = before
      ? distance(text, hit.end, figure.lead?.start ?? figure.start)
      : distance(text, Math.min(figure.end, hit.start), hit.start);
    if (away > reachOf(hit.word, before)) continue;
    if (!before && claimedByNext(around, figure, hit, away, sentence)) continue;
    const between = before ? text.slice(hit.end, figure.start) : text.slice(figure.end, hit.start);
    near.push({ hit, away, before, bound: !before && IN.test(between), apart: between.includes(',') });
  }
  // On a tie, a word in the figure's own clause, then one before it: "in month 1, win 585 customers in the first year".
  return near.sort(
    (a, b) => a.away - b.away || Number(a.apart) - Number(b.apart) || Number(b.before) - Number(a.before),
  );
}

/** "12 team members", "4 staff members": members of the team, where "1,000 members" are customers. */
const TEAM_MEMBERS = /(?<![\p{L}])(?:team|staff|board|crew|faculty)\s+$/iu;

/** "with" (or "w/") just before a count. */
const WITH = /(?<![\p{L}])(?:with|w\/)\s+$/iu;

function countsFit(word: CueWord, figure: Draft, text: string): boolean {
  if (figure.unit !== 'count') return true;
  if (word.countWith && !WITH.test(text.slice(Math.max(0, figure.start - 6), figure.start))) return false;
  const noun = figure.noun;
  // The words between the number and its noun: "300 paying customers", "12 team members".
  const between = noun === undefined ? '' : text.slice(figure.amount.end, figure.end - noun.length);
  const team = noun !== undefined && (TEAM_NOUNS.has(noun) || (noun === 'members' && TEAM_MEMBERS.test(between)));
  if (word.nouns === 'team') return noun === undefined || team;
  if (word.nouns !== 'customers' || noun === undefined || team) return false;
  return CUSTOMER_NOUNS.has(noun) || PAYING.test(between);
}

/** Events of the model named by their month ("launch in Month 5"), never by a number of months ("3 months after launch"). */
const POINTS_ONLY: ReadonlySet<FactId> = new Set(['launchMonth', 'fundingMonth']);

function fits(word: CueWord, fact: FactId, unit: FigureUnit, figure: Draft, text: string): boolean {
  if (conversion(unit, FACT_UNITS[fact]) === undefined) return false;
  if (POINTS_ONLY.has(fact) && unit !== 'month') return false;
  if (word.units && !word.units.includes(unit)) return false;
  return countsFit(word, figure, text);
}

/** "annual" or "monthly" just before a cue word, or opening it ("Monthly burn"), gives money that wrote no period its period. */
function impliedUnit(text: string, hit: Hit, unit: FigureUnit): FigureUnit {
  const opening = /^(annual|yearly|monthly)\s/i.exec(text.slice(hit.start, hit.end));
  const word = (opening ??
    /(annual|yearly|monthly)\s+$/i.exec(text.slice(Math.max(0, hit.start - 12), hit.start)))?.[1];
  if (!word) return unit;
  return withPeriod(unit, word.toLowerCase() === 'monthly' ? 'month' : 'year');
}

/** Revenue names a year's revenue when a year is named near the figure ("Year 2: $2.7M revenue"), within `within` words. */
function yearRevenue(near: ReturnType<typeof nearHits>, within = Infinity): FactId | undefined {
  const years = near.filter(({ hit, away }) => hit.word.year && away <= within);
  // "€671,100 in Year 2 and €2.1 million in Year 3": "in" binds a year to the figure before it.
  const year = (years.find(({ away, before, bound }) => !before && bound && away === years[0]?.away) ?? years[0])?.hit
    .word.year;
  return year && `year${year}Revenue`;
}

/** How near a year names the revenue of a figure its revenue word is far from: "rising to €671,100 in Year 2". */
const BESIDE = 3;

/** The fact the words around a figure name, and its unit with any period those words give it. */
export function cueOf(around: Around, figure: Draft): { cue?: FactId; unit: FigureUnit } {
  const { text } = around;
  const kind = kindOf(figure.unit);
  const near = nearHits(around, figure, sentenceOf(around.ends, figure.amount.start, text.length));
  for (const { hit, away } of near) {
    const { word } = hit;
    if (word.revenue && kind === 'money') {
      // Beyond the usual reach, revenue names only a year's revenue ("... rising to €671,100 in Year 2").
      const far = away > DEFAULT_REACH;
      const fact = yearRevenue(near, far ? BESIDE : Infinity);
      if (!fact && far) continue;
      return fact && fits(word, fact, figure.unit, figure, text)
        ? { cue: fact, unit: figure.unit }
        : { unit: figure.unit };
    }
    if (word.blocks?.includes(kind)) return { unit: figure.unit };
    const unit = impliedUnit(text, hit, figure.unit);
    const fact = word.facts?.find((id) => fits(word, id, unit, figure, text));
    if (fact) return { cue: fact, unit };
  }
  // "$24 per customer per month" says what it is without a cue word: the price.
  const perCustomer = figure.unit === 'moneyPerCustomerPerMonth' || figure.unit === 'moneyPerCustomerPerYear';
  return perCustomer ? { cue: 'price', unit: figure.unit } : { unit: figure.unit };
}
