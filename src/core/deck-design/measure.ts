/**
 * Text widths without a canvas, so core, the server and the browser measure alike: Helvetica's
 * advance widths (Arial's are the same, metric for metric) for printable ASCII, in thousandths of
 * the size. Other characters are weighed conservatively: Latin-like ones as the widest lowercase
 * letters, Chinese, Japanese and Korean ones as a full square. A small margin keeps a line that
 * measures as fitting from wrapping in a reader whose font runs a little wider.
 */
/**
 * The fonts a slide is drawn in where the browser draws it (the screen, the share page): Arial or a
 * font of Arial's metrics (Liberation Sans, Arimo: what Linux has), so the widths below hold. A
 * fallback of other metrics runs wider and clips the lines this file measured as fitting.
 */
export const SLIDE_FONTS = 'Arial, "Liberation Sans", Arimo, Helvetica, sans-serif';

const REGULAR = [
  278, 278, 355, 556, 556, 889, 667, 222, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 222, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];
const BOLD = [
  278, 333, 474, 556, 556, 889, 722, 278, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 278, 556, 611, 556, 611,
  556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389,
  280, 389, 584,
];
/** A character outside ASCII that is not wide: as wide as the widest lowercase letters (accented letters, Cyrillic, Greek). */
const OTHER = 667;
const SQUARE = 1000;
/** Readers' fonts differ a little from the metrics: every width is taken 6% wider. */
const MARGIN = 1.06;

const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;

function advance(char: string, table: readonly number[]): number {
  const code = char.codePointAt(0) ?? 32;
  if (code >= 32 && code < 127) return table[code - 32] ?? OTHER;
  return WIDE.test(char) ? SQUARE : OTHER;
}

/** The width of `text` set at `size` points, in points (conservative). */
export function textWidth(text: string, size: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let total = 0;
  for (const char of text) total += advance(char, table);
  return (total / 1000) * size * MARGIN;
}
