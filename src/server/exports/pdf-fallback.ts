import { fallbackFont, fallbackFor, isRtlFont } from './pdf-fonts';
import { STANDARD, textRuns, visualOrder, type TextRun } from './pdf-text';

type Pdf = PDFKit.PDFDocument;

/** The parts of pdfkit's text layout below its public API (pdfkit 0.20): every line is drawn by `_fragment`. */
interface FragmentOptions {
  align?: string;
  width?: number;
  lineWidth?: number;
  textWidth?: number;
  baseline?: number | string;
}
interface PdfInternals {
  _font: { name: string; ascender: number };
  _fontSize: number;
  _fragment(text: string, x: number, y: number, options: FragmentOptions): void;
  widthOfString(text: string, options?: FragmentOptions): number;
}

/** Text Helvetica draws whole: the common case, left to pdfkit as it is. */
const standardOnly = (runs: readonly TextRun[]) =>
  runs.length === 0 || (runs.length === 1 && runs[0]!.font === STANDARD);

/**
 * Lets `doc` draw any text in its standard fonts (Helvetica, Helvetica-Bold) with per-character
 * fallback: pdfkit measures words with `widthOfString` and draws each wrapped line with
 * `_fragment`, so both split the text into runs of one font (pdf-text.ts) and measure or draw
 * each run in its font. Everything that lays out text (wrapping, heights, tables, lists, ellipsis)
 * then measures with the fonts that draw. Runs share the standard font's baseline.
 */
export function drawWithFallbackFonts(doc: Pdf): void {
  const pdf = doc as unknown as PdfInternals;
  const fragment = pdf._fragment.bind(doc);
  const widthOf = pdf.widthOfString.bind(doc);
  const registered = new Set<string>();

  /** Runs `work` with the run's font current (in the weight of the standard font in use), then restores it. */
  function inFont<T>(font: number, work: () => T): T {
    if (font === STANDARD) return work();
    const standard = pdf._font;
    const weight = standard.name.endsWith('-Bold') ? 'bold' : 'regular';
    const name = `fallback-${font}-${weight}`;
    // pdfkit takes a fontkit font as it is (its type says a path or bytes): parsed once per thread.
    if (!registered.has(name)) doc.registerFont(name, fallbackFont(font, weight) as never);
    registered.add(name);
    doc.font(name);
    try {
      return work();
    } finally {
      pdf._font = standard;
    }
  }

  const widthOfRuns = (runs: readonly TextRun[], options?: FragmentOptions) =>
    runs.reduce((total, run) => total + inFont(run.font, () => widthOf(run.text, options)), 0);

  pdf.widthOfString = (text, options) => {
    const runs = textRuns(String(text), fallbackFor);
    return standardOnly(runs) ? widthOf(runs[0]?.text ?? '', options) : widthOfRuns(runs, options);
  };

  pdf._fragment = (text, x, y, options) => {
    const runs = textRuns(String(text).replace(/\n/g, ''), fallbackFor);
    if (standardOnly(runs)) return fragment(runs[0]?.text ?? '', x, y, options);
    let left = x + alignment(pdf, String(text), options);
    const baseline = -(pdf._font.ascender / 1000) * pdf._fontSize;
    const runOptions = { ...options, align: 'left', baseline, textWidth: undefined };
    for (const run of visualOrder(runs, isRtlFont)) {
      inFont(run.font, () => {
        fragment(run.text, left, y, runOptions);
        left += widthOf(run.text, options);
      });
    }
  };
}

/** How far right pdfkit would start a line that is centred or right-aligned (justified lines start at the left). */
function alignment(pdf: PdfInternals, text: string, options: FragmentOptions): number {
  if (!options.width || options.lineWidth === undefined) return 0;
  if (options.align === 'right') return options.lineWidth - pdf.widthOfString(text.replace(/\s+$/, ''), options);
  if (options.align === 'center') return options.lineWidth / 2 - (options.textWidth ?? 0) / 2;
  return 0;
}
