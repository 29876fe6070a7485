import { describe, expect, it } from 'vitest';
import { contrast, paletteOf, THEME_IDS } from './themes';

describe('themes', () => {
  it.each(THEME_IDS)('%s keeps text legible on its backgrounds for any brand colour', (theme) => {
    for (const brand of ['4F46E5', 'FDE047', '000000', 'FFFFFF', '10B981']) {
      const palette = paletteOf(theme, brand);
      expect(contrast(palette.text, palette.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.title.text, palette.title.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.accent, palette.background)).toBeGreaterThanOrEqual(3);
      expect(contrast(palette.onAccent, palette.accent)).toBeGreaterThanOrEqual(3);
    }
  });

  it('differ: light is white, dark is dark, bold is the brand colour', () => {
    expect(paletteOf('light', '10B981').background).toBe('FFFFFF');
    expect(paletteOf('dark', '10B981').background).toBe('0F172A');
    expect(paletteOf('bold', '10B981').background).toBe('10B981');
    expect(paletteOf('light', '10B981').title.background).toBe('10B981');
  });
});
