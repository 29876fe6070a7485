/**
 * The offline provider's rewrite: deterministic per style, so a founder with no AI provider sees
 * what each does, and tests can tell them apart. It always fits the part's schema.
 */
import { EDIT_LIST_MAX, LONG_TEXT_MAX } from '../limits';
import { cutAtWord } from '../venture/context';
import type { RewriteInput, RewriteStyle } from './rewrite';

/** The share of a text Shorter keeps, at most. */
const SHORTER_SHARE = 0.6;

/** Sentences end at . ! ? before a space: "3.5%" and "e.g." stay whole. */
const sentencesOf = (text: string): string[] =>
  text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .filter(Boolean);

/** A slide's bullet ("• ", "- ", "* "), kept when a line is shortened. */
const BULLET = /^\s*[•*-]\s+/;

/** A paragraph's first sentences up to `limit` characters (at least the first, cut at a word if that is longer). */
function firstSentences(text: string, limit: number): string {
  const kept: string[] = [];
  for (const sentence of sentencesOf(text)) {
    if ([...kept, sentence].join(' ').length > limit) break;
    kept.push(sentence);
  }
  return kept.length > 0 ? kept.join(' ') : cutAtWord(text.trim(), limit);
}

/** A text's lines, the spaces that end each dropped, from its first written line to its last. */
function linesOf(text: string): string[] {
  const lines = text.split('\n').map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line !== '');
  const last = lines.findLastIndex((line) => line !== '');
  return first < 0 ? [] : lines.slice(first, last + 1);
}

/** Written in lines: two or more that say something (a slide's bullets, "Who: ..." lines, paragraphs). */
const inLines = (lines: readonly string[]) => lines.filter((line) => line !== '').length > 1;

/**
 * Shorter: up to 60% of the text. A text of lines (a slide's content) keeps its first lines, each
 * whole and on its own line, or else its first line shortened with its bullet: a bullet's end is
 * no sentence's, so reading the lines as sentences would glue them into one.
 */
function shorterText(text: string): string {
  const limit = Math.max(1, Math.floor(text.length * SHORTER_SHARE));
  const lines = linesOf(text);
  if (!inLines(lines)) return firstSentences(text, limit);
  const kept: string[] = [];
  for (const line of lines) {
    if ([...kept, line].join('\n').length > limit) break;
    kept.push(line);
  }
  if (kept.length > 0) return kept.join('\n').trimEnd();
  const first = lines[0]!;
  const bullet = BULLET.exec(first)?.[0] ?? '';
  return bullet + firstSentences(first.slice(bullet.length), Math.max(1, limit - bullet.length));
}

/** A sentence naming the venture's facts, or else what the founder asked for. */
function specifics(input: RewriteInput): string {
  if (input.facts.length > 0) return `In figures: ${input.facts.slice(0, 3).join('; ')}.`;
  const asked = Object.values(input.inputs).filter((value) => value.trim() !== '');
  return asked.length > 0 ? `Specifically for ${asked.slice(0, 3).join(', ')}.` : 'Specifically for this venture.';
}

const PERSUASIVE_OPENING = 'The opportunity is real and the timing is right:';

const offlineNote = (instruction: string | undefined) =>
  `(Offline rewrite: the instruction ${JSON.stringify(instruction ?? '')} needs an AI provider, so the text is unchanged.)`;

/**
 * `text` with one more sentence: after it in a paragraph; on a line of its own, bulleted as the
 * last line is, in a text of lines (a slide's content), where the end of a bullet is no sentence's.
 */
export function withSentence(text: string, sentence: string): string {
  const lines = linesOf(text);
  if (!inLines(lines)) return `${text.trimEnd()} ${sentence}`;
  const bullet = BULLET.exec(lines.at(-1)!)?.[0] ?? '';
  return `${lines.join('\n')}\n${bullet}${sentence}`;
}

/** `text` opened more strongly: before a paragraph, or as a line of its own above a text of lines. */
export function withOpening(text: string, opening: string): string {
  return inLines(linesOf(text)) ? `${opening}\n${text}` : `${opening} ${text}`;
}

function rewriteText(text: string, style: RewriteStyle, input: RewriteInput, max: number): string {
  const rewritten = {
    shorter: () => shorterText(text),
    'more-specific': () => withSentence(text, specifics(input)),
    regenerate: () => withSentence(text, specifics(input)),
    'more-persuasive': () => withOpening(text, PERSUASIVE_OPENING),
    custom: () => withSentence(text, offlineNote(input.instruction)),
  }[style]();
  return cutAtWord(rewritten, max);
}

function rewriteList(items: readonly string[], style: RewriteStyle, input: RewriteInput): string[] {
  const add = (item: string) => [...items.slice(0, EDIT_LIST_MAX - 1), cutAtWord(item, LONG_TEXT_MAX)];
  switch (style) {
    case 'shorter':
      // Fewer items; one item alone is shortened itself.
      return items.length > 1
        ? items.slice(0, Math.max(1, Math.floor(items.length * SHORTER_SHARE)))
        : items.map(shorterText);
    case 'more-specific':
    case 'regenerate':
      return add(specifics(input));
    case 'more-persuasive':
      return items.map((item, index) => (index === 0 ? rewriteText(item, style, input, LONG_TEXT_MAX) : item));
    case 'custom':
      return add(offlineNote(input.instruction));
  }
}

/** Each field's rewrite: Shorter shortens every field, the other styles change the first text or list field; names stay. */
function rewriteFields(value: Record<string, unknown>, input: RewriteInput): Record<string, unknown> {
  const fields = input.fields ?? [];
  const first = fields.find((field) => field.kind !== 'line')?.key;
  return Object.fromEntries(
    fields.map(({ key, kind }) => {
      const current = value[key];
      if (kind === 'line' || (input.style !== 'shorter' && key !== first)) return [key, current];
      if (kind === 'list') return [key, rewriteList(current as string[], input.style, input)];
      return [key, rewriteText(String(current), input.style, input, LONG_TEXT_MAX)];
    }),
  );
}

/** The part, rewritten offline in the request's style. */
export function offlineRewrite(input: RewriteInput): unknown {
  if (input.kind === 'text') return rewriteText(String(input.current), input.style, input, LONG_TEXT_MAX);
  if (input.kind === 'list') return rewriteList(input.current as string[], input.style, input);
  return rewriteFields(input.current as Record<string, unknown>, input);
}
