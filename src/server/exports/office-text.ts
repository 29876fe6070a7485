/**
 * Text as Word and Excel set it, for docx-layout.ts and xlsx-layout.ts: Arial's advances
 * (Helvetica's, metric for metric, read from pdfkit's font metrics without kerning, as Office does
 * not kern) and greedy line wrapping.
 */
import PDFDocument from 'pdfkit';

/** pdfkit's standard fonts below its public API: a glyph's advance without kerning (Word does not kern). */
interface AfmFont {
  glyphsForString(text: string): string[];
  widthOfGlyph(glyph: string): number;
}
let fonts: { regular: AfmFont; bold: AfmFont } | undefined;
function afm(bold: boolean): AfmFont {
  if (!fonts) {
    const doc = new PDFDocument({ autoFirstPage: false });
    const of = (name: string) => (doc.font(name) as unknown as { _font: { font: AfmFont } })._font.font;
    fonts = { regular: of('Helvetica'), bold: of('Helvetica-Bold') };
  }
  return bold ? fonts.bold : fonts.regular;
}

const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/** The width of `text` at `size` points: Helvetica's advances; a character it lacks as a square (CJK) or a wide letter. */
export function wordTextWidth(text: string, size: number, bold = false): number {
  const font = afm(bold);
  let total = 0;
  for (const char of text) {
    const advance = font.widthOfGlyph(font.glyphsForString(char)[0] ?? '');
    total += advance > 0 || char === '\u200b' ? advance : WIDE.test(char) ? 1000 : 600;
  }
  return (total / 1000) * size;
}

/** How many lines `text` wraps to in `width` points: greedy, breaking at spaces and after hyphens, a long word cut where it must. */
export function wrappedLines(text: string, width: number, size: number, bold = false): number {
  if (text.trim() === '') return 1;
  let lines = 0;
  for (const paragraph of text.split('\n')) {
    lines += 1;
    let used = 0;
    for (const piece of paragraph.match(/[^\s-]*-+|[^\s-]+|\s+/g) ?? []) {
      const pieceWidth = wordTextWidth(piece, size, bold);
      if (/^\s+$/.test(piece)) {
        // Spaces at a line's end hang past the margin.
        used += pieceWidth;
        continue;
      }
      if (used + pieceWidth <= width + 0.01 || used === 0) {
        if (pieceWidth > width) lines += Math.floor(pieceWidth / width);
        used = used === 0 && pieceWidth > width ? pieceWidth % width : used + pieceWidth;
        continue;
      }
      lines += 1;
      used = pieceWidth;
    }
  }
  return lines;
}
