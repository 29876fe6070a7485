/**
 * What a designed slide is: positioned boxes in slide units. One description, drawn by three
 * renderers (the web's `src/web/tools/pitch-deck/designed-slide.tsx`, the .pptx and the .pdf in
 * `src/server/exports/`), so what the founder sees is what is exported. Every text box arrives
 * already fitted (its size chosen, its lines broken), so the renderers draw lines, never re-wrap.
 */

/** Slide units are points on a 16:9 slide: 960 × 540 (13.333 × 7.5 inches, PowerPoint's wide layout). */
export const SLIDE = { width: 960, height: 540 } as const;

/** A colour as six hex digits, no `#` (as pptxgenjs writes them). */
export type Hex = string;

interface Placed {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface TextBox extends Placed {
  kind: 'text';
  /** The fitted size in points. */
  size: number;
  bold: boolean;
  color: Hex;
  align: 'left' | 'center' | 'right';
  valign: 'top' | 'middle' | 'bottom';
  /** Line height as a multiple of the size. */
  lineHeight: number;
  /** The fitted text: each paragraph (a bullet when `bullet`) as its lines. */
  paragraphs: string[][];
  /** The space between paragraphs, in points, beyond their lines (none when absent). */
  paragraphGap?: number;
  /** Each paragraph is a bullet in this colour, its lines indented by `size`. */
  bullet?: Hex;
  /** The slide's heading (a content slide's title, the title slide's name): a heading element on screen. */
  heading?: true;
  /** Drawn, but not among the slide's words (its number, a person's initials): hidden from screen readers and reading views. */
  decorative?: true;
}

export interface ShapeBox extends Placed {
  kind: 'rect' | 'ellipse';
  fill: Hex;
}

/** The venture's logo, contained in the box (aspect kept), aligned to its `align` edge. */
export interface LogoBox extends Placed {
  kind: 'logo';
  align: 'left' | 'right';
}

/** A bar chart, with its data: a native chart in the .pptx, drawn from the same figures on screen and in the .pdf. */
export interface ChartBox extends Placed {
  kind: 'chart';
  /** The series' name ("Revenue"). */
  name: string;
  labels: string[];
  values: number[];
  /** Each value as its label ("$1.29M": chart-labels.ts), drawn above its bar. */
  displays: string[];
  /** The number format that writes `displays`, for a native chart that labels its values itself (the .pptx). */
  format?: string;
  /** The bars' colour, the labels' and the axis's. */
  color: Hex;
  text: Hex;
  rule: Hex;
  /** Label and value size in points. */
  size: number;
}

/** A table: a header row and rows, each cell's text fitted at one size for the whole table. */
export interface TableBox extends Placed {
  kind: 'table';
  size: number;
  /** The header's row first; each cell as its lines. */
  rows: string[][][];
  /** Each column's width in slide units. */
  columns: number[];
  /** Each row's height in slide units. */
  heights: number[];
  header: { fill: Hex; text: Hex };
  text: Hex;
  rule: Hex;
}

export type Box = TextBox | ShapeBox | LogoBox | ChartBox | TableBox;

/** One slide as drawn: its background and its boxes, back to front. */
export interface SlideDesign {
  /** Which layout drew it: title, statement, bullets, big-number, chart, two-columns, team, table, market. */
  layout: string;
  background: Hex;
  boxes: Box[];
}
