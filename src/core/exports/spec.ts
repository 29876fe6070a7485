/**
 * What an exported file holds, apart from how a file format writes it. Each tool describes its
 * result once per format in these terms (`<tool>/documents.ts`); the server's renderers
 * (src/server/exports) turn a description into PPTX, DOCX, XLSX or PDF bytes and know nothing of
 * the tools. All text here is the founder's or the model's: renderers write it as text, never as
 * markup or formulas.
 */
import type { FinancialModel } from '../finance/schema';
import type { FactPins } from '../venture/fact-ids';
import type { SlideDesign } from '../deck-design/boxes';
import type { DeckFigures } from '../deck-design/figures';
import type { ThemeId } from '../deck-design/themes';
import type { ExportFormat } from './formats';

/** A table cell: a line of text, or a list under an optional heading (a SWOT quadrant, a competitor's strengths). */
export type TableCell = string | { heading?: string; items: readonly string[] };

export type DocumentBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: readonly string[] }
  | {
      kind: 'table';
      /** A title drawn just above it, and kept with it (a statement's "Months 1 to 6"). */
      caption?: string;
      /** Column headings, drawn as a header row (Word repeats it on each page). */
      header?: readonly string[];
      rows: readonly (readonly TableCell[])[];
      /** Relative column widths, one per column; equal when absent. */
      widths?: readonly number[];
      /** Figures: every column after the first is aligned right. */
      numeric?: boolean;
      /** Rows (by index in `rows`) set in bold: subtotals and totals. */
      totals?: readonly number[];
    }
  | {
      kind: 'bar-chart';
      title: string;
      /** One bar per entry (a negative value hangs below the zero line), its label under it and its display value above it. */
      bars: readonly { label: string; value: number; display: string }[];
      /** Figures marked on the value axis, with gridlines (the zero line among them); none by default. */
      axis?: readonly { value: number; display: string }[];
    }
  /**
   * What follows starts a new page, turned sideways when `landscape` (a statement's fifteen
   * columns), upright otherwise. Word starts a new page and keeps it upright.
   */
  | { kind: 'page'; landscape?: boolean };

export type TableBlock = Extract<DocumentBlock, { kind: 'table' }>;

/** Each column's share of the table's width (they sum to 1): the block's widths, or equal shares. */
export function columnShares(block: TableBlock): number[] {
  const columns = block.header?.length ?? block.rows[0]?.length ?? 1;
  const weights = block.widths ?? Array.from({ length: columns }, () => 1);
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  return weights.map((weight) => weight / total);
}

/** A finished document's first page, alone on it: the venture's name large, the title, the date. */
export interface DocumentCover {
  /** The venture's name; absent when the export names no venture (the result was never saved). */
  venture?: string;
  /** The date as the cover prints it ("25 Nov 2026"). */
  date: string;
}

/** The file's properties (Word's core properties, the PDF's info dictionary). */
export interface DocumentProperties {
  title: string;
  subject: string;
  /** The author: the venture, when known; the app creates the file either way. */
  author: string;
}

/**
 * A flowing document: Word and PDF. Headings are the sections a reader navigates by. With a cover,
 * the content starts on the page after it and every page but the cover is numbered.
 */
export interface DocumentSpec {
  kind: 'document';
  title: string;
  blocks: readonly DocumentBlock[];
  cover?: DocumentCover;
  /** A table of contents over the headings, after the cover (its heading: `TOC_TITLE`). */
  toc?: boolean;
  properties?: DocumentProperties;
}

/** One 16:9 slide. A title slide shows `title` as its headline and `lines` under it. */
export interface SlideSpec {
  kind: 'title' | 'content';
  title: string;
  /** The body, one bullet per line on a content slide. */
  lines: readonly string[];
  /** Speaker notes; PowerPoint puts them on the notes page, PDF leaves them out. */
  notes: string;
}

/** A logo's bytes, as stored (PNG or JPEG, checked by its bytes when uploaded). */
export interface LogoImage {
  type: 'image/png' | 'image/jpeg';
  data: Uint8Array;
}

export interface SlideDeckSpec {
  kind: 'slides';
  title: string;
  slides: readonly SlideSpec[];
  /** Each slide as designed (core/deck-design): what the .pptx and the .pdf draw, box by box. */
  designs: readonly SlideDesign[];
  /** The image every `logo` box draws. */
  logo?: LogoImage;
}

/** The venture's deck design, as the export route reads it for a tool with `designedDeck`. */
export interface DeckLook {
  theme: ThemeId;
  brand: string;
  logo?: LogoImage;
  figures: DeckFigures;
}

/**
 * How a number cell reads: each maps to a spreadsheet number format in the renderer. Money is in
 * the workbook's currency (`WorkbookSpec.money`); percents are fractions (0.25 reads 25%).
 */
export type NumberFormat =
  | 'money'
  | 'money-per-month'
  | 'money-per-customer'
  | 'integer'
  | 'tenths'
  | 'percent'
  | 'percent-tenths'
  /** A percent kept as its number, as the model's inputs are (9.5 reads 9.5%): formulas divide by 100. */
  | 'percent-number'
  | 'ratio'
  | 'month';

export interface CellStyle {
  format?: NumberFormat;
  /** A value the founder is meant to change: styled as an input. */
  input?: boolean;
  bold?: boolean;
}

/**
 * A spreadsheet cell. Text and numbers are stored as values (a text starting with "=" stays text);
 * only `formula` cells compute, and each carries the engine's `result` so viewers that do not
 * recalculate still show the figure.
 */
export type SheetCell =
  | string
  | number
  | null
  | { value: string | number; style?: CellStyle }
  | { formula: string; result: string | number | boolean; style?: CellStyle };

export interface SheetSpec {
  name: string;
  /** Column headings (row 1) and widths in characters. */
  columns: readonly { header: string; width: number }[];
  /** Rows from row 2 down, each a cell per column from A. */
  rows: readonly (readonly SheetCell[])[];
}

export interface WorkbookSpec {
  /** The first is the sheet the file opens on. */
  sheets: readonly SheetSpec[];
  /** What money formats write before and after the digits ("€" and ""); US dollars when absent. */
  money?: { prefix: string; suffix: string };
  /** Defined names: `Price` for `Assumptions!$B$2`. */
  names: readonly { name: string; sheet: string; cell: string }[];
  /** The file's title, subject and author (the venture's, when known). */
  properties?: DocumentProperties;
}

/** The description each format is written from. */
export interface ExportSpecs {
  pptx: SlideDeckSpec;
  docx: DocumentSpec;
  pdf: DocumentSpec | SlideDeckSpec;
  xlsx: WorkbookSpec;
}

/** What the server knows of the venture a result belongs to when it builds a file (exports/context.ts). */
export interface ExportContext {
  /** The venture's name, when the export names a venture of the founder's workspace. */
  venture?: string;
  /** The founder's day the file is made, as an ISO date ("2026-11-25"). */
  date: string;
  /** The venture's newest saved financial model, when it has one. */
  model?: FinancialModel;
  /** The founder's pinned facts, which win over the model's figures in the key figures. */
  pins?: FactPins;
  /** The venture's deck design, logo and figures, for a tool that draws a designed deck. */
  deck?: DeckLook;
}

/**
 * A tool's descriptions of a result, one per format it exports. `context` is what the server knows
 * of the venture the result belongs to (its name, the date, its saved financial model).
 */
export type ExportDescriptions<Result> = {
  [F in ExportFormat]?: (result: Result, context: ExportContext) => ExportSpecs[F];
};
