/**
 * The body size a slide's bullets get, from how much they say: a slide the founder filled with
 * text stays on its slide instead of running off it. PowerPoint's own shrink-to-fit only applies
 * once the text is edited, so the size is chosen before the file is written.
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

export function bodyFontSize(lines: readonly string[]): number {
  const weight = lines.reduce((total, line) => total + Math.max(line.length, LINE_COST), 0);
  return STEPS.find((step) => weight <= step.upTo)?.size ?? 12;
}
