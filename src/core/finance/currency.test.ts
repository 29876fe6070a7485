import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOf } from '../../../tests/support/digits-of';
import {
  CURRENCIES,
  currencySchema,
  currencySymbol,
  DEFAULT_CURRENCY,
  formatCompactMoney,
  formatMoney,
  formatMoneyPerCustomer,
  formatMoneyPerMonth,
  parseMoney,
} from './currency';
import { formatCompactUsd, formatUsd, formatUsdPerCustomer, formatUsdPerMonth } from './money';

/** Intl separates a letter symbol from the digits with a no-break space; read as a plain one here. */
const plain = (text: string) => text.replace(/\s/gu, ' ');
const safe = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

describe('the venture’s currency', () => {
  it('is one of nine, USD by default', () => {
    expect(CURRENCIES).toEqual(['USD', 'EUR', 'GBP', 'CHF', 'CAD', 'AUD', 'INR', 'JPY', 'SGD']);
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(currencySchema.parse('EUR')).toBe('EUR');
    expect(currencySchema.safeParse('eur').success).toBe(false);
    expect(currencySchema.safeParse('BTC').success).toBe(false);
  });

  it.each([
    ['USD', '$12,400', '-$1,200'],
    ['EUR', '€12,400', '-€1,200'],
    ['GBP', '£12,400', '-£1,200'],
    ['CHF', 'CHF 12,400', '-CHF 1,200'],
    ['CAD', 'CA$12,400', '-CA$1,200'],
    ['AUD', 'A$12,400', '-A$1,200'],
    ['INR', '₹12,400', '-₹1,200'],
    ['JPY', '¥12,400', '-¥1,200'],
    ['SGD', 'SGD 12,400', '-SGD 1,200'],
  ] as const)('formats %s amounts in whole units with its own symbol', (currency, positive, negative) => {
    expect(plain(formatMoney(12_400, currency))).toBe(positive);
    expect(plain(formatMoney(-1_200, currency))).toBe(negative);
    expect(plain(formatMoney(12_399.6, currency))).toBe(positive);
  });

  it('adds the units, shortens for axes and names the symbol', () => {
    expect(formatMoneyPerMonth(8_500, 'EUR')).toBe('€8,500/month');
    expect(formatMoneyPerCustomer(12, 'GBP')).toBe('£12/customer/month');
    expect(formatCompactMoney(12_400, 'EUR')).toBe('€12.4K');
    expect(plain(formatCompactMoney(310_000_000, 'CHF'))).toBe('CHF 310M');
    expect(formatCompactMoney(-950, 'JPY')).toBe('-¥950');
    expect(formatMoney(-0.2, 'EUR')).toBe('€0');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('CHF')).toBe('CHF');
  });

  it('writes US dollars exactly as money.ts always has', () => {
    fc.assert(
      fc.property(safe, (amount) => {
        expect(formatMoney(amount, 'USD')).toBe(formatUsd(amount));
        expect(formatMoneyPerMonth(amount, 'USD')).toBe(formatUsdPerMonth(amount));
        expect(formatMoneyPerCustomer(amount, 'USD')).toBe(formatUsdPerCustomer(amount));
        expect(formatCompactMoney(amount, 'USD')).toBe(formatCompactUsd(amount));
      }),
    );
    expect(formatMoney(-0.4, 'USD')).toBe(formatUsd(-0.4));
  });

  it('reads back every whole amount it writes, in every currency, and its digits as the chart does', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CURRENCIES), safe, (currency, amount) => {
        const text = formatMoney(amount, currency);
        expect(parseMoney(text, currency)).toBe(amount);
        expect(parseMoney(plain(text), currency)).toBe(amount);
        expect(digitsOf(text)).toBe(Math.abs(amount));
      }),
      { numRuns: 2_000 },
    );
  });

  it('reads nothing from text in another currency or not an amount', () => {
    expect(parseMoney('€12,400', 'USD')).toBeNull();
    expect(parseMoney('$12,400', 'CAD')).toBeNull();
    expect(parseMoney('CA$12,400', 'AUD')).toBeNull();
    expect(parseMoney('$12,40', 'USD')).toBeNull();
    expect(parseMoney('$12.4K', 'USD')).toBeNull();
    expect(parseMoney('', 'USD')).toBeNull();
    expect(parseMoney('  $1,200 ', 'USD')).toBe(1_200);
    expect(parseMoney('−$1,200', 'USD')).toBe(-1_200);
  });
});
