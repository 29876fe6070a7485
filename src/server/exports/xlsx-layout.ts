/**
 * How a sheet of the workbook looks opened and printed (xlsx.ts writes it): columns at least as
 * wide as their headers' longest word, headers and text wrapped with each row as tall as its
 * lines (Excel and LibreOffice draw a wrapped text over the next row otherwise), and a print
 * setup that fits the sheet to the paper.
 */
import type { SheetSpec } from '@/core/exports/spec';
import { wordTextWidth, wrappedLines } from './office-text';

/** Points: the type size every cell is set in (Arial). */
export const CELL_SIZE = 11;
/** Points a line of 11-point Arial takes in a row, and a row's own margin. */
const LINE = 15;
const ROW_MARGIN = 3;

/**
 * Points of text a column `width` characters wide holds: the width counts the default font's digit
 * (7 pixels, plus 5 of padding), pixels are 0.75 points, and the cell keeps 2 pixels each side.
 */
const textRoom = (width: number) => (width * 7 + 5 - 4) * 0.75;

/** The narrowest width (in characters) that holds `text`'s longest word on one line. */
function widthForWords(text: string, bold: boolean): number {
  const widest = Math.max(0, ...text.split(/\s+/).map((word) => wordTextWidth(word, CELL_SIZE, bold)));
  return Math.ceil((widest / 0.75 + 4 - 5) / 7) + 1;
}

/** Each column's width: the spec's, widened so no word of its header breaks. */
export function columnWidths(sheet: SheetSpec): number[] {
  return sheet.columns.map((column) => Math.max(column.width, widthForWords(column.header, true)));
}

/** A row's height in points for its texts wrapped in `widths`; undefined for a row of one line. */
export function rowHeight(texts: readonly (string | undefined)[], widths: readonly number[], bold = false) {
  const lines = Math.max(
    1,
    ...texts.map((text, index) => (text ? wrappedLines(text, textRoom(widths[index] ?? 10), CELL_SIZE, bold) : 1)),
  );
  return lines > 1 ? lines * LINE + ROW_MARGIN : undefined;
}

/** Characters of width a landscape A4 page holds at full size, about. */
const PAGE_WIDTH = 130;
/** The smallest scale a wide sheet prints at: 11-point figures as 7-point ones. */
const SMALLEST_SCALE = 0.62;

/**
 * Printing: landscape A4, the header row repeated on each page, fitted one page wide. A sheet more
 * than twice as wide as a page (a statement's 36 months and 3 years: one page wide would print it
 * at a quarter of its size) is fitted one page tall and as few pages wide as its figures stay
 * readable on, its first column (the line names) repeated on each.
 */
export function printSetup(widths: readonly number[]) {
  const total = widths.reduce((sum, width) => sum + width, 0);
  const wide = total > 2 * PAGE_WIDTH;
  return {
    setup: {
      paperSize: 9,
      orientation: 'landscape' as const,
      fitToPage: true,
      fitToWidth: wide ? Math.ceil((total * SMALLEST_SCALE) / PAGE_WIDTH) : 1,
      fitToHeight: wide ? 1 : 0,
      margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.6, header: 0.3, footer: 0.3 },
    },
    titles: { row: '1:1', ...(wide ? { column: 'A:A' } : {}) },
  };
}
