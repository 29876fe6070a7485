/**
 * Text fitting, the same for the screen, the .pptx and the .pdf: a text shrinks from its size to
 * a floor, then wraps, and never leaves its box (at the floor, lines past the box's height are cut
 * and the last one ends with "…"). Lines break between words, never inside a figure ("€400 million
 * a year" moves to the next line whole). Body text may spread its paragraphs apart to use its box.
 * Widths come from `measure.ts`, so no canvas is needed.
 */
import { findFigures } from '../venture/figures/find';
import { textWidth } from './measure';

export interface FitRule {
  /** The size a text is set at when it fits, in points. */
  size: number;
  /** The smallest size it shrinks to. */
  floor: number;
  bold?: boolean;
  /** Line height as a multiple of the size (1.2 when absent). */
  lineHeight?: number;
  /**
   * `after-floor` (headlines): shrink on one line per paragraph down to the floor, then wrap at the
   * floor. `always` (body text): wrap at each size, shrinking until the lines fit.
   */
  wrap?: 'after-floor' | 'always';
  /** Below the floor, the wrapped text shrinks on to this size before it is cut (a long headline). */
  least?: number;
  /** Bullets: each paragraph's lines are indented by the size. */
  bullet?: boolean;
  /**
   * The space between paragraphs, as a multiple of the size: at least `min`, and up to `max` where
   * the box has room left, so a few lines are spread over it rather than bunched at its top.
   */
  gap?: { min: number; max: number };
}

export interface Fitted {
  size: number;
  paragraphs: string[][];
  /** The space between paragraphs, in points (0 without a `gap` rule). */
  gap: number;
}

const ELLIPSIS = '…';

/** A word too wide for the line, cut into pieces that fit. */
function breakWord(word: string, width: number, size: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && textWidth(piece + char, size, bold) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  return piece ? [...pieces, piece] : pieces;
}

/** A space that does not break: inside a figure, until the figure is placed (a deck's text holds no NUL: `cleanText`). */
const KEPT = '\u0000';

/**
 * The units a line breaks between: words, each figure's words kept as one ("€400 million a year",
 * "21 months", "$27,181/month": the venture's figure finder reads them as it reads any prose).
 */
export function breakUnits(text: string): string[] {
  let cached = unitsCache.get(text);
  if (!cached) {
    if (unitsCache.size >= CACHED) unitsCache.clear();
    cached = splitUnits(text);
    unitsCache.set(text, cached);
  }
  return cached;
}

/** A deck's paragraphs are fitted at several sizes and boxes: their units are found once. */
const unitsCache = new Map<string, string[]>();
const CACHED = 2000;

function splitUnits(text: string): string[] {
  const words = (part: string) => part.split(/\s+/).filter(Boolean);
  // Every figure has a digit; most lines have none.
  if (!/\d/.test(text)) return words(text);
  let kept = '';
  let from = 0;
  for (const figure of findFigures(text)) {
    kept += text.slice(from, figure.start) + text.slice(figure.start, figure.end).replace(/\s+/g, KEPT);
    from = figure.end;
  }
  return words(kept + text.slice(from)).map((unit) => unit.replaceAll(KEPT, ' '));
}

/** A unit of text and its width at one point (widths grow with the size), measured once per fitting. */
interface Unit {
  text: string;
  width: number;
}

const measured = (units: readonly string[], bold: boolean): Unit[] =>
  units.map((unit) => ({ text: unit, width: textWidth(unit, 1, bold) }));

/** The words of a figure too wide for a line alone, then each word cut into pieces where it alone is too wide. */
function piecesOf(unit: Unit, width: number, size: number, bold: boolean): string[] {
  if (unit.width * size <= width) return [unit.text];
  if (unit.text.includes(' ')) return wrapUnits(measured(unit.text.split(' '), bold), width, size, bold);
  return breakWord(unit.text, width, size, bold);
}

/** Units laid greedily into lines, each line's width the sum of its units' and spaces' (the metrics have no kerning). */
function wrapUnits(units: readonly Unit[], width: number, size: number, bold: boolean): string[] {
  const space = textWidth(' ', 1, bold);
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  for (const unit of units) {
    const candidate = line ? lineWidth + space + unit.width : unit.width;
    if (candidate * size <= width) {
      line = line ? `${line} ${unit.text}` : unit.text;
      lineWidth = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = piecesOf(unit, width, size, bold);
    line = pieces.pop() ?? '';
    lineWidth = textWidth(line, 1, bold);
    lines.push(...pieces);
  }
  return line ? [...lines, line] : lines;
}

/**
 * `text` broken into lines no wider than `width` at `size`: at spaces but never inside a figure
 * (`breakUnits`), inside a word only when it alone is too wide.
 */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines = wrapUnits(measured(breakUnits(text), bold), width, size, bold);
  return lines.length > 0 ? lines : [''];
}

