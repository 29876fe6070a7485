import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { caretAfter, groupDigits, parseAmount } from './amount';

describe('parseAmount', () => {
  it.each([
    ['500000', 500_000],
    ['500,000', 500_000],
    ['€500,000', 500_000],
    ['$ 1,250,000.50', 1_250_000.5],
    ['500k', 500_000],
    ['500K', 500_000],
    ['1.2M', 1_200_000],
    ['$2.5m', 2_500_000],
    ['3 million', 3_000_000],
    ['1bn', 1_000_000_000],
    ['USD 2,500', 2_500],
    ['CHF 48 000', 48_000],
    ['2,5', 2.5],
    ['12.', 12],
    ['-1,200', -1_200],
    ['4.5', 4.5],
  ])('reads %s as %d', (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it.each(['', 'abc', '5x', '1.2.3', '€', 'k'])('reads %s as no amount', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('reads back every whole amount it groups', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (value) => {
        expect(parseAmount(groupDigits(String(value)))).toBe(value);
      }),
    );
  });
});

describe('groupDigits', () => {
  it.each([
    ['500000', '500,000'],
    ['5000', '5,000'],
    ['500', '500'],
    ['50,0000', '500,000'],
    ['1234.5', '1,234.5'],
    ['12.', '12.'],
    ['-1200', '-1,200'],
    ['', ''],
    ['500k', '500k'],
  ])('writes %s as %s', (typed, shown) => {
    expect(groupDigits(typed)).toBe(shown);
  });
});

describe('caretAfter', () => {
  it('keeps the caret after the same digits as the commas move', () => {
    // "50000|" typed to "500000|": the caret stays at the end.
    expect(caretAfter('500000', 6, '500,000')).toBe(7);
    // "1|234" → caret after the 1, in "1,234" still after the 1.
    expect(caretAfter('1234', 1, '1,234')).toBe(1);
    // Deleting the 5 of "1,500,000" at "1,|500,000" leaves "1,00,000" → "100,000", caret after "1".
    expect(caretAfter('1,00,000', 2, '100,000')).toBe(1);
  });
});
