import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOf } from '../../../tests/support/digits-of';
import {
  formatCompactUsd,
  formatPercent,
  formatRatio,
  formatUsd,
  formatUsdPerCustomer,
  formatUsdPerMonth,
} from './money';

describe('money formatting', () => {
  it.each([
    [0, '$0'],
    [7, '$7'],
    [12_400, '$12,400'],
    [1_234_567, '$1,234,567'],
    [-1_200, '-$1,200'],
  ])('formats %d as %s', (dollars, text) => {
    expect(formatUsd(dollars)).toBe(text);
  });

  it('adds the unit where a figure is per month or per customer', () => {
    expect(formatUsdPerMonth(8_500)).toBe('$8,500/month');
    expect(formatUsdPerCustomer(12)).toBe('$12/customer/month');
  });

  it.each([
    [0, '$0'],
    [950, '$950'],
    [1_000, '$1K'],
    [12_400, '$12.4K'],
    [2_500, '$2.5K'],
    [310_000, '$310K'],
    [3_200_000, '$3.2M'],
    [45_000_000_000, '$45B'],
  ])('shortens %d to %s for chart axes', (dollars, text) => {
    expect(formatCompactUsd(dollars)).toBe(text);
  });

  it('formats growth and ratios', () => {
    expect(formatPercent(142)).toBe('142%');
    expect(formatPercent(-12)).toBe('-12%');
    expect(formatPercent(2.5)).toBe('2.5%');
    expect(formatRatio(4.8)).toBe('4.8:1');
    expect(formatRatio(3)).toBe('3.0:1');
  });

  it('reads back any whole amount from its display string, as docs/product.md’s chart does', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (dollars) => {
        expect(digitsOf(formatUsd(dollars))).toBe(dollars);
        expect(digitsOf(formatUsdPerMonth(dollars))).toBe(dollars);
      }),
    );
    expect(digitsOf('no digits')).toBeNaN();
  });
});
