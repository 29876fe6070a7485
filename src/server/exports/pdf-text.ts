/**
 * PDFs are written in Helvetica, one of the fonts every PDF reader has, so no font file is embedded.
 * Its encoding (WinAnsi) covers Western European text and typographic punctuation; any other
 * character is spelled with its base letter ("ł" → "l") where it has one, and as "?" where not,
 * rather than written as bytes a reader would show as garbage.
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
  ł: 'l',
  Ł: 'L',
};

const encodable = (code: number) =>
  (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(code);

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (char === '\n' || encodable(code)) out += char;
    else if (char in SPELLED) out += SPELLED[char];
    else if (char === '\t') out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += [...base].every((part) => encodable(part.codePointAt(0) ?? 0)) && base !== '' ? base : '?';
    }
  }
  return out;
}
