/** Pure helpers for the revenue chart, kept apart from the SVG so they are easy to test. */

/** The smallest "round" number (1, 2, 2.5 or 5 times a power of ten) at or above `value`. */
export function niceCeiling(value: number): number {
  if (!(value > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * magnitude >= value * (1 - 1e-12)) ?? 10;
  return step * magnitude;
}

const LIGHTEST = 74;
const DARKEST = 38;

/** Lightness of bar `index` of `count`: each bar a little darker than the one before (docs/product.md §2). */
export function barLightness(index: number, count: number): number {
  if (count <= 1) return DARKEST;
  return LIGHTEST - ((LIGHTEST - DARKEST) * index) / (count - 1);
}

/** The bar's fill: the app's indigo, darker with each month. */
export function barShade(index: number, count: number): string {
  return `hsl(243 75% ${barLightness(index, count).toFixed(1)}%)`;
}

/** "Month 7" -> "M7", as the product's chart shortens its axis labels. */
export function shortMonth(label: string): string {
  return label.replace(/^Month\s+/, 'M');
}

/**
 * An axis for values of either sign, with 0 on it: steps of a round size, the top at or above the
 * highest value and the bottom at or below the lowest (0 when none is negative). About `steps`
 * steps between them.
 */
export function signedScale(values: readonly number[], steps = 4): { top: number; bottom: number; ticks: number[] } {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const step = niceCeiling((high - low) / steps);
  const top = Math.max(step, Math.ceil(high / step) * step);
  const bottom = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) ticks.push(Math.abs(tick) < step / 2 ? 0 : tick);
  return { top, bottom, ticks };
}
