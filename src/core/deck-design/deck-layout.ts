/**
 * A designed deck, as data: `layoutSlide(deck, index)` answers one slide's boxes (boxes.ts) from
 * the slide's title and content, the venture's figures (figures.ts) and the theme. Pure and
 * deterministic: the deck screen, Present mode, the .pptx, the .pdf and a shared deck's page all
 * call it with the same input and draw the same boxes. Each slide picks its layout by its title:
 * the first is the title slide; Market Opportunity shows TAM/SAM/SOM, Financials & Ask the revenue
 * chart and the raise, Competition a table, Team a grid; without the figures or the shape a
 * layout needs, a slide falls back to its bullets, so no number is ever made up.
 */
import { listLines } from '../exports/text';
import { SLIDE, type Box, type SlideDesign } from './boxes';
import type { DeckFigures } from './figures';
import * as parts from './layouts';
import { BODY, MARGIN, text, type Area } from './layouts';
import { market, marketRings } from './market';
import { PAIR, personOf, team } from './team';
import { titleSlide } from './title-slide';
import { DEFAULT_BRAND, paletteOf, type Palette, type ThemeId } from './themes';

export { titleParts } from './title-slide';

export interface DeckLayoutInput {
  slides: readonly { title: string; content: string }[];
  theme: ThemeId;
  /** Six hex digits; the app's indigo when absent. */
  brand?: string;
  /** A logo is stored: every slide leaves it a corner. */
  logo: boolean;
  figures: DeckFigures;
}

/** The title, the accent mark, the logo's corner and the slide's number, on every content slide. */
function frame(deck: DeckLayoutInput, index: number, palette: Palette): Box[] {
  const titleWidth = SLIDE.width - 2 * MARGIN - (deck.logo ? 140 : 0);
  const boxes: Box[] = [
    { kind: 'rect', x: MARGIN, y: 40, w: 48, h: 6, fill: palette.accent },
    // A long title wraps at 24 points rather than shrinking on one line, its box as tall as its lines.
    parts.tight(
      text({ x: MARGIN, y: 56, w: titleWidth, h: 64 }, [deck.slides[index]?.title ?? ''], {
        size: 34,
        floor: 24,
        least: 16,
        bold: true,
        heading: true,
        wrap: 'after-floor',
        lineHeight: 1.1,
        color: palette.text,
        valign: 'middle',
      }),
    ),
    text({ x: SLIDE.width - MARGIN - 60, y: SLIDE.height - 36, w: 60, h: 16 }, [String(index + 1)], {
      size: 11,
      floor: 8,
      color: palette.muted,
      align: 'right',
      decorative: true,
    }),
  ];
  if (deck.logo) boxes.push({ kind: 'logo', x: SLIDE.width - MARGIN - 120, y: 36, w: 120, h: 48, align: 'right' });
  return boxes;
}

type Body = (lines: string[], deck: DeckLayoutInput, palette: Palette) => { layout: string; boxes: Box[] } | undefined;

/** The figures' share of the body's width when the slide's words go beside them. */
const FIGURE_SHARE = 0.46;
const GAP = 32;

/**
 * A layout's figures and the slide's own words: the figures in the body's left column and every
 * content line, fitted as bullets, in the right one, so no figure hides what the founder wrote.
 * With no words, the figures take the whole body.
 */
function besideContent(lines: readonly string[], palette: Palette, draw: (area: Area) => Box[]): Box[] {
  if (lines.length === 0) return draw(BODY);
  const figureWidth = Math.round(BODY.w * FIGURE_SHARE);
  const words = { ...BODY, x: BODY.x + figureWidth + GAP, w: BODY.w - figureWidth - GAP };
  return [...draw({ ...BODY, w: figureWidth }), parts.bullets(words, lines, palette, 24)];
}

/**
 * A few short lines under a figure that takes the body's width (the market's discs): the lines as
 * a band under it, cut to their height, the figure over the rest.
 */
