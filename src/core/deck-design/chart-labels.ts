/**
 * The value labels of a designed deck's chart: short, so a label never wraps ("$214K", "€1.29M",
 * never "€1,290,604", which LibreOffice broke over two lines above its bar). The .pptx's native
 * chart writes its labels itself, from a number format: `chartLabelFormat` is that format, and
 * `chartLabel` writes what it shows, so the screen, the .pdf and the share page draw the same text.
 */
import { currencyAffixes, type Currency } from '../finance/currency';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const millions = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

/** 950 → "$950", 213,700 → "$214K", 1,290,604 → "$1.29M", 2,100,000 → "$2.1M": as `chartLabelFormat` writes it. */
export function chartLabel(value: number, currency: Currency): string {
  const { prefix, suffix } = currencyAffixes(currency);
  if (value >= 1_000_000) return `${prefix}${millions.format(value / 1_000_000)}M${suffix}`;
  if (value >= 1_000) return `${prefix}${whole.format(value / 1_000)}K${suffix}`;
  return `${prefix}${whole.format(value)}${suffix}`;
}

/** The spreadsheet number format that labels a value as `chartLabel` does: millions, thousands, units. */
export function chartLabelFormat(currency: Currency): string {
  const { prefix, suffix } = currencyAffixes(currency);
  const quoted = (text: string) => (text ? `"${text.replace(/"/g, '')}"` : '');
  const [before, after] = [quoted(prefix), quoted(suffix)];
  return `[>=1000000]${before}#,##0.0#,,"M"${after};[>=1000]${before}#,##0,"K"${after};${before}#,##0${after}`;
}
