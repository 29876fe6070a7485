/**
 * Money and figure formatting for the financial model. Every amount the engine produces is a
 * whole number of US dollars, so a display string and its number always agree, and stripping the
 * non-digits from a revenue string gives back the number (as the product's chart reads it, docs/product.md §3).
 */

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 12400 -> "$12,400"; -1200 -> "-$1,200". Whole dollars only. */
export function formatUsd(dollars: number): string {
  const whole = Math.round(dollars);
  return `${whole < 0 ? '-' : ''}$${grouped.format(Math.abs(whole))}`;
}

/** 8500 -> "$8,500/month". */
export function formatUsdPerMonth(dollars: number): string {
  return `${formatUsd(dollars)}/month`;
}

/** 12 -> "$12/customer/month". */
export function formatUsdPerCustomer(dollars: number): string {
  return `${formatUsd(dollars)}/customer/month`;
}

/** Short amounts, for chart axes and prose: 950 -> "$950", 12400 -> "$12.4K", 310000000 -> "$310M". */
export function formatCompactUsd(dollars: number): string {
  const abs = Math.abs(dollars);
  const sign = dollars < 0 ? '-' : '';
  // One decimal below 100 of a unit ("$12.4B"), whole numbers from there ("$310M").
  const short = (value: number, unit: string) => `${sign}$${Number(value.toFixed(value < 100 ? 1 : 0))}${unit}`;
  if (abs >= 1e9) return short(abs / 1e9, 'B');
  if (abs >= 1e6) return short(abs / 1e6, 'M');
  if (abs >= 1e3) return short(abs / 1e3, 'K');
  return `${sign}$${Math.round(abs)}`;
}

/** 142 -> "142%"; -12 -> "-12%"; 2.5 -> "2.5%". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(1))}%`;
}

/** 4.8 -> "4.8:1". */
export function formatRatio(ratio: number): string {
  return `${ratio.toFixed(1)}:1`;
}