function underContent(lines: readonly string[], palette: Palette, draw: (area: Area) => Box[]): Box[] {
  const band = parts.tight(parts.bullets({ ...BODY, y: 0, h: BODY.h * 0.3 }, lines, palette, 24));
  const figureHeight = BODY.h - band.h - GAP;
  return [...draw({ ...BODY, h: figureHeight }), { ...band, y: BODY.y + figureHeight + GAP }];
}

/** The revenue chart and the raise: side by side in a wide area, the raise under the chart in a narrow one. */
function financialFigures(area: Area, figures: DeckFigures, palette: Palette): Box[] {
  const { revenue, raise } = figures;
  if (!revenue) return raise ? parts.bigNumber(area, raise.display, 'The raise', palette) : [];
  if (!raise) return [parts.barChart(area, { name: 'Revenue', ...revenue }, palette)];
  const chart = { name: 'Revenue', ...revenue };
  if (area.w >= BODY.w) {
    const chartWidth = area.w * 0.6;
    const x = area.x + chartWidth + GAP;
    return [
      parts.barChart({ ...area, w: chartWidth }, chart, palette),
      ...parts.bigNumber({ ...area, x, w: area.x + area.w - x }, raise.display, 'The raise', palette),
    ];
  }
  const numberHeight = 120;
  const chartHeight = area.h - numberHeight - 16;
  return [
    parts.barChart({ ...area, h: chartHeight }, chart, palette),
    ...parts.bigNumber(
      { ...area, y: area.y + area.h - numberHeight, h: numberHeight },
      raise.display,
      'The raise',
      palette,
    ),
  ];
}

const financials: Body = (lines, { figures }, palette) => {
  if (!figures.revenue && !figures.raise) return undefined;
  return {
    layout: figures.revenue ? 'chart' : 'big-number',
    boxes: besideContent(lines, palette, (area) => financialFigures(area, figures, palette)),
  };
};

/** "Name: how it compares" lines as a table; any other line (no separator) as bullets under it. */
const competition: Body = (lines, _deck, palette) => {
  const rows = lines.flatMap((line) => {
    const match = PAIR.exec(line);
    return match ? [[match[1]!, match[2]!] as [string, string]] : [];
  });
  if (rows.length < 2 || rows.length > 7) return undefined;
  const rest = lines.filter((line) => !PAIR.test(line));
  const header = ['Alternative', 'How it compares'];
  if (rest.length === 0) return { layout: 'table', boxes: [parts.table(BODY, header, rows, palette)] };
  const band = parts.tight(parts.bullets({ ...BODY, y: 0, h: BODY.h * 0.35 }, rest, palette, 22));
  const grid = parts.table({ ...BODY, h: BODY.h - band.h - 20 }, header, rows, palette);
  return { layout: 'table', boxes: [grid, { ...band, y: grid.y + grid.h + 20 }] };
};

const teamGrid: Body = (lines, _deck, palette) => {
  if (lines.length < 1 || lines.length > 8) return undefined;
  return { layout: 'team', boxes: team(BODY, lines.map(personOf), palette) };
};

/** The longest line a card holds; longer lines read better as bullets. */
const CARD_LINE = 110;

/** Two to six short lines as cards (the product's features); one line as a statement; else two columns. */
const featureCards: Body = (lines, deck, palette) => {
  if (lines.length === 1) return { layout: 'statement', boxes: parts.statement(BODY, lines, palette) };
  if (lines.length < 2 || lines.length > 6 || lines.some((line) => line.length > CARD_LINE))
    return halves(lines, deck, palette);
  return { layout: 'cards', boxes: parts.cards(BODY, lines, palette) };
};

/** A long list in two balanced columns. */
const halves: Body = (lines, _deck, palette) => {
  if (lines.length < 2) return undefined;
  const half = Math.ceil(lines.length / 2);
  return {
    layout: 'two-columns',
    boxes: parts.twoColumns(BODY, [{ lines: lines.slice(0, half) }, { lines: lines.slice(half) }], palette),
  };
};

