/** Pure helpers for the revenue chart, kept apart from the SVG so they are easy to test. */

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
