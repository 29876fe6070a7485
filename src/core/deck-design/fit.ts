/**
 * Text fitting, the same for the screen, the .pptx and the .pdf: a text shrinks from its size to
 * a floor, then wraps, and never leaves its box (at the floor, lines past the box's height are cut
 * and the last one ends with "…"). Widths come from `measure.ts`, so no canvas is needed.
 */
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
  /** Bullets: each paragraph's lines are indented by the size. */
  bullet?: boolean;
}

export interface Fitted {
  size: number;
  paragraphs: string[][];
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

/** `text` broken into lines no wider than `width` at `size`: at spaces, and inside a word only when it alone is too wide. */
export function wrapText(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = textWidth(word, size, bold) <= width ? [word] : breakWord(word, width, size, bold);
    line = pieces.pop() ?? '';
    lines.push(...pieces);
  }
  return line ? [...lines, line] : lines.length > 0 ? lines : [''];
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

/** `paragraphs` fitted into a `w` × `h` box by `rule`. */
export function fitText(paragraphs: readonly string[], box: { w: number; h: number }, rule: FitRule): Fitted {
  const bold = rule.bold ?? false;
  const lineHeight = rule.lineHeight ?? 1.2;
  const texts = paragraphs.map((text) => text.trim()).filter(Boolean);
  const widthAt = (size: number) => box.w - (rule.bullet ? size : 0);
  const linesFit = (count: number, size: number) => count * size * lineHeight <= box.h + 0.01;
  const wrapped = (size: number) => texts.map((text) => wrapText(text, widthAt(size), size, bold));
  const floor = Math.min(rule.floor, box.h / lineHeight);
  for (let size = rule.size; size >= floor; size -= 1) {
    if (rule.wrap === 'always') {
      const lines = wrapped(size);
      if (linesFit(lines.flat().length, size)) return { size, paragraphs: lines };
    } else if (linesFit(texts.length, size) && texts.every((text) => textWidth(text, size, bold) <= widthAt(size))) {
      return { size, paragraphs: texts.map((text) => [text]) };
    }
  }
  const lines = wrapped(floor);
  if (linesFit(lines.flat().length, floor)) return { size: floor, paragraphs: lines };
  const maxLines = Math.floor((box.h + 0.01) / (floor * lineHeight));
  return { size: floor, paragraphs: cut(lines, maxLines, widthAt(floor), floor, bold) };
}
