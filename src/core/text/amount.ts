/**
 * Amounts as founders type and paste them: "500000", "500,000", "€500,000", "$1.2M", "500k",
 * "USD 2,500". Read to a number, and written back with thousands separators while typing, so a
 * large amount reads as one ("500,000", never "500000"). Pure: the inputs of the model's editors
 * and of the venture's facts use it (web/components/ui/amount-input.tsx).
 */

/** A currency's mark or code before or after an amount, dropped when reading it. */
const CURRENCY = /(?:US|CA|A|C|NZ|HK|S)?\$|[€£¥₹]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|INR|JPY|SGD)\b/gi;
/** What a scale written after the digits multiplies them by. */
const SCALES: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  m: 1e6,
  mn: 1e6,
  mm: 1e6,
  million: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
};
const NUMBER = /^([-−]?)(\d+(?:\.\d*)?|\.\d+)(?:\s*([a-z]+))?$/i;

/**
 * The number an amount's text states, or null when it states none: currency marks and spaces
 * dropped, commas read as thousands separators (a lone comma before one or two final digits as a
 * decimal point, "2,5"), a scale after it applied ("500k", "1.2M", "3 million").
 */
export function parseAmount(text: string): number | null {
  const plain = text.replace(CURRENCY, '').replace(/[\s\u00a0\u202f']/g, '');
  const read = /^[-−]?\d+,\d{1,2}$/.test(plain) ? plain.replace(',', '.') : plain.replace(/,/g, '');
  const match = NUMBER.exec(read);
  if (!match) return null;
  const scale = match[3] ? SCALES[match[3].toLowerCase()] : 1;
  if (scale === undefined) return null;
  const value = Number(match[2]) * scale * (match[1] ? -1 : 1);
  return Number.isFinite(value) ? value : null;
}

/** Whether a text is a plain number as it is being typed: digits and commas, one point, a leading minus. */
const TYPED = /^-?[\d,]*(?:\.\d*)?$/;

/**
 * The text as typed with its whole part's digits grouped in threes: "500000" → "500,000",
 * "1234.5" → "1,234.5", "12." stays "12." (the point just typed). Text that is not a plain number
 * ("500k", "€5") is left as it is, to be read by `parseAmount`.
 */
export function groupDigits(text: string): string {
  if (!TYPED.test(text)) return text;
  const [whole = '', ...decimals] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace(/[-,]/g, '');
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${decimals.length > 0 ? `.${decimals.join('')}` : ''}`;
}

/** Where the caret goes in `formatted` to stay after the same characters it was after in `typed` (commas aside). */
export function caretAfter(typed: string, caret: number, formatted: string): number {
  const kept = typed.slice(0, caret).replace(/,/g, '').length;
  let seen = 0;
  for (let at = 0; at < formatted.length; at++) {
    if (seen === kept) return at;
    if (formatted[at] !== ',') seen += 1;
  }
  return formatted.length;
}
