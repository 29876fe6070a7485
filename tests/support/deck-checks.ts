/**
 * What "a slide that fills its space" means, measured over a slide's boxes (core/deck-design), for
 * the layout tests in core and the files' tests: no box overflows, none is more than half empty,
 * no figure is broken across lines.
 *
 * - A text box's lines (and the space between its paragraphs) fill at least half its height.
 * - A panel (a filled rectangle that holds other boxes) is covered by what it holds over at least
 *   half its height and half its width.
 * - A content slide's body (under its title) is covered by its boxes over at least half its height
 *   and half its width.
 */
import { SLIDE, type Box, type SlideDesign, type TextBox } from '@/core/deck-design/boxes';
import { BODY, textHeight } from '@/core/deck-design/layouts';
import { textWidth } from '@/core/deck-design/measure';
import { findFigures } from '@/core/venture/figures/find';

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const EPSILON = 0.01;

/** Where a text box's lines are drawn: their height where `valign` puts them, their widest line where `align` does. */
export function drawnRect(box: TextBox): Rect {
  const height = textHeight(box);
  const indent = box.bullet ? box.size : 0;
  const width = Math.min(
    box.w,
    indent + Math.max(0, ...box.paragraphs.flat().map((line) => textWidth(line, box.size, box.bold))),
  );
  const y = box.y + (box.valign === 'middle' ? (box.h - height) / 2 : box.valign === 'bottom' ? box.h - height : 0);
  const x = box.x + (box.align === 'center' ? (box.w - width) / 2 : box.align === 'right' ? box.w - width : 0);
  return { x, y, w: width, h: height };
}

const extentOf = (box: Box): Rect => (box.kind === 'text' ? drawnRect(box) : box);
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - EPSILON &&
  inner.y >= outer.y - EPSILON &&
  inner.x + inner.w <= outer.x + outer.w + EPSILON &&
  inner.y + inner.h <= outer.y + outer.h + EPSILON;

function union(rects: readonly Rect[]): Rect | undefined {
  if (rects.length === 0) return undefined;
  const x = Math.min(...rects.map((rect) => rect.x));
  const y = Math.min(...rects.map((rect) => rect.y));
  const right = Math.max(...rects.map((rect) => rect.x + rect.w));
  const bottom = Math.max(...rects.map((rect) => rect.y + rect.h));
  return { x, y, w: right - x, h: bottom - y };
}

const describe = (box: Box) =>
  box.kind === 'text'
    ? `text "${box.paragraphs.flat().join(' ').slice(0, 50)}"`
    : `${box.kind} at ${Math.round(box.x)},${Math.round(box.y)}`;

/** Each box outside the slide, or text outside its box (too many lines, or a line too wide). */
export function overflows(design: SlideDesign): string[] {
  const slide = { x: 0, y: 0, w: SLIDE.width, h: SLIDE.height };
  return design.boxes.flatMap((box) => {
    const problems: string[] = [];
    if (!inside(box, slide)) problems.push(`${describe(box)} leaves the slide`);
    if (box.kind !== 'text') return problems;
    if (textHeight(box) > box.h + EPSILON) problems.push(`${describe(box)}: its lines are taller than its box`);
    const room = box.w - (box.bullet ? box.size : 0);
    for (const line of box.paragraphs.flat())
      if (textWidth(line, box.size, box.bold) > room + EPSILON)
        problems.push(`${describe(box)}: "${line}" is too wide`);
    return problems;
  });
}

/** A filled rectangle that holds other boxes (the accent marks and bars hold none). */
const isPanel = (box: Box, boxes: readonly Box[]): box is Box & { kind: 'rect' } =>
  box.kind === 'rect' && boxes.some((other) => other !== box && other.kind !== 'rect' && inside(other, box));

/** Each box more than half empty, with how full it is. */
export function emptyBoxes(design: SlideDesign): string[] {
  const problems: string[] = [];
  const share = (part: number, whole: number) => (whole > 0 ? part / whole : 1);
  for (const box of design.boxes) {
    if (box.kind === 'text') {
      const filled = share(textHeight(box), box.h);
      if (filled < 0.5) problems.push(`${describe(box)} fills ${Math.round(filled * 100)}% of its height`);
    } else if (isPanel(box, design.boxes)) {
      const held = union(design.boxes.filter((other) => other !== box && inside(other, box)).map(extentOf));
      const [down, across] = [share(held?.h ?? 0, box.h), share(held?.w ?? 0, box.w)];
      if (down < 0.5 || across < 0.5)
        problems.push(
          `${describe(box)} is covered ${Math.round(down * 100)}% down, ${Math.round(across * 100)}% across`,
        );
    }
  }
  if (design.layout === 'title') return problems;
  const body = union(design.boxes.filter((box) => inside(box, BODY)).map(extentOf));
  const [down, across] = [share(body?.h ?? 0, BODY.h), share(body?.w ?? 0, BODY.w)];
  if (down < 0.5 || across < 0.5)
    problems.push(`the body is covered ${Math.round(down * 100)}% down, ${Math.round(across * 100)}% across`);
  return problems;
}

/**
 * Each figure a line break falls inside ("€400 million a / year", "$1,290,60 / 4"): a paragraph's
 * figures, as the venture's figure finder reads them, each on one line.
 */
export function brokenFigures(lines: readonly string[]): string[] {
  const joined = lines.join(' ');
  const ends: number[] = [];
  let at = 0;
  for (const line of lines) {
    at += line.length;
    ends.push(at);
    at += 1;
  }
  const split = findFigures(joined)
    .filter((figure) => ends.some((end) => end > figure.start && end < figure.end))
    .map((figure) => figure.text);
  // A number cut inside its digits ("$1,290,60" / "4") reads as two figures: caught by its edges.
  const cut = lines.slice(1).flatMap((line, index) => {
    const before = lines[index] ?? '';
    const inDigits = /\d$/.test(before) || (/\d,$/.test(before) && /^\d{3}\b/.test(line));
    return inDigits && /^\d/.test(line) ? [`${before} / ${line}`] : [];
  });
  return [...split, ...cut];
}

/** Each broken figure in the slide's text boxes and table cells. */
export function brokenFiguresIn(design: SlideDesign): string[] {
  return design.boxes.flatMap((box) => {
    if (box.kind === 'text') return box.paragraphs.flatMap(brokenFigures);
    if (box.kind === 'table') return box.rows.flat().flatMap(brokenFigures);
    return [];
  });
}
