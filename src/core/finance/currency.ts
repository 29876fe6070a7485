/**
 * The venture's currency (issue 27). Amounts are whole units of it, whatever it is: choosing
 * another currency changes the unit, never the numbers (no conversion, ever).
 *
 * Every currency is formatted by Intl in one locale, en-US, with the currency's own symbol ("€12,400",
 * "CHF 12,400", "CA$12,400"): the app writes English, and one set of digit grouping keeps every
 * amount readable the same way by the figure check and the chart (money.ts). A Berlin founder thus
 * reads "€12,400", not "12.400 €". formatMoney(x, 'USD') is formatUsd(x), character for character.
 */
import * as z from 'zod/mini';

export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'INR', 'JPY', 'SGD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const currencySchema = z.enum(CURRENCIES);
export const DEFAULT_CURRENCY: Currency = 'USD';

const LOCALE = 'en-US';
const formats = new Map<Currency, Intl.NumberFormat>();

function moneyFormat(currency: Currency): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    formats.set(currency, format);
  }
  return format;
}

/** What Intl writes before and after the digits of an amount in `currency`: "$" and "", "CHF " and "". */
export function currencyAffixes(currency: Currency): { prefix: string; suffix: string } {
  const parts = moneyFormat(currency).formatToParts(1);
  const at = parts.findIndex((part) => part.type === 'integer');
  const text = (from: number, to?: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join('');
  return { prefix: text(0, at), suffix: text(at + 1) };
}

/** The currency's symbol alone, for units beside an input: "$", "€", "CHF". */
export function currencySymbol(currency: Currency): string {
  return (
    moneyFormat(currency)
      .formatToParts(1)
      .find((part) => part.type === 'currency')?.value ?? currency
  );
}

/** 12400 -> "€12,400"; -1200 -> "-€1,200". Rounded to whole units (a -0 reads as 0). */
export function formatMoney(amount: number, currency: Currency): string {
  return moneyFormat(currency).format(Math.round(amount) + 0);
}

/** 8500 -> "€8,500/month". */
export function formatMoneyPerMonth(amount: number, currency: Currency): string {
  return `${formatMoney(amount, currency)}/month`;
}

/** 12 -> "€12/customer/month". */
export function formatMoneyPerCustomer(amount: number, currency: Currency): string {
  return `${formatMoney(amount, currency)}/customer/month`;
}

/** Short amounts, as formatCompactUsd: 950 -> "€950", 12400 -> "€12.4K", 310000000 -> "CHF 310M". */
export function formatCompactMoney(amount: number, currency: Currency): string {
  const { prefix, suffix } = currencyAffixes(currency);
  const abs = Math.abs(amount);
  const sign = amount < 0 ? '-' : '';
  // One decimal below 100 of a unit ("€12.4B"), whole numbers from there ("€310M").
  const short = (value: number, unit: string) =>
    `${sign}${prefix}${Number(value.toFixed(value < 100 ? 1 : 0))}${unit}${suffix}`;
  if (abs >= 1e9) return short(abs / 1e9, 'B');
  if (abs >= 1e6) return short(abs / 1e6, 'M');
  if (abs >= 1e3) return short(abs / 1e3, 'K');
  return `${sign}${prefix}${Math.round(abs)}${suffix}`;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Spaces of any width (Intl writes a no-break space after "CHF") read as one plain space. */
const plainSpaces = (text: string) => text.replace(/\s+/gu, ' ');

/**
 * The whole amount a display string of formatMoney states in `currency`, or null when the text is
 * not one: "€12,400" -> 12400, "-CHF 1,200" -> -1200. The symbol must be the currency's own.
 */
export function parseMoney(text: string, currency: Currency): number | null {
  const { prefix, suffix } = currencyAffixes(currency);
  const pattern = new RegExp(
    `^([-\u2212]?)${escape(plainSpaces(prefix))}(\\d{1,3}(?:,\\d{3})*)${escape(plainSpaces(suffix))}$`,
    'u',
  );
  const match = pattern.exec(plainSpaces(text.trim()));
  if (!match) return null;
  const amount = Number(match[2]!.replaceAll(',', ''));
  if (!Number.isSafeInteger(amount)) return null;
  return match[1] ? -amount || 0 : amount;
}
