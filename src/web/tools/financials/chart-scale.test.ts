import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { barLightness, barShade, niceCeiling, shortMonth, signedScale } from './chart-scale';

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

describe('signedScale', () => {
  it('puts 0 on the axis and covers both signs in round steps', () => {
    expect(signedScale([-47_000, 12_000, 30_000])).toEqual({
      top: 40_000,
      bottom: -60_000,
      ticks: [-60_000, -40_000, -20_000, 0, 20_000, 40_000],
    });
  });

  it('starts at 0 when nothing is negative, and ends at 0 when nothing is positive', () => {
    expect(signedScale([100, 900])).toEqual({ top: 1_000, bottom: 0, ticks: [0, 250, 500, 750, 1_000] });
    const negative = signedScale([-900, -100]);
    expect(negative.bottom).toBe(-1_000);
    expect(negative.ticks).toContain(0);
    expect(negative.top).toBeGreaterThan(0);
  });

  it('holds every value, with 0 among a handful of ticks, for any balances', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e12, max: 1e12 }), { minLength: 1, maxLength: 36 }), (values) => {
        const { top, bottom, ticks } = signedScale(values);
        expect(top).toBeGreaterThanOrEqual(Math.max(...values));
        expect(bottom).toBeLessThanOrEqual(Math.min(0, ...values));
        expect(ticks).toContain(0);
        expect(ticks.length).toBeLessThanOrEqual(9);
      }),
    );
  });

  it('gives a usable axis for all zeros', () => {
    const flat = signedScale([0, 0]);
    expect(flat.ticks).toContain(0);
    expect(flat.top).toBeGreaterThan(flat.bottom);
  });
});
