/**
 * The layouts' building blocks: each takes an area of the slide and what goes in it, and answers
 * positioned boxes (boxes.ts) with their text fitted (fit.ts). Pure; `deck-layout.ts` picks them.
 */
import { SLIDE, type Box, type ChartBox, type Hex, type TableBox, type TextBox } from './boxes';
import { fitText, type FitRule } from './fit';
import type { Palette } from './themes';

export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The margin around every slide's content. */
export const MARGIN = 56;
/** Where a content slide's body goes, under its title. */
export const BODY: Area = { x: MARGIN, y: 132, w: SLIDE.width - 2 * MARGIN, h: 356 };

type TextOptions = Omit<FitRule, 'bullet'> & {
  color: Hex;
  heading?: true;
  decorative?: true;
  align?: TextBox['align'];
  valign?: TextBox['valign'];
  bullet?: Hex;
};

/** A text box holding `paragraphs` fitted to `area`. */
export function text(area: Area, paragraphs: readonly string[], options: TextOptions): TextBox {
  const lineHeight = options.lineHeight ?? 1.2;
  const fitted = fitText(paragraphs, area, { ...options, lineHeight, bullet: options.bullet !== undefined });
  return {
    kind: 'text',
    ...area,
    size: fitted.size,
    bold: options.bold ?? false,
    color: options.color,
    align: options.align ?? 'left',
    valign: options.valign ?? 'top',
    lineHeight,
    paragraphs: fitted.paragraphs,
    // Rounded down, so the lines and the gaps never come out taller than the box.
    ...(fitted.gap > 0 ? { paragraphGap: Math.floor(fitted.gap * 100) / 100 } : {}),
    ...(options.bullet ? { bullet: options.bullet } : {}),
    ...(options.heading ? { heading: true as const } : {}),
    ...(options.decorative ? { decorative: true as const } : {}),
  };
}

/** How tall a text box's lines are, with the space between its paragraphs. */
export function textHeight(box: TextBox): number {
  const lines = box.paragraphs.reduce((count, paragraph) => count + paragraph.length, 0);
  return lines * box.size * box.lineHeight + Math.max(0, box.paragraphs.length - 1) * (box.paragraphGap ?? 0);
}

/** The box cut to its lines' height where its `valign` puts them: the layout places what follows by it. */
export function tight(box: TextBox): TextBox {
  const height = Math.min(box.h, textHeight(box));
  const free = box.h - height;
  const y = box.y + (box.valign === 'middle' ? free / 2 : box.valign === 'bottom' ? free : 0);
  return { ...box, y, h: height };
}

/** The space between bullets: a third of a line at least, spread up to a line and more where the box has room. */
const SPREAD = { min: 0.3, max: 1.2 };

/** Bullets that use their box: set large (32 points for three or fewer, 28 else, unless `size` says), spread apart when short, smaller when long. */
export function bullets(area: Area, lines: readonly string[], palette: Palette, size?: number): TextBox {
  return text(area, lines, {
    size: size ?? (lines.length <= 3 ? 32 : 28),
    floor: 12,
    wrap: 'always',
    lineHeight: 1.3,
    color: palette.text,
    bullet: palette.accent,
    gap: SPREAD,
  });
}

/** The accent bar beside a statement, as tall as its lines. */
const statementBar = (box: TextBox, x: number, palette: Palette): Box => ({
  kind: 'rect',
  x,
  y: box.y + 4,
  w: 6,
  h: Math.max(0, box.h - 8),
  fill: palette.accent,
});

/**
 * One line said large (the first), the rest under it as bullets over what it leaves. Alone, the
 * line is set larger still and centred in the area.
 */
export function statement(area: Area, lines: readonly string[], palette: Palette): Box[] {
  const [lead = '', ...rest] = lines;
  const inner = { ...area, x: area.x + 28, w: area.w - 28 };
  const options = { floor: 20, bold: true, wrap: 'always', lineHeight: 1.15, color: palette.text } as const;
  if (rest.length === 0) {
    const alone = tight(text(inner, [lead], { ...options, size: 56, valign: 'middle' }));
    return [statementBar(alone, area.x, palette), alone];
  }
  const said = tight(text({ ...inner, h: area.h * 0.5 }, [lead], { ...options, size: 44 }));
  const restY = said.y + said.h + 28;
  return [
    statementBar(said, area.x, palette),
    said,
    bullets({ ...area, y: restY, h: area.y + area.h - restY }, rest, palette, 24),
  ];
}

interface Column {
  heading?: string;
  lines: readonly string[];
  /** Its lines set large as one statement, not as bullets (the problem a solution answers). */
  statement?: true;
}

