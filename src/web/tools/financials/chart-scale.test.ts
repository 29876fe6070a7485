import { describe, expect, it } from 'vitest';
import { barLightness, barShade, shortMonth } from './chart-scale';

describe('chart scale', () => {
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
