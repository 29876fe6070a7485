/**
 * Market Opportunity: TAM, SAM and SOM as nested discs, each figure named beside them. A content
 * line that states one of the sizes ("Serviceable market: $28.7B among busy parents in Lisbon")
 * becomes that figure's caption, its figure taken out ("Serviceable market among busy parents in
 * Lisbon"), so a size is said once, beside its disc, and never again as a bullet.
 */
import { findFigures } from '../venture/figures/find';
import type { Box } from './boxes';
import type { DeckFigures } from './figures';
import { text, textHeight, tight, type Area } from './layouts';
import { mix, type Palette } from './themes';

export interface Ring {
  /** TAM, SAM or SOM. */
  name: string;
  /** The size as the venture's facts show it ("$28.7B"). */
  figure: string;
  /** What the deck's words say of it, its figure taken out; the ring's name when they say nothing. */
  caption: string;
}

const RINGS = [
  { id: 'tam', name: 'TAM' },
  { id: 'sam', name: 'SAM' },
  { id: 'som', name: 'SOM' },
] as const;

/** A line with its figure taken out, read as a caption: "Obtainable in five years: $1.2B" → "Obtainable in five years". */
function withoutFigure(line: string, start: number, end: number): string {
  const before = line
    .slice(0, start)
    .replace(/\s*(?:[:=–—-]|\b(?:of|at|is|are|worth|about|around|roughly|approximately|~))\s*$/i, '');
  const after = line
    .slice(end)
    .replace(/^[\s,;:.)]+/, ' ')
    .trimEnd();
  return `${before}${after}`
    .replace(/\s{2,}/g, ' ')
    .replace(/[\s,;:–—-]+$/, '')
    .trim();
}

/**
 * The rings the venture's sizes draw, each captioned by the line that states it (the figure finder
 * names the size a figure is: "Total addressable market", "TAM", "serviceable"...), and the lines
 * left over, which the slide shows as its words.
 */
export function marketRings(
  lines: readonly string[],
  sizes: NonNullable<DeckFigures['market']>,
): { rings: Ring[]; rest: string[] } {
  const captions = new Map<string, string>();
  const rest = lines.filter((line) => {
    const figure = findFigures(line).find((each) => each.cue && ['tam', 'sam', 'som'].includes(each.cue));
    const id = figure?.cue;
    if (!figure || !id || captions.has(id) || sizes[id as keyof typeof sizes] === undefined) return true;
    const caption = withoutFigure(line, figure.start, figure.end);
    if (caption === '') return true;
    captions.set(id, caption);
    return false;
  });
  const rings = RINGS.flatMap(({ id, name }) => {
    const figure = sizes[id];
    return figure === undefined ? [] : [{ name, figure, caption: captions.get(id) ?? name }];
  });
  return { rings, rest };
}

/** TAM, SAM and SOM as nested discs sharing their base, each figure and its caption beside them. */
export function market(area: Area, rings: readonly Ring[], palette: Palette): Box[] {
  const outer = Math.min(area.h, area.w * 0.42);
  const fills = [
    mix(palette.accent, palette.background, 0.75),
    mix(palette.accent, palette.background, 0.45),
    palette.accent,
  ];
  // The discs share their base, the largest centred in the area's height (a narrow area leaves room above and below).
  const base = area.y + (area.h + outer) / 2;
  const discs: Box[] = rings.map((_, index) => {
    const diameter = outer * (1 - index * 0.3);
    const x = area.x + (outer - diameter) / 2;
    return { kind: 'ellipse', x, y: base - diameter, w: diameter, h: diameter, fill: fills[index] ?? palette.accent };
  });
  const legendX = area.x + outer + 40;
  const width = area.x + area.w - legendX - 36;
  const rowHeight = area.h / rings.length;
  const legend = rings.flatMap((ring, index): Box[] => {
    const figure = text({ x: legendX + 36, y: 0, w: width, h: 44 }, [ring.figure], {
      size: 36,
      floor: 18,
      bold: true,
      color: palette.text,
    });
    const caption = tight(
      text({ x: legendX + 36, y: 0, w: width, h: Math.max(20, rowHeight - 52) }, [ring.caption], {
        size: 18,
        floor: 10,
        wrap: 'always',
        lineHeight: 1.2,
        color: palette.muted,
      }),
    );
    const height = 44 + 4 + textHeight(caption);
    const y = area.y + index * rowHeight + (rowHeight - height) / 2;
    return [
      { kind: 'ellipse', x: legendX, y: y + 12, w: 20, h: 20, fill: fills[index] ?? palette.accent },
      { ...figure, y },
      { ...caption, y: y + 48 },
    ];
  });
  return [...discs, ...legend];
}
