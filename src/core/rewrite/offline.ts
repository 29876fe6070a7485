/**
 * The offline provider's rewrite: deterministic per style, so a founder with no AI provider sees
 * what each does, and tests can tell them apart. It always fits the part's schema.
 */
import { EDIT_LIST_MAX, LONG_TEXT_MAX } from '../limits';
import { cutAtWord } from '../venture/context';
import type { RewriteInput, RewriteStyle } from './rewrite';

/** The share of a text Shorter keeps, at most. */
const SHORTER_SHARE = 0.6;

const sentencesOf = (text: string): string[] =>
  (text.match(/[^.!?]+(?:[.!?]+|$)/g) ?? [text]).map((sentence) => sentence.trim()).filter(Boolean);

/** Its first sentences up to 60% of its length (at least the first, cut at a word if that is longer). */
function shorterText(text: string): string {
  const limit = Math.max(1, Math.floor(text.length * SHORTER_SHARE));
  const kept: string[] = [];
  for (const sentence of sentencesOf(text)) {
    if ([...kept, sentence].join(' ').length > limit) break;
    kept.push(sentence);
  }
  return kept.length > 0 ? kept.join(' ') : cutAtWord(text, limit);
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
  const lines = text.trimEnd().split('\n');
  if (lines.length < 2) return `${text.trimEnd()} ${sentence}`;
  const bullet = /^\s*[•*-]\s+/.exec(lines.at(-1)!)?.[0] ?? '';
  return `${lines.join('\n')}\n${bullet}${sentence}`;
}

function rewriteText(text: string, style: RewriteStyle, input: RewriteInput, max: number): string {
  const rewritten = {
    shorter: () => shorterText(text),
    'more-specific': () => withSentence(text, specifics(input)),
    regenerate: () => withSentence(text, specifics(input)),
    'more-persuasive': () => `${PERSUASIVE_OPENING} ${text}`,
    custom: () => withSentence(text, offlineNote(input.instruction)),
  }[style]();
  return cutAtWord(rewritten, max);
}

function rewriteList(items: readonly string[], style: RewriteStyle, input: RewriteInput): string[] {
  const add = (item: string) => [...items.slice(0, EDIT_LIST_MAX - 1), cutAtWord(item, LONG_TEXT_MAX)];
  switch (style) {
    case 'shorter':
      return items.slice(0, Math.max(1, Math.floor(items.length * SHORTER_SHARE)));
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
