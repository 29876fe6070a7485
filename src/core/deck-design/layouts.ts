/**
 * The layouts' building blocks: each takes an area of the slide and what goes in it, and answers
 * positioned boxes (boxes.ts) with their text fitted (fit.ts). Pure; `deck-layout.ts` picks them.
 */
import { SLIDE, type Box, type ChartBox, type Hex, type TableBox, type TextBox } from './boxes';
import { fitText, type FitRule } from './fit';
import { mix, type Palette } from './themes';

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
    ...(options.bullet ? { bullet: options.bullet } : {}),
    ...(options.heading ? { heading: true as const } : {}),
  };
}

export function bullets(area: Area, lines: readonly string[], palette: Palette, size = 24): TextBox {
  return text(area, lines, {
    size,
    floor: 12,
    wrap: 'always',
    lineHeight: 1.35,
    color: palette.text,
    bullet: palette.accent,
  });
}

/** One line said large (the first), the rest under it, smaller. */
export function statement(area: Area, lines: readonly string[], palette: Palette): Box[] {
  const [lead = '', ...rest] = lines;
  const leadHeight = rest.length > 0 ? area.h * 0.55 : area.h;
  const boxes: Box[] = [
    { kind: 'rect', x: area.x, y: area.y + 6, w: 6, h: leadHeight - 12, fill: palette.accent },
    text({ ...area, x: area.x + 28, w: area.w - 28, h: leadHeight }, [lead], {
      size: 40,
      floor: 20,
      bold: true,
      wrap: 'always',
      color: palette.text,
      valign: 'middle',
    }),
  ];
  if (rest.length > 0)
    boxes.push(bullets({ ...area, y: area.y + leadHeight + 16, h: area.h - leadHeight - 16 }, rest, palette, 20));
  return boxes;
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
          text({ x: x + 24, y: area.y + 20, w: width - 48, h: 36 }, [column.heading], {
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
        ? text(body, column.lines, { size: 30, floor: 16, wrap: 'always', lineHeight: 1.3, color: palette.text })
        : bullets(body, column.lines, palette, 20),
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
  data: { name: string; labels: string[]; values: number[]; displays: string[] },
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

/** Each person as a card: a disc with their initials, their name and their role. */
export function team(area: Area, people: readonly { name: string; role: string }[], palette: Palette): Box[] {
  const columns = people.length <= 4 ? people.length : Math.ceil(people.length / 2);
  const rowsCount = Math.ceil(people.length / columns);
  const gap = 20;
  const width = (area.w - gap * (columns - 1)) / columns;
  const height = (area.h - gap * (rowsCount - 1)) / rowsCount;
  return people.flatMap((person, index): Box[] => {
    const x = area.x + (index % columns) * (width + gap);
    const y = area.y + Math.floor(index / columns) * (height + gap);
    const disc = Math.min(72, height * 0.4, width * 0.5);
    const initials = person.name
      .split(/\s+/)
      .filter((word) => /^\p{L}/u.test(word))
      .map((word) => [...word][0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    const below = y + 20 + disc + 12;
    return [
      { kind: 'rect', x, y, w: width, h: height, fill: palette.panel },
      { kind: 'ellipse', x: x + (width - disc) / 2, y: y + 20, w: disc, h: disc, fill: palette.accent },
      text({ x: x + (width - disc) / 2, y: y + 20, w: disc, h: disc }, [initials], {
        size: disc * 0.4,
        floor: 8,
        bold: true,
        color: palette.onAccent,
        align: 'center',
        valign: 'middle',
      }),
      ...personText({ x: x + 12, y: below, w: width - 24, h: y + height - below - 12 }, person, palette),
    ];
  });
}

/** A person's name, bold, and their role under it; a name alone may wrap over the role's room. */
function personText(area: Area, person: { name: string; role: string }, palette: Palette): Box[] {
  const nameHeight = person.role ? Math.min(28, area.h / 2) : area.h;
  const name = text({ ...area, h: nameHeight }, [person.name], {
    size: 18,
    floor: 11,
    bold: true,
    wrap: person.role ? 'after-floor' : 'always',
    color: palette.text,
    align: 'center',
  });
  if (!person.role) return [name];
  const role = text({ ...area, y: area.y + nameHeight + 2, h: area.h - nameHeight - 2 }, [person.role], {
    size: 15,
    floor: 10,
    wrap: 'always',
    color: palette.muted,
    align: 'center',
  });
  return [name, role];
}

/** TAM, SAM and SOM as nested discs sharing their base, each figure named beside them. */
export function market(area: Area, sizes: { tam: string; sam?: string; som?: string }, palette: Palette): Box[] {
  const rings = [
    { name: 'TAM', figure: sizes.tam },
    ...(sizes.sam ? [{ name: 'SAM', figure: sizes.sam }] : []),
    ...(sizes.som ? [{ name: 'SOM', figure: sizes.som }] : []),
  ];
  const outer = Math.min(area.h, area.w * 0.45);
  const fills = [
    mix(palette.accent, palette.background, 0.75),
    mix(palette.accent, palette.background, 0.45),
    palette.accent,
  ];
  // The discs share their base, the largest centred in the area's height (a narrow area leaves room above and below).
  const base = area.y + (area.h + outer) / 2;
  const discs: Box[] = rings.map((_, index) => {
    const diameter = outer * (1 - index * 0.3);
    const x = area.x + (outer - diameter) / 2;
    return {
      kind: 'ellipse',
      x,
      y: base - diameter,
      w: diameter,
      h: diameter,
      fill: fills[index] ?? palette.accent,
    };
  });
  const legendX = area.x + outer + 48;
  const rowHeight = area.h / rings.length;
  const legend = rings.flatMap((ring, index): Box[] => {
    const y = area.y + index * rowHeight;
    return [
      { kind: 'ellipse', x: legendX, y: y + 14, w: 20, h: 20, fill: fills[index] ?? palette.accent },
      text({ x: legendX + 36, y, w: area.x + area.w - legendX - 36, h: 44 }, [ring.figure], {
        size: 36,
        floor: 18,
        bold: true,
        color: palette.text,
      }),
      text({ x: legendX + 36, y: y + 46, w: area.x + area.w - legendX - 36, h: 24 }, [ring.name], {
        size: 16,
        floor: 10,
        color: palette.muted,
      }),
    ];
  });
  return [...discs, ...legend];
}