/** `line` shortened until it and "…" fit `width`. */
function ellipsize(line: string, width: number, size: number, bold: boolean): string {
  let text = line;
  while (text && textWidth(text + ELLIPSIS, size, bold) > width) text = [...text].slice(0, -1).join('');
  return text.trimEnd() + ELLIPSIS;
}

/** Keeps the lines that fit `maxLines`, the last one marked as cut. */
function cut(paragraphs: string[][], maxLines: number, width: number, size: number, bold: boolean): string[][] {
  const kept: string[][] = [];
  let room = Math.max(1, maxLines);
  for (const lines of paragraphs) {
    if (room <= 0) break;
    const taken = lines.slice(0, room);
    room -= taken.length;
    kept.push(taken);
  }
  const total = paragraphs.reduce((sum, lines) => sum + lines.length, 0);
  const last = kept[kept.length - 1];
  if (total > maxLines && last) last[last.length - 1] = ellipsize(last[last.length - 1] ?? '', width, size, bold);
  return kept;
}

/** The space between `count` paragraphs at `size`: the rule's least, spread towards its most over what the lines leave. */
function gapOf(rule: FitRule, count: number, size: number, free: number): number {
  if (!rule.gap || count < 2) return 0;
  const least = rule.gap.min * size;
  return Math.max(least, Math.min(rule.gap.max * size, free / (count - 1)));
}

/** The first of `count` steps that passes `fits`, which once passed stays passed; `count` when none does. */
function firstFitting(count: number, fits: (step: number) => boolean): number {
  let [low, high] = [0, count];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (fits(middle)) high = middle;
    else low = middle + 1;
  }
  return low;
}

/** `paragraphs` fitted into a `w` × `h` box by `rule`. */
export function fitText(paragraphs: readonly string[], box: { w: number; h: number }, rule: FitRule): Fitted {
  const bold = rule.bold ?? false;
  const lineHeight = rule.lineHeight ?? 1.2;
  const texts = paragraphs.map((text) => text.trim()).filter(Boolean);
  const units = texts.map((text) => measured(breakUnits(text), bold));
  const widthAt = (size: number) => box.w - (rule.bullet ? size : 0);
  const least = (size: number) => (rule.gap ? rule.gap.min * size * Math.max(0, texts.length - 1) : 0);
  const linesFit = (count: number, size: number) => count * size * lineHeight + least(size) <= box.h + 0.01;
  const wrapped = (size: number) =>
    units.map((each) => {
      const lines = wrapUnits(each, widthAt(size), size, bold);
      return lines.length > 0 ? lines : [''];
    });
  const fitted = (size: number, lines: string[][]): Fitted => {
    const free = box.h - lines.flat().length * size * lineHeight;
    return { size, paragraphs: lines, gap: gapOf(rule, lines.length, size, free) };
  };
  const widths = texts.map((text) => textWidth(text, 1, bold));
  const oneLine = (size: number) =>
    linesFit(texts.length, size) && widths.every((width) => width * size <= widthAt(size));
  const wraps = (size: number) => linesFit(wrapped(size).flat().length, size);
  // Sizes from the rule's down to the floor, then (wrapped) down to `least`, a point at a time:
  // the largest that fits is found by halving, since a text that fits at a size fits below it.
  const floor = Math.min(rule.floor, box.h / lineHeight);
  const last = Math.min(floor, rule.least ?? floor);
  const above = Math.max(0, Math.floor(rule.size - floor) + 1);
  const sizes = [...Array.from({ length: above }, (_, step) => rule.size - step), floor];
  for (let size = Math.ceil(floor) - 1; size >= last; size -= 1) sizes.push(size);
  const fitsAt = (at: number) => {
    const size = sizes[at]!;
    return rule.wrap === 'always' || size <= floor ? wraps(size) : oneLine(size);
  };
  const found = firstFitting(sizes.length, fitsAt);
  if (found < sizes.length) {
    const size = sizes[found]!;
    const single = rule.wrap !== 'always' && size > floor;
    return fitted(size, single ? texts.map((text) => [text]) : wrapped(size));
  }
  const lines = wrapped(last);
  const maxLines = Math.floor((box.h + 0.01) / (last * lineHeight));
  return { size: last, paragraphs: cut(lines, maxLines, widthAt(last), last, bold), gap: 0 };
}
