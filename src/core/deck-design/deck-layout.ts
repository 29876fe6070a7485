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
import { DEFAULT_BRAND, paletteOf, type Palette, type ThemeId } from './themes';

export interface DeckLayoutInput {
  slides: readonly { title: string; content: string }[];
  theme: ThemeId;
  /** Six hex digits; the app's indigo when absent. */
  brand?: string;
  /** A logo is stored: every slide leaves it a corner. */
  logo: boolean;
  figures: DeckFigures;
}

/** The first slide's heading when it kept the template's name for it ("Title Slide"). */
const GENERIC_TITLE = /^title(?:\s+slide)?$/i;
/** A line that names the round ("Raising $2M seed"). */
const ROUND = /\b(?:rais(?:e|ing)|seed|series [a-z]|round|pre-seed|funding)\b/i;
/** "Name: role", "Name – role", "Name - role", "Name, role". */
const PAIR = /^(.{1,60}?)\s*(?::|\s[–—-]\s|,)\s*(.+)$/;

/** The company's name, its one-liner and its round, from the first slide (the figures' raise when no line names one). */
export function titleParts(slide: { title: string; content: string }, figures: DeckFigures) {
  const lines = listLines(slide.content);
  const generic = GENERIC_TITLE.test(slide.title.trim()) && lines.length > 0;
  const name = generic ? (lines[0] ?? '') : slide.title.trim();
  const rest = generic ? lines.slice(1) : lines;
  const roundLine = rest.find((line) => ROUND.test(line));
  const round = roundLine ?? (figures.raise ? `Raising ${figures.raise.display}` : undefined);
  const oneLiner = rest.filter((line) => line !== roundLine);
  return { name, oneLiner, round };
}

function titleSlide(deck: DeckLayoutInput, palette: Palette): SlideDesign {
  const first = deck.slides[0] ?? { title: '', content: '' };
  const { name, oneLiner, round } = titleParts(first, deck.figures);
  const { title: colours } = palette;
  const width = SLIDE.width - 2 * MARGIN;
  const boxes: Box[] = [
    // The slide's own title, kept as a small label: the slide's heading, as every slide's title is.
    text({ x: MARGIN, y: 40, w: deck.logo ? width - 200 : width, h: 24 }, [first.title], {
      size: 14,
      floor: 9,
      color: colours.muted,
      heading: true,
    }),
    text({ x: MARGIN, y: 150, w: width, h: 150 }, [name], {
      size: 72,
      floor: 36,
      bold: true,
      wrap: 'after-floor',
      lineHeight: 1.1,
      color: colours.text,
      valign: 'bottom',
    }),
    { kind: 'rect', x: MARGIN, y: 318, w: 96, h: 6, fill: colours.text },
    text({ x: MARGIN, y: 344, w: width, h: 100 }, oneLiner, {
      size: 26,
      floor: 14,
      wrap: 'always',
      color: colours.text,
    }),
  ];
  if (round)
    boxes.push(
      text({ x: MARGIN, y: 456, w: width, h: 36 }, [round], { size: 20, floor: 12, bold: true, color: colours.muted }),
    );
  if (deck.logo) boxes.push({ kind: 'logo', x: SLIDE.width - MARGIN - 180, y: 32, w: 180, h: 72, align: 'right' });
  return { layout: 'title', background: colours.background, boxes };
}

/** The title, the accent mark, the logo's corner and the slide's number, on every content slide. */
function frame(deck: DeckLayoutInput, index: number, palette: Palette): Box[] {
  const titleWidth = SLIDE.width - 2 * MARGIN - (deck.logo ? 140 : 0);
  const boxes: Box[] = [
    { kind: 'rect', x: MARGIN, y: 40, w: 48, h: 6, fill: palette.accent },
    text({ x: MARGIN, y: 56, w: titleWidth, h: 64 }, [deck.slides[index]?.title ?? ''], {
      size: 34,
      floor: 18,
      bold: true,
      heading: true,
      wrap: 'after-floor',
      lineHeight: 1.1,
      color: palette.text,
      valign: 'middle',
    }),
    text({ x: SLIDE.width - MARGIN - 60, y: SLIDE.height - 36, w: 60, h: 16 }, [String(index + 1)], {
      size: 11,
      floor: 8,
      color: palette.muted,
      align: 'right',
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
  return [...draw({ ...BODY, w: figureWidth }), parts.bullets(words, lines, palette, 20)];
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
  const tableArea = rest.length > 0 ? { ...BODY, h: BODY.h * 0.65 } : BODY;
  const grid = parts.table(tableArea, ['Alternative', 'How it compares'], rows, palette);
  const restY = grid.y + grid.h + 16;
  const under = { ...BODY, y: restY, h: BODY.y + BODY.h - restY };
  return { layout: 'table', boxes: rest.length > 0 ? [grid, parts.bullets(under, rest, palette, 18)] : [grid] };
};

const teamGrid: Body = (lines, _deck, palette) => {
  if (lines.length < 1 || lines.length > 8) return undefined;
  const people = lines.map((line) => {
    const match = PAIR.exec(line);
    return match ? { name: match[1]!, role: match[2]! } : { name: line, role: '' };
  });
  return { layout: 'team', boxes: parts.team(BODY, people, palette) };
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
  [
    /^(?!.*go[ -]to[ -]market).*market/i,
    (lines, { figures: { market } }, palette) =>
      market
        ? { layout: 'market', boxes: besideContent(lines, palette, (area) => parts.market(area, market, palette)) }
        : undefined,
  ],
  [/financ|\bask\b/i, financials],
  [/competi/i, competition],
  [/team/i, teamGrid],
  [
    /problem/i,
    (lines, _deck, palette) =>
      lines.length > 0 ? { layout: 'statement', boxes: parts.statement(BODY, lines, palette) } : undefined,
  ],
  [/solution/i, problemAndSolution, problemStatement],
  [/product|service/i, halves],
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

/** Slide `index` of the deck, designed. */
export function layoutSlide(deck: DeckLayoutInput, index: number): SlideDesign {
  const palette = paletteOf(deck.theme, deck.brand ?? DEFAULT_BRAND);
  if (index === 0) return titleSlide(deck, palette);
  const slide = deck.slides[index] ?? { title: '', content: '' };
  const lines = listLines(slide.content);
  const picked = bodyOf(slide.title)?.[1](lines, deck, palette);
  const body = picked ?? { layout: 'bullets', boxes: [parts.bullets(BODY, lines, palette)] };
  return {
    layout: body.layout,
    background: palette.background,
    boxes: [...frame(deck, index, palette), ...body.boxes],
  };
}

export function layoutDeck(deck: DeckLayoutInput): SlideDesign[] {
  return deck.slides.map((_, index) => layoutSlide(deck, index));
}
