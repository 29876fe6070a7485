/**
 * The deck's themes as data: a light one, a dark one and a bold one, each coloured by the founder's
 * brand colour. `paletteOf` gives the colours every layout draws with; text colours on the brand
 * colour are chosen by contrast, so a pale brand colour still carries legible text.
 */
import type { Hex } from './boxes';

import { THEME_IDS, type ThemeId } from './schema';

export { THEME_IDS, type ThemeId };

export const THEME_NAMES: Record<ThemeId, string> = { light: 'Light', dark: 'Dark', bold: 'Bold' };

/** The app's indigo-600: the brand colour until the founder picks one. */
export const DEFAULT_BRAND: Hex = '4F46E5';

export interface Palette {
  background: Hex;
  /** Cards, table stripes and the nested market figures' outer ring. */
  panel: Hex;
  text: Hex;
  muted: Hex;
  /** Headlines' marks, bullets, bars and big numbers. */
  accent: Hex;
  rule: Hex;
  /** The title slide's background and its text. */
  title: { background: Hex; text: Hex; muted: Hex };
  /** Text drawn on the accent colour. */
  onAccent: Hex;
}

const channels = (hex: Hex) => [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
const toHex = (values: number[]) =>
  values
    .map((value) =>
      Math.round(Math.min(255, Math.max(0, value)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
    .toUpperCase();

/** `a` moved towards `b` by `share` (0 keeps `a`). */
export function mix(a: Hex, b: Hex, share: number): Hex {
  const [from, to] = [channels(a), channels(b)];
  return toHex(from.map((value, index) => value + ((to[index] ?? 0) - value) * share));
}

/** WCAG relative luminance. */
function luminance(hex: Hex): number {
  const [r = 0, g = 0, b = 0] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: Hex, b: Hex): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Near-white or near-black, whichever reads better on `background`. */
export const readableOn = (background: Hex): Hex =>
  contrast(background, 'FFFFFF') >= contrast(background, '0F172A') ? 'FFFFFF' : '0F172A';

/** The brand colour itself when it stands out on `background` (3:1, as large text needs), else it darkened or lightened until it does. */
function accentOn(brand: Hex, background: Hex): Hex {
  const towards = readableOn(background);
  let accent = brand;
  for (let step = 1; step <= 10 && contrast(accent, background) < 3; step++) accent = mix(brand, towards, step / 10);
  return accent;
}

export function paletteOf(theme: ThemeId, brand: Hex = DEFAULT_BRAND): Palette {
  const onBrand = readableOn(brand);
  const brandTitle = { background: brand, text: onBrand, muted: mix(onBrand, brand, 0.2) };
  switch (theme) {
    case 'dark': {
      const background = '0F172A';
      const accent = accentOn(brand, background);
      return {
        background,
        panel: '1E293B',
        text: 'F8FAFC',
        muted: 'CBD5E1',
        accent,
        rule: '334155',
        title: { background: '020617', text: 'FFFFFF', muted: 'CBD5E1' },
        onAccent: readableOn(accent),
      };
    }
    case 'bold': {
      const panel = mix(brand, readableOn(onBrand), 0.25);
      const accent = accentOn(mix(brand, onBrand, 0.85), brand);
      return {
        background: brand,
        panel,
        text: onBrand,
        muted: mix(onBrand, brand, 0.2),
        accent,
        rule: mix(onBrand, brand, 0.6),
        title: brandTitle,
        onAccent: readableOn(accent),
      };
    }
    default: {
      const accent = accentOn(brand, 'FFFFFF');
      return {
        background: 'FFFFFF',
        panel: 'F1F5F9',
        text: '0F172A',
        muted: '475569',
        accent,
        rule: 'CBD5E1',
        title: brandTitle,
        onAccent: readableOn(accent),
      };
    }
  }
}