/** Two panels side by side, each with an optional heading and its bullets or statement. */
export function twoColumns(area: Area, columns: readonly [Column, Column], palette: Palette): Box[] {
  const gap = 24;
  const width = (area.w - gap) / 2;
  return columns.flatMap((column, index): Box[] => {
    const x = area.x + index * (width + gap);
    const top = column.heading ? 64 : 24;
    const heading = column.heading
      ? [
          text({ x: x + 24, y: area.y + 20, w: width - 48, h: 30 }, [column.heading], {
            size: 22,
            floor: 14,
            bold: true,
            color: palette.accent,
          }),
        ]
      : [];
    const body = { x: x + 24, y: area.y + top, w: width - 48, h: area.h - top - 20 };
    return [
      { kind: 'rect', x, y: area.y, w: width, h: area.h, fill: palette.panel },
      ...heading,
      column.statement
        ? text(body, column.lines, { size: 40, floor: 16, wrap: 'always', lineHeight: 1.25, color: palette.text })
        : bullets(body, column.lines, palette, 24),
    ];
  });
}

/** Room around a card's content. */
const PAD = 24;
/** A card's accent mark above its text, and the space under it. */
const MARK = { w: 40, h: 5, gap: 16 };

/**
 * Each line on its own card, in a grid that uses the area: a row of up to three, two rows of two,
 * or two rows of three. The text is set as large as the tallest card allows, and the cards are as
 * tall as their text, centred in the area.
 */
export function cards(area: Area, lines: readonly string[], palette: Palette): Box[] {
  const columns = lines.length <= 3 ? lines.length : lines.length === 4 ? 2 : 3;
  const rows = Math.ceil(lines.length / columns);
  const gap = 24;
  const width = (area.w - gap * (columns - 1)) / columns;
  const most = (area.h - gap * (rows - 1)) / rows;
  const room = { w: width - 2 * PAD, h: most - 2 * PAD - MARK.h - MARK.gap };
  const rule = {
    size: rows === 1 ? 36 : 32,
    floor: 14,
    wrap: 'always',
    lineHeight: 1.25,
    color: palette.text,
  } as const;
  // One size for every card, the largest at which each card's text fits its room.
  const size = Math.min(...lines.map((line) => text({ x: 0, y: 0, ...room }, [line], rule).size));
  const texts = lines.map((line) => tight(text({ x: 0, y: 0, ...room }, [line], { ...rule, size, floor: size })));
  const height = Math.min(most, 2 * PAD + MARK.h + MARK.gap + Math.max(...texts.map(textHeight)));
  const top = area.y + (area.h - rows * height - (rows - 1) * gap) / 2;
  return texts.flatMap((fitted, index): Box[] => {
    const x = area.x + (index % columns) * (width + gap);
    const y = top + Math.floor(index / columns) * (height + gap);
    return [
      { kind: 'rect', x, y, w: width, h: height, fill: palette.panel },
      { kind: 'rect', x: x + PAD, y: y + PAD, ...MARK, fill: palette.accent },
      { ...fitted, x: x + PAD, y: y + PAD + MARK.h + MARK.gap },
    ];
  });
}

/** One figure, large, with its label under it. */
export function bigNumber(area: Area, figure: string, label: string, palette: Palette): Box[] {
  const figureHeight = Math.min(120, area.h * 0.6);
  return [
    text({ ...area, h: figureHeight }, [figure], {
      size: 80,
      floor: 28,
      bold: true,
      color: palette.accent,
      align: 'center',
      valign: 'bottom',
    }),
    text({ ...area, y: area.y + figureHeight + 8, h: area.h - figureHeight - 8 }, [label], {
      size: 22,
      floor: 12,
      wrap: 'always',
      color: palette.muted,
      align: 'center',
    }),
  ];
}

export function barChart(
  area: Area,
  data: { name: string; labels: string[]; values: number[]; displays: string[]; format?: string },
  palette: Palette,
): ChartBox {
  return { kind: 'chart', ...area, ...data, color: palette.accent, text: palette.text, rule: palette.rule, size: 14 };
}

/** A table of `rows` under `header`, every cell at one size, the largest at which all fit their cells. */
export function table(
  area: Area,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  palette: Palette,
): TableBox {
  const pad = 8;
  const shares = header.length === 2 ? [0.34, 0.66] : header.map(() => 1 / header.length);
  const columns = shares.map((share) => share * area.w);
  const all = [header, ...rows];
  const rowHeight = Math.min(64, area.h / all.length);
  const cellArea = (column: number) => ({ w: (columns[column] ?? 0) - 2 * pad, h: rowHeight - 2 * pad });
  const fitAll = (rule: FitRule) =>
    all.map((row, at) => row.map((cell, column) => fitText([cell], cellArea(column), { ...rule, bold: at === 0 })));
  const size = Math.min(
    ...fitAll({ size: 18, floor: 10, wrap: 'always', lineHeight: 1.15 })
      .flat()
      .map((cell) => cell.size),
  );
  const fitted = fitAll({ size, floor: size, wrap: 'always', lineHeight: 1.15 });
  return {
    kind: 'table',
    ...area,
    h: rowHeight * all.length,
    size,
    rows: fitted.map((row) => row.map((cell) => cell.paragraphs.flat())),
    columns,
    heights: all.map(() => rowHeight),
    header: { fill: palette.accent, text: palette.onAccent },
    text: palette.text,
    rule: palette.rule,
  };
}
