import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chartLayout, niceCeiling, signedScale } from './chart-layout';

describe('niceCeiling', () => {
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

describe('chartLayout', () => {
  const months = Array.from({ length: 12 }, (_, index) => (index + 1) * 10_000);
  const options = { label: (index: number) => `M${index + 1}`, tick: (value: number) => `$${value / 1000}K` };
  const overlapping = (labels: { x: number; text: string }[], font: number) =>
    labels
      .slice(1)
      .some(
        (label, at) =>
          label.x - labels[at]!.x < (label.text.length * font * 0.6 + labels[at]!.text.length * font * 0.6) / 2,
      );

  it('writes every month’s label where there is room, on a wide frame', () => {
    const layout = chartLayout(months, { width: 640, height: 280, font: 11 }, options);
    expect(layout.labels.map((label) => label.text)).toEqual(months.map((_, index) => `M${index + 1}`));
    expect(layout.bars).toHaveLength(12);
  });

  it('writes fewer labels on a phone’s frame, at the same size, none touching', () => {
    for (const width of [200, 279, 343]) {
      const layout = chartLayout(months, { width, height: 190, font: 11 }, options);
      if (width < 300) expect(layout.labels.length).toBeLessThan(12);
      expect(layout.labels.length).toBeGreaterThanOrEqual(3);
      expect(overlapping(layout.labels, 11)).toBe(false);
      expect(layout.labels.at(-1)?.text).toBe('M12');
    }
    const cash = chartLayout(
      Array.from({ length: 36 }, (_, index) => 1000 - index * 50),
      { width: 279, height: 190, font: 11 },
      options,
    );
    expect(overlapping(cash.labels, 11)).toBe(false);
    expect(cash.labels.map((label) => label.text)).toContain('M36');
  });

  it('keeps bars inside the frame and the tick labels left of the plot', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e7, max: 1e7 }), { minLength: 1, maxLength: 36 }),
        fc.integer({ min: 200, max: 1200 }),
        (values, width) => {
          const layout = chartLayout(values, { width, height: 220, font: 11 }, options);
          for (const bar of layout.bars) {
            expect(bar.x).toBeGreaterThanOrEqual(layout.left - 1e-9);
            expect(bar.x + bar.width).toBeLessThanOrEqual(layout.right + 1e-9);
            expect(bar.y).toBeGreaterThanOrEqual(0);
            expect(bar.y + bar.height).toBeLessThanOrEqual(220);
          }
          expect(layout.ticks.filter((tick) => tick.zero)).toHaveLength(1);
        },
      ),
      { numRuns: 200 },
    );
  });
});