/** The sizes as discs, each captioned by the line that states it; the lines left as bullets under them, or beside them when many. */
const marketSlide: Body = (lines, { figures }, palette) => {
  if (!figures.market) return undefined;
  const { rings, rest } = marketRings(lines, figures.market);
  const draw = (area: Area) => market(area, rings, palette);
  if (rest.length === 0) return { layout: 'market', boxes: draw(BODY) };
  return {
    layout: 'market',
    boxes: rest.length <= 2 ? underContent(rest, palette, draw) : besideContent(rest, palette, draw),
  };
};

/** The column headings of the Solution slide, which answers the Problem slide beside it. */
export const PROBLEM_AND_SOLUTION = { problem: 'The problem', solution: 'Our solution' } as const;

/** The Problem slide's statement (its first line, as its own slide sets it large), if the deck has one. */
function problemStatement(deck: DeckLayoutInput): string | undefined {
  const problem = deck.slides.find((slide) => /problem/i.test(slide.title));
  return problem ? listLines(problem.content)[0] : undefined;
}

/** The problem it answers on the left, every line of the solution on the right; halves without a Problem slide. */
const problemAndSolution: Body = (lines, deck, palette) => {
  const problem = problemStatement(deck);
  if (problem === undefined || lines.length === 0) return halves(lines, deck, palette);
  const columns = [
    { heading: PROBLEM_AND_SOLUTION.problem, lines: [problem], statement: true },
    { heading: PROBLEM_AND_SOLUTION.solution, lines },
  ] as const;
  return { layout: 'two-columns', boxes: parts.twoColumns(BODY, columns, palette) };
};

/**
 * Each kind of slide, by its title, and the layout it takes; and what else in the deck it reads
 * beyond its own words, if anything (for `slideKey`).
 */
const BODIES: readonly (readonly [RegExp, Body, ((deck: DeckLayoutInput) => unknown)?])[] = [
  [/^(?!.*go[ -]to[ -]market).*market/i, marketSlide],
  [/financ|\bask\b/i, financials],
  [/competi/i, competition],
  [/team/i, teamGrid],
  [
    /problem/i,
    (lines, _deck, palette) =>
      lines.length > 0 ? { layout: 'statement', boxes: parts.statement(BODY, lines, palette) } : undefined,
  ],
  [/solution/i, problemAndSolution, problemStatement],
  [/product|service/i, featureCards],
];

const bodyOf = (title: string) => BODIES.find(([pattern]) => pattern.test(title));

/**
 * Everything slide `index`'s design reads but the figures: its place, its words, the design, and
 * what its layout reads of other slides (the Solution slide, the Problem's statement). A renderer
 * that keeps designs (the deck screen) keys them by it.
 */
export function slideKey(deck: DeckLayoutInput, index: number): string {
  const slide = deck.slides[index] ?? { title: '', content: '' };
  const borrowed = index === 0 ? undefined : bodyOf(slide.title)?.[2]?.(deck);
  return JSON.stringify([index, slide.title, slide.content, deck.theme, deck.brand, deck.logo, borrowed]);
}

/** A slide of one or two short lines says them as a statement; any other, as bullets over the body. */
function plainSlide(lines: readonly string[], palette: Palette): { layout: string; boxes: Box[] } {
  if (lines.length > 0 && lines.length <= 2 && lines.every((line) => line.length <= CARD_LINE))
    return { layout: 'statement', boxes: parts.statement(BODY, lines, palette) };
  return { layout: 'bullets', boxes: [parts.bullets(BODY, lines, palette)] };
}

/** Slide `index` of the deck, designed. */
export function layoutSlide(deck: DeckLayoutInput, index: number): SlideDesign {
  const palette = paletteOf(deck.theme, deck.brand ?? DEFAULT_BRAND);
  if (index === 0) return titleSlide(deck, palette);
  const slide = deck.slides[index] ?? { title: '', content: '' };
  const lines = listLines(slide.content);
  const picked = bodyOf(slide.title)?.[1](lines, deck, palette);
  const body = picked ?? plainSlide(lines, palette);
  return {
    layout: body.layout,
    background: palette.background,
    boxes: [...frame(deck, index, palette), ...body.boxes],
  };
}

export function layoutDeck(deck: DeckLayoutInput): SlideDesign[] {
  return deck.slides.map((_, index) => layoutSlide(deck, index));
}
