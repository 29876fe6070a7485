/**
 * The body size a slide's bullets get, from how much they say: a slide the founder filled with
 * text stays on its slide instead of running off it. PowerPoint's own shrink-to-fit only applies
 * once the text is edited, so the size is chosen before the file is written. (The PDF measures
 * its bullets with the fonts that draw them, pdf-fallback.ts; a .pptx is drawn by the reader's
 * fonts, so here text is weighed by character.)
 */
const STEPS = [
  { upTo: 320, size: 22 },
  { upTo: 520, size: 20 },
  { upTo: 760, size: 18 },
  { upTo: 1040, size: 16 },
  { upTo: 1400, size: 14 },
] as const;
/** Roughly a line's worth of characters: a short line still takes a whole line. */
const LINE_COST = 60;
/** Chinese, Japanese and Korean characters (and full-width forms) are drawn about twice as wide as Latin letters. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/gu;

/** A line's width in Latin letters: wide characters count twice. */
const weightOf = (line: string) => [...line].length + (line.match(WIDE)?.length ?? 0);

export function bodyFontSize(lines: readonly string[]): number {
  const weight = lines.reduce((total, line) => total + Math.max(weightOf(line), LINE_COST), 0);
  return STEPS.find((step) => weight <= step.upTo)?.size ?? 12;
}
