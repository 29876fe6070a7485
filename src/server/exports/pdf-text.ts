/**
 * Which font draws each character of a PDF's text. Helvetica, one of the fonts every PDF reader
 * has, draws whatever its encoding (WinAnsi: Western European text and typographic punctuation)
 * covers, so Western text embeds no font and stays small. Any other character is drawn with the
 * first embedded fallback font that has it (pdf-fonts.ts: Greek, Cyrillic, Arabic, Hebrew,
 * Devanagari, Chinese, Japanese kana, Korean...); one no font has is spelled with its base letter
 * or an ASCII stand-in where it has one, and as "?" where not, rather than as bytes a reader would
 * show as garbage.
 */
const WIN_ANSI_EXTRAS = new Set([
  0x0192, 0x2013, 0x2014, 0x2018, 0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x20ac,
  0x2030, 0x2039, 0x203a, 0x02c6, 0x2122, 0x0152, 0x0153, 0x02dc, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e,
]);
const SPELLED: Record<string, string> = {
  '→': '->',
  '←': '<-',
  '≥': '>=',
  '≤': '<=',
  '≈': '~',
  '−': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
  '\t': ' ',
  ł: 'l',
  Ł: 'L',
};

const SPACES = /^[\t\u2000-\u200a\u202f\u205f\u3000]$/u;

const encodable = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

/** Whether Helvetica (WinAnsi) draws the character as it is. Line breaks are the layout's, not a glyph. */
export const isWinAnsi = (char: string) => char === '\n' || encodable(char.codePointAt(0) ?? 0);

/** A character no font draws, in characters Helvetica does: "ł" → "l", "→" → "->", "東" → "?". */
export function spell(char: string): string {
  if (char in SPELLED) return SPELLED[char]!;
  const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base !== '' && [...base].every(isWinAnsi) ? base : '?';
}

/** Helvetica alone: every character WinAnsi does not have spelled (`spell`). */
export const toWinAnsi = (text: string) => [...text].map((char) => (isWinAnsi(char) ? char : spell(char))).join('');

/** The standard font's index in a run. */
export const STANDARD = -1;

/** A stretch of text drawn in one font: STANDARD (Helvetica) or the index of a fallback font. */
export interface TextRun {
  font: number;
  text: string;
}

/**
 * Splits text into runs of one font each, in reading order: WinAnsi characters in the standard
 * font, others in the font `fallbackFor` names (the first that has it), spelled when none does.
 */
export function textRuns(text: string, fallbackFor: (codePoint: number) => number): TextRun[] {
  const runs: TextRun[] = [];
  // Composed first, so "e" and a combining accent are one character in one font.
  for (const char of text.normalize('NFC')) {
    let font = STANDARD;
    // Tabs and typographic spaces are spaces: no font is embedded for the sake of a thin space.
    let piece = SPACES.test(char) ? ' ' : char;
    if (!isWinAnsi(piece)) {
      font = fallbackFor(char.codePointAt(0) ?? 0);
      if (font === STANDARD) piece = spell(char);
    }
    const last = runs.at(-1);
    if (last?.font === font) last.text += piece;
    else runs.push({ font, text: piece });
  }
  return runs;
}

/**
 * Runs in the order they are drawn, left to right, on a left-to-right line: each stretch of
 * right-to-left runs (Arabic, Hebrew words, with the spaces between them) is reversed, so its
 * first word is rightmost; within a word the font engine orders the glyphs. A simplification of
 * the Unicode bidi algorithm: digits and Latin inside such a stretch end it (docs/decisions.md, "Exports").
 */
export function visualOrder(runs: readonly TextRun[], isRtl: (font: number) => boolean): TextRun[] {
  const drawn: TextRun[] = [];
  let start = 0;
  while (start < runs.length) {
    if (!isRtl(runs[start]!.font)) {
      drawn.push(runs[start]!);
      start++;
      continue;
    }
    let end = start;
    for (let next = start + 1; next < runs.length; next++) {
      const run = runs[next]!;
      if (isRtl(run.font)) end = next;
      else if (!/^\s+$/.test(run.text)) break;
    }
    drawn.push(...runs.slice(start, end + 1).reverse());
    start = end + 1;
  }
  return drawn;
}
