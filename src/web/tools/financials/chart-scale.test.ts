import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barLightness, barShade, niceCeiling, shortMonth } from './chart-scale';

describe('chart scale', () => {
  it.each([
    [0, 1],
    [7, 10],
    [12_400, 20_000],
    [20_000, 20_000],
    [21_000, 25_000],
    [28_500, 50_000],
    [0.3, 0.5],
  ])('rounds the axis top for %d up to %d', (value, top) => {
    expect(niceCeiling(value)).toBeCloseTo(top, 9);
  });

  it('never puts a bar above the axis', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e15, noNaN: true }), (value) => {
        expect(niceCeiling(value)).toBeGreaterThanOrEqual(value * (1 - 1e-12));
      }),
    );
  });

  it('makes each bar a little darker than the one before', () => {
    const lightness = Array.from({ length: 12 }, (_, index) => barLightness(index, 12));
    lightness.slice(1).forEach((value, index) => expect(value).toBeLessThan(lightness[index] as number));
    expect(barShade(0, 12)).toBe('hsl(243 75% 74.0%)');
    expect(barShade(11, 12)).toBe('hsl(243 75% 38.0%)');
  });

  it('shortens "Month N" to "MN"', () => {
    expect(shortMonth('Month 1')).toBe('M1');
    expect(shortMonth('Month 12')).toBe('M12');
  });
});
