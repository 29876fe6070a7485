import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { STANDARD } from './pdf-text';
import { unwrapWoff } from './woff';

export type Weight = 'regular' | 'bold';

interface FallbackFont {
  /** What it is for, for errors and tests. */
  script: string;
  /** The npm package that ships the files, and each weight's path inside it. */
  from: string;
  regular: string;
  bold: string;
  /** Written right to left (visualOrder in pdf-text.ts). */
  rtl?: boolean;
}

const notoSans = (subset: string): FallbackFont => ({
  script: subset,
  from: '@fontsource/noto-sans',
  regular: `files/noto-sans-${subset}-400-normal.woff`,
  bold: `files/noto-sans-${subset}-700-normal.woff`,
});

/**
 * The fonts a PDF falls back to, in order: a character Helvetica lacks is drawn with the first
 * that has it. Noto throughout, so the scripts look alike; each file covers one script, so a
 * document embeds (a subset of) only the fonts its text needs. Packages, not downloads: they
 * install with npm and are read from node_modules. Japanese takes the Chinese font's kanji and
 * kana; Korean comes in one weight, also used for bold.
 */
export const FALLBACK_FONTS: readonly FallbackFont[] = [
  ...['latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese', 'latin', 'devanagari'].map(notoSans),
  {
    script: 'arabic',
    from: '@fontsource/noto-sans-arabic',
    regular: 'files/noto-sans-arabic-arabic-400-normal.woff',
    bold: 'files/noto-sans-arabic-arabic-700-normal.woff',
    rtl: true,
  },
  {
    script: 'hebrew',
    from: '@fontsource/noto-sans-hebrew',
    regular: 'files/noto-sans-hebrew-hebrew-400-normal.woff',
    bold: 'files/noto-sans-hebrew-hebrew-700-normal.woff',
    rtl: true,
  },
  {
    script: 'chinese',
    from: '@embedpdf/fonts-sc',
    regular: 'fonts/NotoSansHans-Regular.otf',
    bold: 'fonts/NotoSansHans-Bold.otf',
  },
  {
    script: 'korean',
    from: 'noto-sans-kr',
    regular: 'fonts/NotoSans-Regular.woff',
    bold: 'fonts/NotoSans-Regular.woff',
  },
];

const require = createRequire(import.meta.url);

/** A file of a package, found as Node finds the package (their `exports` hide the font files from `resolve`). */
function packageFile(name: string, file: string): string {
  const folder = (require.resolve.paths(name) ?? []).find((modules) => existsSync(join(modules, name, file)));
  if (!folder) throw new Error(`The font ${name}/${file} is not installed: run npm install.`);
  return join(folder, name, file);
}

// Read and parsed once per render thread: the Chinese font alone is 8 MB.
const opened = new Map<string, Font>();

/** The fallback font `index` in this weight, as pdfkit's registerFont takes it. */
export function fallbackFont(index: number, weight: Weight): Font {
  const source = FALLBACK_FONTS[index];
  if (!source) throw new Error(`No fallback font ${index}`);
  const path = packageFile(source.from, source[weight]);
  let font = opened.get(path);
  if (!font) {
    const file = readFileSync(path);
    font = create(path.endsWith('.woff') ? unwrapWoff(file) : file);
    opened.set(path, font);
  }
  return font;
}

export const isRtlFont = (index: number) => FALLBACK_FONTS[index]?.rtl === true;

const chosen = new Map<number, number>();

/** The first fallback font with a glyph for the character, or STANDARD when none has one. Fonts open as they are first asked. */
export function fallbackFor(codePoint: number): number {
  let index = chosen.get(codePoint);
  if (index === undefined) {
    index = FALLBACK_FONTS.findIndex((_, each) => fallbackFont(each, 'regular').hasGlyphForCodePoint(codePoint));
    if (index < 0) index = STANDARD;
    chosen.set(codePoint, index);
  }
  return index;
}
